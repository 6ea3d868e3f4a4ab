/**
 * Visits every page once: the URL contract of test/required-routes.txt and every URL of the build's
 * sitemap.xml, each under the site's `_headers` (so a Content-Security-Policy violation is a console
 * error). A page passes with status 200, its own title, no console error, no failed request, no request
 * to another host and no serious accessibility violation.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext } from 'playwright-core';
import { everyPagePath, openPage, requiredRoutes, useSite, waitForHydration } from '../../support/site';

const contract = requiredRoutes();
const pages = everyPagePath();
const NOT_FOUND_TITLE = 'Page Not Found | tRPC';

// Pages are independent, so three are visited at a time: the crawl waits mostly on the browser.
describe('required routes and every sitemap page', { concurrency: 3 }, () => {
  const site = useSite();
  let context: BrowserContext;
  before(async () => {
    context = await site.newContext();
  });

  test('the route list is not empty and has no duplicates', () => {
    assert.ok(contract.length > 0);
    assert.equal(new Set(contract).size, contract.length, 'test/required-routes.txt lists a path twice');
  });

  for (const route of pages) {
    test(`${route} renders its page, self-contained and accessible`, async () => {
      const { page, consoleErrors, failedRequests, foreignRequests } = await openPage(site, context);
      try {
        // `load` waits for the page's scripts, styles and eager images; hydration then for the
        // route's chunks and effects. Lazy requests after that are prefetches the crawl has no use for.
        const response = await page.goto(site.url(route), { waitUntil: 'load' });
        assert.equal(response?.status(), 200, `${route} answered ${response?.status()}`);
        assert.equal(new URL(page.url()).pathname, route, `${route} moved to ${page.url()}`);
        await page.locator('main').first().waitFor();
        await waitForHydration(page);
        // Hydration re-applies the title from React a tick later.
        await page
          .waitForFunction(() => / \| tRPC$/.test(document.title), undefined, { timeout: 5000 })
          .catch(() => {});
        const title = await page.title();
        assert.ok(/^.+ \| tRPC$/.test(title) && title !== NOT_FOUND_TITLE, `${route} has title "${title}"`);

        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          );
        assert.deepEqual(serious, [], `${route} has accessibility violations`);
        assert.deepEqual(consoleErrors, [], `${route} logged console errors`);
        assert.deepEqual(failedRequests, [], `${route} had failed requests`);
        assert.deepEqual(foreignRequests, [], `${route} requested other hosts`);
      } finally {
        await page.close();
      }
    });
  }

  test('an unknown path answers 404 with the not-found page and ways back', async () => {
    const { page, consoleErrors } = await openPage(site, context);
    const missing = site.url('/this/page/does-not-exist');
    const response = await page.goto(missing);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.title(), NOT_FOUND_TITLE);
    const waysBack = page.getByRole('navigation', { name: 'Ways back' });
    for (const name of ['Home', 'Documentation', 'Quickstart', 'Blog']) {
      assert.equal(await waysBack.getByRole('link', { name: new RegExp(`^${name}`) }).count(), 1, `no ${name} link`);
    }
    await waysBack.getByRole('link', { name: /^Quickstart/ }).click();
    await page.waitForURL(site.url('/docs/quickstart'));
    // Chromium reports the 404 status of the document itself as a console error; nothing else may fail.
    assert.deepEqual(
      consoleErrors.filter((error) => !error.endsWith(`status of 404 (Not Found) (${missing})`)),
      [],
    );
    await page.close();
  });

  test('.html and /index.html suffixes end on the clean page', async () => {
    const { page } = await openPage(site, context);
    for (const suffixed of ['/docs/quickstart.html', '/docs/quickstart/index.html']) {
      const response = await page.goto(site.url(suffixed));
      assert.equal(response?.status(), 200, suffixed);
      assert.equal(new URL(page.url()).pathname, '/docs/quickstart', suffixed);
      await page.getByRole('heading', { level: 1, name: 'Quickstart' }).waitFor();
    }
    await page.close();
  });
});
