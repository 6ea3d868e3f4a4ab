/**
 * Visits every page once: the URL contract of test/required-routes.txt and every URL of the build's
 * sitemap.xml, each under the site's `_headers` (so a Content-Security-Policy violation is a console
 * error). A page passes with status 200, its own title, no console error, no failed request, no request
 * to another host and no serious accessibility violation.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { everyPagePath, requiredRoutes, waitForHydration } from '../../support/site';
import { expect, test } from '../support/fixtures';

const contract = requiredRoutes();
const pages = everyPagePath();
const NOT_FOUND_TITLE = 'Page Not Found | tRPC';

test.describe('required routes and every sitemap page', () => {
  test('the route list is not empty and has no duplicates', () => {
    expect(contract.length).toBeGreaterThan(0);
    expect(new Set(contract).size, 'test/required-routes.txt lists a path twice').toBe(contract.length);
  });

  for (const route of pages) {
    test(`${route} renders its page, self-contained and accessible`, async ({ page, log }) => {
      // `load` waits for the page's scripts, styles and eager images; hydration then for the
      // route's chunks and effects. Lazy requests after that are prefetches the crawl has no use for.
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.status(), `${route} answered ${response?.status()}`).toBe(200);
      expect(new URL(page.url()).pathname, `${route} moved to ${page.url()}`).toBe(route);
      await expect(page.locator('main').first()).toBeAttached();
      await waitForHydration(page);
      // Hydration re-applies the title from React a tick later.
      await expect(page).toHaveTitle(/^.+ \| tRPC$/);
      await expect(page).not.toHaveTitle(NOT_FOUND_TITLE);

      // Code tokens (`pre > code`, two thirds of a long page's elements and of axe's time) are left out:
      // colour contrast is the one rule that applies to them, and src/data/__tests__/codeThemes.test.ts
      // checks it for every token colour of both colour modes, on plain and highlighted lines. The
      // block itself (its scrolling, its buttons) is still checked.
      // Legacy mode runs axe in the page itself; the default opens a second, blank page per check to merge
      // the results of frames (these pages have none), which costs the crawl about 0.4 s a page.
      const results = await new AxeBuilder({ page })
        .exclude('pre > code')
        // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe, so off unless asked for.
        .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
        .setLegacyMode(true)
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
      expect(serious, `${route} has accessibility violations`).toEqual([]);
      expect(log.consoleErrors, `${route} logged console errors`).toEqual([]);
      expect(log.failedRequests, `${route} had failed requests`).toEqual([]);
      expect(log.foreignRequests, `${route} requested other hosts`).toEqual([]);
    });
  }

  test('an unknown path answers 404 with the not-found page and ways back', async ({ page, log, origin }) => {
    const missing = `${origin}/this/page/does-not-exist`;
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    const waysBack = page.getByRole('navigation', { name: 'Ways back' });
    for (const name of ['Home', 'Documentation', 'Quickstart', 'Blog']) {
      await expect(waysBack.getByRole('link', { name: new RegExp(`^${name}`) }), `no ${name} link`).toHaveCount(1);
    }
    await waysBack.getByRole('link', { name: /^Quickstart/ }).click();
    await expect(page).toHaveURL(`${origin}/docs/quickstart`);
    // Chromium reports the 404 status of the document itself as a console error; nothing else may fail.
    expect(log.consoleErrors.filter((error) => !error.endsWith(`status of 404 (Not Found) (${missing})`))).toEqual([]);
  });

  test('.html and /index.html suffixes end on the clean page', async ({ page }) => {
    for (const suffixed of ['/docs/quickstart.html', '/docs/quickstart/index.html']) {
      const response = await page.goto(suffixed);
      expect(response?.status(), suffixed).toBe(200);
      expect(new URL(page.url()).pathname, suffixed).toBe('/docs/quickstart');
      await expect(page.getByRole('heading', { level: 1, name: 'Quickstart' })).toBeVisible();
    }
  });
});
