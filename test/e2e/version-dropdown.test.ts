import { gotoHydrated } from '../../support/site';
import { expect, test } from '../support/fixtures';

test.describe('docs version dropdown', () => {
  test('choosing 10.x keeps the page, and the choice is remembered', async ({ pageWith }) => {
    const { page, log } = await pageWith({ viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, '/docs/quickstart');
    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('button', { name: '11.x' }).hover();
    await navbar.getByRole('link', { name: '10.x' }).click();
    await page.waitForURL('/docs/v10/quickstart');
    await expect(page.getByRole('heading', { level: 1, name: 'Quickstart' })).toBeVisible();
    await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === '10.x');

    // Away from the docs, the navbar's Docs link now leads to the remembered version.
    // The served HTML links to /docs; the stored choice applies once the page has hydrated.
    await gotoHydrated(page, '/blog');
    await navbar.getByRole('link', { name: 'Docs', exact: true }).and(page.locator('[href="/docs/v10"]')).click();
    await page.waitForURL('/docs/v10');
    expect(log.consoleErrors).toEqual([]);
  });

  for (const [from, label, to] of [
    ['/docs/client/links/httpSubscriptionLink', '10.x', '/docs/v10/subscriptions'],
    ['/docs/server/routers', '9.x', '/docs/v9/router'],
    ['/docs/v9/ssg-helpers', '11.x', '/docs/client/nextjs/server-side-helpers'],
  ]) {
    test(`${from} has no ${label} twin, so ${label} opens the closest page, ${to}`, async ({ pageWith }) => {
      const { page, log } = await pageWith({ viewport: { width: 1280, height: 800 } });
      await page.goto(from!);
      const navbar = page.locator('nav.navbar');
      await navbar
        .locator('.dropdown > .navbar__link')
        .filter({ hasText: /^\d+\.x$/ })
        .hover();
      await navbar.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(to!);
      await expect(page.locator('article h1')).toBeVisible();
      expect(log.consoleErrors).toEqual([]);
    });
  }

  test('each version shows its badge, and a banner only when it is unmaintained', async ({ page }) => {
    await page.goto('/docs/v9/quickstart');
    await expect(page.getByText('Version: 9.x')).toBeVisible();
    const banner = page.getByRole('alert').filter({ hasText: 'which is no longer actively maintained' });
    await expect(banner).toBeVisible();
    // The current docs pin a stable release (snippets/v11): the banner sends readers there, to the same page.
    await expect(banner.getByRole('link', { name: 'latest version' })).toHaveAttribute('href', '/docs/quickstart');
    await expect(banner).toContainText('(11.x)');
    await page.goto('/docs/quickstart');
    await expect(page.getByText('Version: 11.x')).toBeVisible();
    await expect(page.locator('.theme-doc-version-banner'), 'a released current version shows no banner').toHaveCount(
      0,
    );
    await page.goto('/docs/v10/quickstart');
    await expect(page.getByText('Version: 10.x')).toBeVisible();
    await expect(page.locator('.theme-doc-version-banner'), '10.x shows no banner').toHaveCount(0);
  });
});
