/**
 * axe-core's serious and critical violations on a page as it is now. axe runs in the page itself: its
 * source is added to the page's context as an init script, so each later document of the context starts
 * with it already compiled, and axe.run is called directly (@axe-core/playwright's AxeBuilder re-injected
 * and re-configured axe on every check, which cost more than the rules themselves over the crawl).
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const REPORTED_IMPACTS = new Set(['serious', 'critical']);

/**
 * The rules that can only report a minor or moderate violation (their impact is fixed in axe's rule
 * metadata), which this helper would drop: they are not run at all. A rule whose impact depends on its
 * checks is run. The metadata is axe's `_audit`, not a public API, so its absence fails loudly.
 */
function rulesBelowSerious(): string[] {
  const rules = (axe as unknown as { _audit?: { rules?: { id?: unknown; impact?: unknown }[] } })._audit?.rules;
  if (!Array.isArray(rules) || rules.length === 0 || rules.some((rule) => typeof rule.id !== 'string')) {
    throw new Error(`axe-core ${axe.version} has no _audit.rules: update rulesBelowSerious in test/support/axe.ts`);
  }
  return rules
    .filter((rule) => typeof rule.impact === 'string' && !REPORTED_IMPACTS.has(rule.impact))
    .map((rule) => rule.id as string);
}

const OPTIONS: RunOptions = {
  resultTypes: ['violations'],
  rules: {
    ...Object.fromEntries(rulesBelowSerious().map((id) => [id, { enabled: false }])),
    // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe, so off unless asked for.
    'label-content-name-mismatch': { enabled: true },
  },
};

const contextsWithAxe = new WeakSet<BrowserContext>();

/** Each violation as "rule: help (the elements' selectors)"; `exclude` leaves parts of the page out. */
export async function seriousViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  const context = page.context();
  if (!contextsWithAxe.has(context)) {
    contextsWithAxe.add(context);
    await context.addInitScript(AXE_SOURCE);
  }
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
    .filter(({ impact }) => REPORTED_IMPACTS.has(impact ?? ''))
    .map(({ id, help, targets }) => `${id}: ${help} (${targets.join(', ')})`);
}
