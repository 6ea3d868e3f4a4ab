/**
 * A maintainer cuts the current version (`npm run version:cut -- <major>.x`) in a scratch copy of the
 * repository, then builds it and checks its samples, with no hand edit in between. Slow (a full build),
 * so it runs in `npm test` (and CI) but not in `npm run test:unit`.
 *
 * The copy holds the working tree's files (committed or not, ignored ones left out) in a new git
 * repository, since the build dates pages from git. Installed packages are linked or copied, not installed
 * again: the new snippets folder gets the packages of the folder it was copied from, whose lockfile it shares.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import archivedVersions from '../../versions.json';
import { CURRENT_MAJOR, ensureInstalled, snippetsFolder } from '../../plugins/snippet-releases/releases';

const repo = path.resolve(__dirname, '../..');
const cutName = `${CURRENT_MAJOR}.x`;
const nextMajor = CURRENT_MAJOR + 1;
let copy = '';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: '', ...env } });
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 0, `\`${command} ${args.join(' ')}\` failed in ${copy}:\n${output.slice(-4000)}`);
  return output;
}

/**
 * The snippet check refuses types loaded from outside a version's folder, and TypeScript follows symlinks to
 * their real path: snippets packages are copied, as hard links where the file system allows it (fast).
 */
function copyTree(source: string, target: string): void {
  try {
    execFileSync('cp', ['-al', source, target], { stdio: 'ignore' });
  } catch {
    execFileSync('cp', ['-a', source, target], { stdio: 'ignore' });
  }
}

function scratchCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'trpc-docs-cut-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repo })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(repo, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(repo, file), path.join(dir, file));
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const folder of readdirSync(path.join(repo, 'snippets'))) {
    const modules = path.join(repo, 'snippets', folder, 'node_modules');
    if (existsSync(modules)) copyTree(modules, path.join(dir, 'snippets', folder, 'node_modules'));
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=cut-version test', '-c', 'user.email=test@localhost', 'commit', '-q', '-m', 'scratch copy');
  return dir;
}

/** A built page (`route.html`, or `route/index.html` for a redirect page), without React's text separators. */
function html(route: string): string {
  const file = [`${route}.html`, `${route}/index.html`].map((name) => path.join(copy, 'build', name)).find(existsSync);
  assert.ok(file, `the build has no page for ${route}`);
  return readFileSync(file, 'utf8').replaceAll('<!-- -->', '');
}
const bannerOf = (page: string) =>
  /class="[^"]*theme-doc-version-banner[^"]*"[^>]*>(.*?)<\/div><\/div>/s.exec(page)?.[1];
const linksTo = (route: string) => new RegExp(`href="?${route}[" >]`);

describe(`cutting ${cutName} in a scratch copy`, () => {
  before(() => {
    for (const name of ['current', ...archivedVersions]) ensureInstalled(snippetsFolder(repo, name));
    copy = scratchCopy();
  });
  after(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('refuses a version that is not the current major, naming the right command', () => {
    const result = spawnSync('npm', ['run', '--silent', 'version:cut', '--', '1.x'], { cwd: copy, encoding: 'utf8' });
    assert.notEqual(result.status, 0);
    assert.match(
      result.stderr,
      new RegExp(
        `the version to cut is ${cutName.replace('.', '\\.')}, not "1\\.x": \`npm run version:cut -- ${cutName}\``,
      ),
    );
    assert.doesNotMatch(result.stderr, /\n\s+at /, 'a refusal is a sentence, not a stack trace');
    assert.equal(existsSync(path.join(copy, `versioned_docs/version-1.x`)), false);
  });

  test('one command archives the docs and creates the next snippets folder', () => {
    run('npm', ['run', '--silent', 'version:cut', '--', cutName]);
    assert.deepEqual(JSON.parse(readFileSync(path.join(copy, 'versions.json'), 'utf8')), [
      cutName,
      ...archivedVersions,
    ]);
    assert.ok(existsSync(path.join(copy, `versioned_docs/version-${cutName}/quickstart.mdx`)));
    assert.equal(existsSync(path.join(copy, `versioned_docs/version-${cutName}/typedoc`)), false);
    const next = path.join(copy, `snippets/v${nextMajor}`);
    assert.equal(JSON.parse(readFileSync(path.join(next, 'package.json'), 'utf8')).name, `snippets-v${nextMajor}`);
    assert.ok(existsSync(path.join(next, 'package-lock.json')));
    assert.ok(
      existsSync(path.join(next, 'api-reference')),
      'the API reference entry points move to the current folder',
    );
    assert.equal(existsSync(path.join(copy, `snippets/v${CURRENT_MAJOR}/api-reference`)), false);
    // The same lockfile, so the same packages: copy them instead of installing them again.
    copyTree(path.join(copy, 'snippets', `v${CURRENT_MAJOR}`, 'node_modules'), path.join(next, 'node_modules'));
  });

  test("`npm run check` passes on the cut tree as it is: types, lint, format, and every version's samples", () => {
    // The examples are not run again: the cut tree's pages are copies of pages whose examples `npm test` runs
    // against the same packages, and running them twice would cost minutes beside the e2e tests.
    const output = run('npm', ['run', 'check'], { SNIPPET_EXAMPLES: 'skip' });
    assert.match(output, /examples not run \(SNIPPET_EXAMPLES=skip\)/);
    assert.match(output, new RegExp(`${nextMajor}\\.x \\(current\\): \\d+ samples checked`));
    assert.match(output, new RegExp(`${cutName.replace('.', '\\.')}: \\d+ samples checked`));
  });

  test('the site builds, with banners that point at the newest released version', () => {
    run('npm', ['run', '--silent', 'build']);
    const current = bannerOf(html('docs/quickstart'));
    assert.ok(current, '/docs/quickstart has no version banner');
    assert.match(current, new RegExp(`unreleased documentation for tRPC <b>${nextMajor}\\.x</b>`));
    assert.match(current, linksTo(`/docs/v${CURRENT_MAJOR}/quickstart`));
    assert.equal(
      bannerOf(html(`docs/v${CURRENT_MAJOR}/quickstart`)),
      undefined,
      `${cutName} is maintained and released`,
    );
    const previous = bannerOf(html(`docs/v${CURRENT_MAJOR - 1}/quickstart`));
    assert.ok(previous, `/docs/v${CURRENT_MAJOR - 1} has no banner`);
    assert.match(previous, /no longer actively maintained/);
    assert.match(previous, linksTo(`/docs/v${CURRENT_MAJOR}/quickstart`));
    // The old "current major under its own number" redirect now belongs to the next major.
    assert.match(html(`docs/v${nextMajor}`), /<meta http-equiv="refresh" content="0; url=\/docs">/);
  });
});
