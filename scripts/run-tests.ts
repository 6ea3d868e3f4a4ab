/**
 * Runs the unit tests (every `__tests__/*.test.ts` next to the code, with Node's test runner), the
 * end-to-end tests (`test/e2e/*.test.ts`, with Playwright Test against build/, see playwright.config.ts),
 * the stock smoke tests (`test/stock/*.test.ts`, the same against build-stock/, built with every
 * optimisation off), the host smoke tests (`test/host/*.test.ts`, Playwright Test's HTTP client against
 * build/ served by the host's own runtime) and/or the maintainer workflows (`test/workflows/*.test.ts`,
 * Node's test runner; slow: each builds a scratch copy of the site; in `all` they run beside the others),
 * then prints the closing line "N passed, N failed" that CI reads.
 *
 *   tsx scripts/run-tests.ts unit|e2e|stock|host|workflows|all [file filter]
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled, sampleFolders } from '../plugins/snippet-releases/releases';
import archivedVersions from '../versions.json';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const UNIT_TEST_ROOTS = ['config', 'plugins', 'scripts', 'src', 'support'];

type Totals = { passed: number; failed: number; skipped: number };

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
if (!['unit', 'e2e', 'stock', 'host', 'workflows', 'all'].includes(mode)) {
  console.error(`Unknown mode "${mode}": use unit, e2e, stock, host, workflows or all.`);
  process.exit(2);
}
const matches = (file: string) => !filter || file.includes(filter);
const runs = (wanted: string) => mode === wanted || mode === 'all';
const unitFiles = runs('unit') ? UNIT_TEST_ROOTS.flatMap((dir) => findFiles(dir, isUnitTest)).filter(matches) : [];
const e2eFiles = runs('e2e') ? findFiles('test/e2e', isE2eTest).filter(matches) : [];
const stockFiles = runs('stock') ? findFiles('test/stock', isE2eTest).filter(matches) : [];
const hostFiles = runs('host') ? findFiles('test/host', isE2eTest).filter(matches) : [];
const workflowFiles = runs('workflows') ? findFiles('test/workflows', isE2eTest).filter(matches) : [];
if (unitFiles.length + e2eFiles.length + stockFiles.length + hostFiles.length + workflowFiles.length === 0) {
  console.error(`No test files found for mode "${mode}"${filter ? ` and filter "${filter}"` : ''}.`);
  process.exit(1);
}

const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

type Runner = { command: string; args: (summaryFile: string) => string[]; env?: Record<string, string> };

/**
 * Each run's summary file: the runner's reporter writes its totals there (Playwright's reads SUMMARY_FILE). One
 * file per run and runner: two runs at once (a maintainer's and a helper's) must not read each other's totals.
 */
const summaryFileOf = (name: string) => path.join(resultsDir, `summary-${name}-${process.pid}.json`);

function totalsOf(name: string, status: number | null): Totals {
  const summaryFile = summaryFileOf(name);
  let totals: Totals = { passed: 0, failed: 1, skipped: 0 };
  try {
    totals = JSON.parse(readFileSync(summaryFile, 'utf8')) as Totals;
  } catch {
    console.error(`The ${name} test runner wrote no summary: it crashed before finishing.`);
  }
  rmSync(summaryFile, { force: true });
  return { ...totals, failed: status === 0 ? totals.failed : Math.max(totals.failed, 1) };
}

/** Runs one test runner with its output on the console, and returns its totals. */
function run(name: string, { command, args, env = {} }: Runner): Totals {
  const summaryFile = summaryFileOf(name);
  rmSync(summaryFile, { force: true });
  const { status } = spawnSync(command, args(summaryFile), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, SUMMARY_FILE: summaryFile },
  });
  return totalsOf(name, status);
}

/**
 * Starts one test runner beside the others, its output to a file (the synchronous runs above block this process,
 * so it could not drain a pipe), and returns its totals and output once it ends.
 */
function runBeside(name: string, { command, args, env = {} }: Runner): Promise<{ totals: Totals; output: string }> {
  const summaryFile = summaryFileOf(name);
  const outputFile = path.join(resultsDir, `output-${name}-${process.pid}.log`);
  rmSync(summaryFile, { force: true });
  const out = openSync(outputFile, 'w');
  const child = spawn(command, args(summaryFile), {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env, SUMMARY_FILE: summaryFile },
  });
  closeSync(out);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const output = readFileSync(outputFile, 'utf8');
      rmSync(outputFile, { force: true });
      resolve({ totals: totalsOf(name, status), output });
    });
  });
}

/** Node's test runner on some files: spec output on the console, totals to the summary file. */
const nodeTestArgs = (files: string[], concurrency: number) => (summaryFile: string) => [
  '--import',
  'tsx',
  '--test',
  `--test-concurrency=${concurrency}`,
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=./test/support/unit-summary-reporter.mjs',
  `--test-reporter-destination=${summaryFile}`,
  ...files.sort(),
];

// Some unit tests compile samples against each docs version's packages (snippets/), which the check and the build
// install; a unit run of its own (a CI job, a fresh checkout) installs them the same way, before anything runs beside.
if (unitFiles.length > 0) for (const folder of sampleFolders(root, archivedVersions)) ensureInstalled(folder);

const results: Totals[] = [];
// The workflows (one at a time: each builds the whole site in a scratch copy) run beside the other tests: about a
// sixth of their time is single-threaded or waits on disk, which the browser tests fill.
const workflows =
  workflowFiles.length > 0
    ? runBeside('workflows', { command: process.execPath, args: nodeTestArgs(workflowFiles, 1) })
    : undefined;
if (unitFiles.length > 0) results.push(run('unit', { command: process.execPath, args: nodeTestArgs(unitFiles, 2) }));
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const playwrightArgs = () => ['test', ...(filter ? [filter] : [])];
if (e2eFiles.length > 0) results.push(run('e2e', { command: playwright, args: playwrightArgs }));
if (stockFiles.length > 0) {
  results.push(run('stock', { command: playwright, args: playwrightArgs, env: { E2E_SUITE: 'stock' } }));
}
if (hostFiles.length > 0) {
  results.push(run('host', { command: playwright, args: playwrightArgs, env: { E2E_SUITE: 'host' } }));
}
void (async () => {
  if (workflows) {
    const { totals, output } = await workflows;
    console.log(`\nMaintainer workflows (${workflowFiles.join(', ')}), run beside the tests above:\n${output}`);
    results.push(totals);
  }

  const totals = results.reduce((sum, next) => ({
    passed: sum.passed + next.passed,
    failed: sum.failed + next.failed,
    skipped: sum.skipped + next.skipped,
  }));
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(totals.failed === 0 ? 0 : 1);
})();
