/**
 * Runs the unit tests (every `__tests__/*.test.ts` next to the code) and/or the end-to-end tests
 * (`test/e2e/*.test.ts`, against build/) with Node's test runner, then prints
 * the closing line "N passed, N failed" that CI reads.
 *
 *   tsx scripts/run-tests.ts unit|e2e|all [file filter]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const UNIT_TEST_ROOTS = ['config', 'plugins', 'scripts', 'src', 'support'];

function findFiles(dir: string, accept: (file: string) => boolean): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : findFiles(relative, accept);
    return accept(relative) ? [relative] : [];
  });
}

const isUnitTest = (file: string) => /(^|\/)__tests__\/[^/]+\.test\.tsx?$/.test(file);
const isE2eTest = (file: string) => /\.test\.ts$/.test(file);

const [mode = 'all', filter] = process.argv.slice(2);
if (!['unit', 'e2e', 'all'].includes(mode)) {
  console.error(`Unknown mode "${mode}": use unit, e2e or all.`);
  process.exit(2);
}
const files = [
  ...(mode === 'e2e' ? [] : UNIT_TEST_ROOTS.flatMap((dir) => findFiles(dir, isUnitTest))),
  ...(mode === 'unit' ? [] : findFiles('test/e2e', isE2eTest)),
]
  .filter((file) => !filter || file.includes(filter))
  .sort();
if (files.length === 0) {
  console.error(`No test files found for mode "${mode}"${filter ? ` and filter "${filter}"` : ''}.`);
  process.exit(1);
}

const resultsDir = path.join(root, 'test-results');
// One file per run: two runs at once (a maintainer's and a helper's) must not read each other's totals.
const summaryFile = path.join(resultsDir, `summary-${process.pid}.json`);
mkdirSync(resultsDir, { recursive: true });
rmSync(summaryFile, { force: true });

const { status } = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=2',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=./test/support/summary-reporter.mjs',
    `--test-reporter-destination=${summaryFile}`,
    ...files,
  ],
  { cwd: root, stdio: 'inherit' },
);

let totals = { passed: 0, failed: 1, skipped: 0 };
try {
  totals = JSON.parse(readFileSync(summaryFile, 'utf8')) as typeof totals;
} catch {
  console.error('The test runner wrote no summary: it crashed before finishing.');
}
rmSync(summaryFile, { force: true });
const failed = status === 0 ? totals.failed : Math.max(totals.failed, 1);
console.log(`\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
