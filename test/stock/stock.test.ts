/**
 * Smoke tests of build-stock/: the site built with OPTIMIZATIONS=none, its seven runtime optimisations off (patches
 * and ejected components stay), which is where an upgrade starts (UPGRADING.md). Each page template renders,
 * hydrates without a console error or a refused request, and answers: search opens and finds, a link navigates in
 * the page.
 */
import { gotoHydrated, waitForHydration } from '../../support/site';
import { expect, test } from '../support/fixtures';
import { hitUrls, modal, openSearch, search } from '../support/search';

const TEMPLATES = [
  '/',
  '/docs/server/routers',
  '/docs/v10/quickstart',
  '/docs/v9/react',
  '/docs/typedoc/server/variables/initTRPC',
  '/blog/announcing-trpc-10',
  '/pricing',
  '/search?q=router',
];

test.describe('stock build (every optimisation off)', () => {
  test('pages start with the stock page template, without the optimisations', async ({ page }) => {
    await gotoHydrated(page, '/docs/server/routers');
    // The optimised template replaces Docusaurus's deferred script tags with a loader (config/ssgTemplate.ts).
    await expect(page.locator('script[data-scripts]')).toHaveCount(0);
    await expect(page.locator('head script[defer][src*="/assets/js/main."]')).toHaveCount(1);
    const main = await page.locator('head script[src*="/assets/js/main."]').getAttribute('src');
    const source = await (await page.request.get(main!)).text();
    // plugins/compile-hints puts its hint at the top of main.js.
    expect(source.startsWith('//# allFunctionsCalledOnLoad')).toBe(false);
  });

  for (const path of TEMPLATES) {
    test(`${path} renders and hydrates cleanly`, async ({ page, log }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(log).toEqual({ consoleErrors: [], failedRequests: [], foreignRequests: [] });
    });
  }

  test('search opens with Ctrl+K and finds the page', async ({ page, log }) => {
    await gotoHydrated(page, '/docs/quickstart');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await openSearch(page);
    await search(page, 'middlewares');
    expect((await hitUrls(page)).some((url) => url.endsWith('/docs/server/middlewares'))).toBe(true);
    expect(log.consoleErrors).toEqual([]);
  });

  test('a sidebar link navigates in the page, with its content', async ({ page, log }) => {
    await gotoHydrated(page, '/docs/server/routers');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Procedures', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/server\/procedures$/);
    await expect(page.locator('h1')).toHaveText(/Procedures/);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(log.consoleErrors).toEqual([]);
  });
});
