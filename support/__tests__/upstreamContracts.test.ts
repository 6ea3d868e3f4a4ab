import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  packageDir,
  RECORDED_VERSIONS,
  SITE_DIR,
  THEME_PACKAGES,
  UPSTREAM_CONTRACTS,
  type UpstreamContract,
} from '../upstreamContracts';

const countOf = (text: string, piece: string | RegExp) =>
  typeof piece === 'string'
    ? text.split(piece).length - 1
    : [...text.matchAll(new RegExp(piece.source, piece.flags.replace('g', '') + 'g'))].length;

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;

/** The problem with a contract against node_modules, or undefined when it holds. */
function problemOf(contract: UpstreamContract): string | undefined {
  const { check } = contract;
  const file = path.join(packageDir(contract.package), contract.file);
  if ('checkedBy' in check) {
    const test = path.join(SITE_DIR, check.checkedBy);
    if (!existsSync(test)) return `${check.checkedBy}, which checks it, is gone`;
    if (!readFileSync(test, 'utf8').includes(contract.package))
      return `${check.checkedBy} no longer reads ${contract.package}`;
    return undefined;
  }
  if ('value' in check) {
    const actual = check.value();
    return actual === check.expected ? undefined : `expected ${String(check.expected)}, found ${String(actual)}`;
  }
  if (!existsSync(file)) return `${path.relative(SITE_DIR, file)} does not exist`;
  if ('pathMatches' in check) return check.pathMatches.test(file) ? undefined : `${check.pathMatches} misses ${file}`;
  const text = readFileSync(file, 'utf8');
  if ('pieces' in check) {
    const wrong = check.pieces
      .map(({ piece, count }) => ({ piece, count, found: countOf(text, piece) }))
      .filter(({ count, found }) => count !== found);
    return wrong.length === 0
      ? undefined
      : wrong.map(({ piece, count, found }) => `${piece} occurs ${found} times, not ${count}`).join('; ');
  }
  if ('sha256' in check) {
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    return hash === check.sha256
      ? undefined
      : `upstream changed (sha256 ${hash}): carry its changes into the copy, then record the new hash`;
  }
  if ('patch' in check) {
    const [, version] = /\+(\d[^+]*)\.patch$/.exec(check.patch) ?? [];
    const installed = installedVersion(contract.package);
    if (version !== installed) return `the patch is for ${version}, ${installed} is installed`;
    const patch = readFileSync(path.resolve(SITE_DIR, check.patch), 'utf8');
    const section = patch
      .split(/^diff --git /m)
      .find((part) => part.includes(`+++ b/node_modules/${contract.package}/${contract.file}\n`));
    if (!section) return `${check.patch} does not change ${contract.file}`;
    const missing = section
      .split('\n')
      .filter((line) => line.startsWith('+') && !line.startsWith('+++') && line.trim() !== '+')
      .map((line) => line.slice(1))
      .filter((line) => !text.includes(line));
    return missing.length === 0
      ? undefined
      : `not applied: ${missing.length} added lines are missing, e.g. "${missing[0]}"`;
  }
  return 'exists' in check ? undefined : 'no check';
}

/** The failure of a broken contract, naming it and the site files to re-check; undefined when it holds. */
function failureOf(contract: UpstreamContract): string | undefined {
  const problem = problemOf(contract);
  return (
    problem &&
    `${contract.kind} "${contract.what}" (${contract.package}/${contract.file}) is broken: ${problem}. ` +
      `Re-check ${contract.siteFiles.join(', ')} (UPGRADING.md).`
  );
}

