import { gotoHydrated } from '../../support/site';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openSearch, search } from '../support/search';

test.describe('search accessibility with results open', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the modal with hits has no serious axe violation (${colorScheme})`, async ({ pageWith }) => {
      const { page } = await pageWith({ viewport: { width: 1280, height: 800 }, colorScheme });
      await gotoHydrated(page, '/docs/quickstart');
      await openSearch(page);
      await search(page, 'middleware');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/search with results has no serious axe violation', async ({ pageWith }) => {
    const { page } = await pageWith({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, '/search?q=router');
    await expect(page.locator('article a[href*="/docs/"]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
