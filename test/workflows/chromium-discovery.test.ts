/**
 * The end-to-end tests run, with no configuration, on a Chromium found where Playwright's own install puts it
 * (`npx playwright install chromium`, as on contributors' laptops and GitHub's runners), not only on the system's:
 * an e2e file runs with PLAYWRIGHT_BROWSERS_PATH pointing at a scratch folder whose Chromium, at the path
 * Playwright expects there, is a wrapper that records its launch and starts this machine's Chromium.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { chromiumPath } from '../../support/chromium';

const repo = path.resolve(__dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'trpc-docs-browsers-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Where Playwright looks for its Chromium under a browsers folder, as a fresh process with that folder sees it. */
function playwrightChromiumUnder(browsers: string): string {
  const result = spawnSync(
    process.execPath,
    ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
    { cwd: repo, encoding: 'utf8', env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: browsers } },
  );
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

test("an e2e file runs on Playwright's Chromium when that is the one installed", () => {
  const real = chromiumPath();
  const browsers = path.join(scratch, 'ms-playwright');
  const wrapper = playwrightChromiumUnder(browsers);
  assert.ok(wrapper.startsWith(browsers), `Playwright looks for its Chromium at ${wrapper}, outside ${browsers}`);
  const launches = path.join(scratch, 'launches.log');
  mkdirSync(path.dirname(wrapper), { recursive: true });
  writeFileSync(wrapper, `#!/bin/sh\necho launched >> '${launches}'\nexec '${real}' "$@"\n`);
  chmodSync(wrapper, 0o755);

  const summary = path.join(scratch, 'summary.json');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PLAYWRIGHT_BROWSERS_PATH: browsers,
    SUMMARY_FILE: summary,
    E2E_PORT: '4179',
  };
  delete env.CHROMIUM_PATH;
  // Its own port and output folder: the e2e suite may be running beside it.
  const args = [
    'playwright',
    'test',
    'test/e2e/pricing.test.ts',
    '--workers=1',
    `--output=${path.join(scratch, 'results')}`,
  ];
  const result = spawnSync('npx', args, {
    cwd: repo,
    encoding: 'utf8',
    env,
  });
  assert.equal(result.status, 0, `the e2e file failed:\n${`${result.stdout}${result.stderr}`.slice(-3000)}`);
  const totals = JSON.parse(readFileSync(summary, 'utf8')) as { passed: number; failed: number };
  assert.ok(totals.passed > 0 && totals.failed === 0, `totals: ${JSON.stringify(totals)}`);
  assert.ok(existsSync(launches), `the tests did not start the Chromium at ${wrapper}`);
});
