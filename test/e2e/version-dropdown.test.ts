import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gotoHydrated, openPage, useSite } from '../../support/site';

describe('docs version dropdown', () => {
  const site = useSite();

  test('choosing 10.x keeps the page, and the choice is remembered', async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, consoleErrors } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs/quickstart'));
    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('button', { name: '11.x' }).hover();
    await navbar.getByRole('link', { name: '10.x' }).click();
    await page.waitForURL(site.url('/docs/v10/quickstart'));
    await page.getByRole('heading', { level: 1, name: 'Quickstart' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === '10.x');

    // Away from the docs, the navbar's Docs link now leads to the remembered version.
    // The served HTML links to /docs; the stored choice applies once the page has hydrated.
    await gotoHydrated(page, site.url('/blog'));
    await navbar.getByRole('link', { name: 'Docs', exact: true }).and(page.locator('[href="/docs/v10"]')).click();
    await page.waitForURL(site.url('/docs/v10'));
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  for (const [from, label, to] of [
    ['/docs/client/links/httpSubscriptionLink', '10.x', '/docs/v10/subscriptions'],
    ['/docs/server/routers', '9.x', '/docs/v9/router'],
    ['/docs/v9/ssg-helpers', '11.x', '/docs/client/nextjs/server-side-helpers'],
  ]) {
    test(`${from} has no ${label} twin, so ${label} opens the closest page, ${to}`, async () => {
      const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
      const { page, consoleErrors } = await openPage(site, context);
      await page.goto(site.url(from!));
      const navbar = page.locator('nav.navbar');
      await navbar
        .locator('.dropdown > .navbar__link')
        .filter({ hasText: /^\d+\.x$/ })
        .hover();
      await navbar.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(site.url(to!));
      await page.locator('article h1').waitFor();
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }

  test('each version shows its badge and banner', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/docs/v9/quickstart'));
    await page.getByText('Version: 9.x').waitFor();
    await page.getByRole('alert').filter({ hasText: 'which is no longer actively maintained' }).waitFor();
    await page.goto(site.url('/docs/quickstart'));
    await page.getByText('Version: 11.x').waitFor();
    await page.getByRole('alert').filter({ hasText: 'This is unreleased documentation for tRPC 11.x' }).waitFor();
    await page.goto(site.url('/docs/v10/quickstart'));
    await page.getByText('Version: 10.x').waitFor();
    assert.equal(await page.locator('.theme-doc-version-banner').count(), 0, '10.x shows no banner');
    await context.close();
  });
});
