/**
 * The site a reader gets is the site the tests ran on: a fresh clone built with exactly the README's first command
 * (`npm ci && npm run build`, nothing run before it) has the same pages, with the same type tables, as build/, the
 * build the end-to-end tests ran on. A sample folder left uninstalled, a cache or a file outside git that the tested
 * build depended on, shows here as the first page that differs. Slow (an install and a cold build), so it runs in
 * `npm test` (and CI) but not in `npm run test:unit`.
 *
 * The clone has the repository's history (pages are dated by git) and the working tree's uncommitted changes.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { TYPE_TABLE_PATH } from '../../plugins/code-highlighting/client/typeTablePath';
import { tableFilesOf } from '../../plugins/code-highlighting/typeTable';

const repo = path.resolve(__dirname, '../..');
const testedBuild = path.join(repo, 'build');
/** The README's first command, up to the build (the rest only serves it). */
const README_BUILD = 'npm ci && npm run build';
let clone = '';

/** A clone of the repository with the working tree's changes on top: what a reader of this branch would build. */
function freshClone(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'trpc-docs-readme-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repo, dir]);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo }).toString().split('\0').filter(Boolean);
  for (const file of git('ls-files', '--modified', '--others', '--exclude-standard', '-z')) {
    if (!existsSync(path.join(repo, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(repo, file), path.join(dir, file));
  }
  for (const file of git('ls-files', '--deleted', '-z')) rmSync(path.join(dir, file), { force: true });
  return dir;
}

/** Every built page, by path, with the type tables its code blocks use (content-named: same name, same table). */
function pagesOf(build: string): Map<string, string[]> {
  const pages = readdirSync(build, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return new Map(pages.sort().map((page) => [page, tableFilesOf(readFileSync(path.join(build, page), 'utf8'))]));
}

/** The first row two type tables disagree on, for the message. */
function firstDifference(ours: string[], theirs: string[], build: string): string {
  const rows = (names: string[], dir: string) =>
    names.flatMap((name) => JSON.parse(readFileSync(path.join(dir, TYPE_TABLE_PATH, name), 'utf8')) as unknown[]);
  const fresh = rows(ours, path.join(clone, 'build'));
  const tested = rows(theirs, build);
  const index = fresh.findIndex((row, i) => JSON.stringify(row) !== JSON.stringify(tested[i]));
  const at = index === -1 ? fresh.length : index;
  // The row's text, without highlighting, around the first character where the two differ.
  const text = (row: unknown) => (JSON.stringify(row) ?? 'no row').replace(/<[^>]+>/g, '');
  const [freshRow, testedRow] = [text(fresh[at]), text(tested[at])];
  let from = 0;
  while (from < freshRow.length && freshRow[from] === testedRow[from]) from += 1;
  const around = (row: string) => row.slice(Math.max(0, from - 150), from + 150);
  return `row ${at}, from character ${from}:\n  fresh clone  …${around(freshRow)}…\n  tested build …${around(testedRow)}…`;
}

describe("a fresh clone built the README's way", () => {
  before(() => {
    assert.ok(existsSync(testedBuild), `${testedBuild} does not exist: run npm run build first (npm test does).`);
    clone = freshClone();
    const result = spawnSync('bash', ['-c', README_BUILD], { cwd: clone, encoding: 'utf8', env: process.env });
    const output = `${result.stdout}${result.stderr}`;
    assert.equal(result.status, 0, `\`${README_BUILD}\` failed in ${clone}:\n${output.slice(-4000)}`);
  });
  after(() => {
    if (clone) rmSync(clone, { recursive: true, force: true });
  });

  test('has the pages of the tested build, each with the same type tables', () => {
    const fresh = pagesOf(path.join(clone, 'build'));
    const tested = pagesOf(testedBuild);
    const missing = [...tested.keys()].filter((page) => !fresh.has(page));
    const extra = [...fresh.keys()].filter((page) => !tested.has(page));
    assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, 'pages of one build only');
    for (const [page, tables] of tested) {
      const freshTables = fresh.get(page)!;
      if (freshTables.join() === tables.join()) continue;
      assert.fail(
        `${page}: its types differ between the fresh clone's build and the tested one\n  ` +
          firstDifference(freshTables, tables, testedBuild),
      );
    }
  });
});
