/**
 * End-to-end tests (`test/e2e/*.test.ts`): Playwright Test driving Chromium (support/chromium.ts) against the
 * production build, served by `npm run serve` (support/static-server.ts) with the build's `_headers`,
 * so every test runs under the site's Content-Security-Policy. `scripts/run-tests.ts e2e` runs them and
 * prints the closing "N passed, N failed" line; `npx playwright test <file>` runs one file by hand.
 * E2E_SUITE picks another suite with the same setup: `stock`, the smoke tests of test/stock against build-stock/,
 * the site built with every optimisation off (`npm run build:stock`); `host`, the HTTP tests of test/host against
 * build/ served by the host's own runtime (`npm run serve:host`, Cloudflare's wrangler), which need no browser.
 * E2E_SHARD=i/n runs the i-th of n shares of the tests (CI's parallel jobs).
 */
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium';
import { e2eShard } from './support/e2eShard';
import { CHROMIUM_ARGS } from './support/site';

const SUITES = {
  e2e: { port: 4173, command: 'tsx scripts/serve.ts' },
  stock: { port: 4174, command: 'tsx scripts/serve.ts build-stock' },
  host: { port: 4175, command: 'tsx scripts/serve-host.ts' },
};
const suiteName = process.env.E2E_SUITE ?? 'e2e';
if (!Object.hasOwn(SUITES, suiteName)) {
  throw new Error(`E2E_SUITE is "${suiteName}": use ${Object.keys(SUITES).join(', ')} or leave it unset.`);
}
const suite = SUITES[suiteName as keyof typeof SUITES];
const port = Number(process.env.E2E_PORT ?? suite.port);
const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: `test/${suiteName}`,
  testMatch: '*.test.ts',
  outputDir: `test-results/${suiteName}`,
  // Tests are independent (each starts with a reset context and empty storage), so the page crawl spreads over every worker.
  fullyParallel: true,
  // The suite is CPU-bound: one worker's page loads already keep most of 2 cores busy. On 20 crawled pages,
  // 2 workers took 48 s and 1 worker 56 s.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // E2E_SHARD=2/3 runs the second third of the tests, as CI's parallel jobs do; unset, all of them.
  shard: e2eShard(process.env.E2E_SHARD),
  forbidOnly: Boolean(process.env.CI),
  // A test that needs a retry to pass is a bug in the site or the test, so none is retried.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./test/support/summary-reporter.ts']],
  use: {
    baseURL: origin,
    browserName: 'chromium',
    launchOptions: {
      // The host suite launches no browser, so it needs none.
      executablePath: suiteName === 'host' ? undefined : chromiumPath(),
      args: [
        ...CHROMIUM_ARGS,
        // No host but the site's resolves, so the site cannot reach another (test/support/fixtures.ts notes any try).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
        // V8 keeps only its baseline compiler (Sparkplug): a test's page lives a few seconds, too short to repay the
        // optimising ones, which compete with the other worker for the 2 cores; without Sparkplug too, axe's loops
        // run interpreted and cost more. The bench keeps every tier (it measures a reader's browser).
        '--js-flags=--no-opt --no-maglev',
      ],
    },
    reducedMotion: 'reduce',
    // A worker's tests share one browser context, which Playwright resets between them (cookies, storage, HTTP
    // cache, routes, init scripts, extra tabs, emulation): a new context cost a test about 2.5 CPU-s (its window,
    // renderer and a cold start of its scripts). Tests that change the context itself use `newContext`.
    reuseContext: true,
    // Off: on 20 crawled pages, recording took the time from 37 s to 47 s. To see a failure step by step, run its test again
    // with `--trace on` and open test-results/e2e/<test>/trace.zip with `npx playwright show-trace`.
    trace: 'off',
  },
  webServer: {
    command: suite.command,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `${origin}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
