/**
 * The not-found page helps a reader on a stale address: the closest pages from the local search index
 * (in the version the path names), a symbol's API reference page wherever it moved, the same path in the
 * versions that have it, and a plain search link without JavaScript.
 */
import { expect, test } from '../support/fixtures';

/** Chromium reports the 404 status of the document itself as a console error; nothing else may fail. */
const otherErrors = (errors: string[], path: string) =>
  errors.filter((error) => !error.includes('status of 404 (Not Found)') || !error.includes(path));

test.describe('not-found page', () => {
  test('a renamed-looking path suggests the renamed page first', async ({ page, log }) => {
    const response = await page.goto('/docs/server/middleware');
    expect(response?.status()).toBe(404);
    const closest = page.getByRole('list', { name: 'Closest pages' });
    await expect(closest.getByRole('link').first()).toHaveAttribute('href', '/docs/server/middlewares');
    await expect(closest.getByRole('link').first()).toHaveText('Middlewares');
    await expect(page.getByRole('heading', { name: 'Pages like “server middleware” in 11.x' })).toBeVisible();
    const searchLink = page.getByRole('link', { name: 'Search the documentation for “server middleware”' });
    await expect(searchLink).toHaveAttribute('href', '/search?q=server%20middleware');
    await closest.getByRole('link').first().click();
    await expect(page).toHaveURL('/docs/server/middlewares');
    await expect(page.getByRole('heading', { level: 1, name: 'Middlewares' })).toBeVisible();
    expect(otherErrors(log.consoleErrors, '/docs/server/middleware')).toEqual([]);
  });

  test("a stale API reference address suggests the symbol's page in its new place first", async ({ page }) => {
    const response = await page.goto('/docs/typedoc/server/functions/initTRPC');
    expect(response?.status()).toBe(404);
    const first = page.getByRole('list', { name: 'Closest pages' }).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/docs/typedoc/server/variables/initTRPC');
    await expect(first).toHaveText('initTRPC · @trpc/server API reference');
  });

  test('a missing page of an older version suggests pages of that version', async ({ page }) => {
    await page.goto('/docs/v10/server/middleware');
    await expect(page.getByRole('heading', { name: /in 10\.x$/ })).toBeVisible();
    const closest = page.getByRole('list', { name: 'Closest pages' });
    await expect(closest.getByRole('link').first()).toHaveAttribute('href', '/docs/v10/server/middlewares');
    for (const href of await closest
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href, 'a 10.x path suggests no other version’s docs').not.toMatch(/^\/docs\/(?!v10\/|typedoc\/)/);
    }
  });

  test('a path that exists in other versions links to it there', async ({ page }) => {
    await page.goto('/docs/v9/server/routers');
    const otherVersions = page.getByRole('region', { name: 'This page in other versions' });
    await expect(otherVersions.getByRole('link')).toHaveText([
      '11.x: /docs/server/routers',
      '10.x: /docs/v10/server/routers',
    ]);
    await expect(page.getByRole('list', { name: 'Closest pages' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/docs\/v9\//,
    );
  });

  test('without JavaScript the page still explains and links to search', async ({ newContext }) => {
    const { page } = await newContext({ javaScriptEnabled: false });
    const response = await page.goto('/docs/server/middleware');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search the documentation' })).toHaveAttribute('href', '/search');
    await expect(page.getByRole('navigation', { name: 'Ways back' }).getByRole('link')).toHaveCount(4);
  });
});
