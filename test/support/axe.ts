/**
 * axe-core's serious and critical violations on a page as it is now. axe runs in the page itself, injected
 * once per document: @axe-core/playwright's AxeBuilder re-injected its source and configured it on every
 * check, which cost more than the rules themselves over the crawl of every page.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  resultTypes: ['violations'],
  // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe, so off unless asked for.
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/** Each violation as "rule: help (the elements' selectors)"; `exclude` leaves parts of the page out. */
export async function seriousViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  // page.evaluate runs outside the page's Content-Security-Policy, which refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ exclude, options }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> };
      };
      const results = await axe.run({ exclude: exclude.map((selector) => [selector]) }, options);
      return results.violations.map(({ id, help, impact, nodes }) => ({
        id,
        help,
        impact,
        targets: nodes.map((node) => node.target.join(' ')),
      }));
    },
    { exclude, options: OPTIONS },
  );
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, help, targets }) => `${id}: ${help} (${targets.join(', ')})`);
}