describe('upstream contracts (support/upstreamContracts.ts)', () => {
  for (const contract of UPSTREAM_CONTRACTS) {
    test(`${contract.kind}: ${contract.what}`, () => {
      const failure = failureOf(contract);
      assert.equal(failure, undefined, failure);
    });
  }

  test('every site file a contract names exists', () => {
    const missing = UPSTREAM_CONTRACTS.flatMap(({ siteFiles }) => siteFiles).filter(
      (file) => !existsSync(path.join(SITE_DIR, file)),
    );
    assert.deepEqual(missing, [], 'support/upstreamContracts.ts names site files that are gone');
  });

  test('the contracts were checked against the installed releases', () => {
    const moved = Object.entries(RECORDED_VERSIONS)
      .map(([name, version]) => ({ name, version, installed: installedVersion(name) }))
      .filter(({ version, installed }) => version !== installed);
    assert.deepEqual(
      moved.map(({ name, version, installed }) => `${name}: recorded ${version}, installed ${installed}`),
      [],
      'once the contracts above pass with the new release, set its version in RECORDED_VERSIONS (support/upstreamContracts.ts)',
    );
    const unrecorded = [...new Set(UPSTREAM_CONTRACTS.map((contract) => contract.package))].filter(
      (name) => !(name in RECORDED_VERSIONS),
    );
    assert.deepEqual(unrecorded, [], 'packages with contracts but no recorded version');
  });

  test('every theme component copied into src/theme is a contract; wrappers (@theme-original) need none', () => {
    const registered = new Set(
      UPSTREAM_CONTRACTS.filter(({ kind }) => kind === 'ejected component').flatMap(({ siteFiles }) => siteFiles),
    );
    const themeDir = path.join(SITE_DIR, 'src/theme');
    const files = readdirSync(themeDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(path.join(themeDir, file)).isFile())
      .map((file) => file.split(path.sep).join('/'));
    const isWrapper = (file: string) =>
      existsSync(path.join(themeDir, file)) &&
      readFileSync(path.join(themeDir, file), 'utf8').includes('@theme-original/');
    const unregistered = files.filter((file) => {
      const hasUpstream = THEME_PACKAGES.some((name) => existsSync(path.join(packageDir(name), 'src/theme', file)));
      if (!hasUpstream || registered.has(`src/theme/${file}`)) return false;
      // A stylesheet beside a wrapper is the wrapper's own.
      return /\.css$/.test(file)
        ? !isWrapper(path.posix.join(path.posix.dirname(file), 'index.tsx'))
        : !isWrapper(file);
    });
    assert.deepEqual(unregistered, [], 'copies of theme components with no entry in support/upstreamContracts.ts');
  });
});

describe('a broken contract fails, naming it and the site file to re-check', () => {
  const contract = (check: UpstreamContract['check'], file = 'lib/client/clientEntry.js'): UpstreamContract => ({
    kind: 'regex target',
    what: 'a contract',
    package: '@docusaurus/core',
    file,
    siteFiles: ['plugins/some-plugin/index.ts'],
    check,
  });
  const fails = (broken: UpstreamContract, problem: RegExp) => {
    const failure = failureOf(broken) ?? '';
    assert.match(failure, /^regex target "a contract" \(@docusaurus\/core\/lib\/client\/clientEntry\.js\) is broken: /);
    assert.match(failure, problem);
    assert.match(failure, /Re-check plugins\/some-plugin\/index\.ts \(UPGRADING\.md\)\.$/);
  };

  test('a piece not found, or found too often', () => {
    fails(contract({ pieces: [{ piece: "import docusaurus from './moved';", count: 1 }] }), /occurs 0 times, not 1/);
    fails(contract({ pieces: [{ piece: /import/, count: 1 }] }), /\/import\/ occurs \d+ times, not 1/);
  });

  test('an upstream copy whose hash changed', () => {
    fails(contract({ sha256: '0'.repeat(64) }), /upstream changed \(sha256 [0-9a-f]{64}\)/);
  });

  test('a replaced module that moved', () => {
    fails(contract({ pathMatches: /clientEntry2\.js$/ }), /clientEntry2.*misses/);
    assert.match(failureOf(contract({ exists: true }, 'lib/client/gone.js')) ?? '', /gone\.js does not exist/);
  });

  test('a patch that is not applied or is for another release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'contracts-'));
    try {
      const version = JSON.parse(
        readFileSync(path.join(packageDir('@docusaurus/core'), 'package.json'), 'utf8'),
      ).version;
      const patchFile = (release: string) => {
        const file = path.join(dir, `@docusaurus+core+${release}.patch`);
        const target = 'node_modules/@docusaurus/core/lib/client/clientEntry.js';
        writeFileSync(
          file,
          `diff --git a/${target} b/${target}\n--- a/${target}\n+++ b/${target}\n@@ -1 +1 @@\n+// never there\n`,
        );
        return file;
      };
      fails(
        contract({ patch: patchFile(version) }),
        /not applied: 1 added lines are missing, e\.g\. "\/\/ never there"/,
      );
      fails(contract({ patch: patchFile('0.0.1') }), /the patch is for 0\.0\.1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
