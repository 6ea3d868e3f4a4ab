/**
 * A Playwright reporter that writes the end-to-end totals as one JSON line to the file SUMMARY_FILE
 * names; scripts/run-tests.ts adds them to the unit totals for the closing "N passed, N failed" line.
 * A test that did not run because the run stopped early counts as failed, never as skipped.
 */
import { writeFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(result: FullResult): void {
    const file = process.env.SUMMARY_FILE;
    if (!file || !this.root) return;
    const totals = { passed: 0, failed: 0, skipped: 0 };
    for (const test of this.root.allTests()) {
      const outcome = test.outcome();
      if (outcome === 'expected') totals.passed += 1;
      else if (outcome === 'skipped' && test.expectedStatus === 'skipped') totals.skipped += 1;
      else totals.failed += 1;
    }
    if (result.status !== 'passed' && totals.failed === 0) totals.failed = 1;
    writeFileSync(file, `${JSON.stringify(totals)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
