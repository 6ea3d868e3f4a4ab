import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { gotoHydrated } from '../../support/site';
import { expect, test } from '../support/fixtures';
import { openSearch, search } from '../support/search';

/** axe's serious and critical violations on the page as it is now (experimental WCAG 2.5.3 rule included). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test.describe('search accessibility with results open', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the modal with hits has no serious axe violation (${colorScheme})`, async ({ newContext }) => {
      const { page } = await newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
      await gotoHydrated(page, '/docs/quickstart');
      await openSearch(page);
      await search(page, 'middleware');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/search with results has no serious axe violation', async ({ newContext }) => {
    const { page } = await newContext({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, '/search?q=router');
    await expect(page.locator('article a[href*="/docs/"]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
