import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gotoHydrated, openPage, useSite } from '../../support/site';

describe('navbar across the 996 px breakpoint', () => {
  const site = useSite();

  test('at 996 px the hamburger opens the sidebar, which closes on resize to desktop', async () => {
    const context = await site.newContext({ viewport: { width: 996, height: 800 } });
    const { page, consoleErrors } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs/quickstart'));
    const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
    const sidebar = page.locator('.navbar-sidebar');
    assert.ok(await hamburger.isVisible());
    assert.equal(await page.locator('.navbar__items--right .navbar__item').first().isVisible(), false);

    await hamburger.click();
    await sidebar
      .locator('.navbar-sidebar__item:not([inert])')
      .getByRole('link', { name: 'Quickstart', exact: true })
      .waitFor();
    assert.ok(await sidebar.isVisible());

    await page.setViewportSize({ width: 1200, height: 800 });
    await page.waitForFunction(() => !document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show'));
    assert.equal(await hamburger.isVisible(), false);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('at a 390 px phone width the sidebar lists the docs and navigates', async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs'));
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    // On a docs page the sidebar opens on the docs menu; the navbar menu beside it is inert.
    await page
      .locator('.navbar-sidebar__item:not([inert])')
      .getByRole('link', { name: 'Quickstart', exact: true })
      .click();
    await page.waitForURL(site.url('/docs/quickstart'));
    await context.close();
  });

  test('above 996 px the desktop navbar shows and the hamburger is hidden', async () => {
    const context = await site.newContext({ viewport: { width: 997, height: 800 } });
    const { page } = await openPage(site, context);
    await page.goto(site.url('/'));
    assert.equal(await page.getByRole('button', { name: 'Toggle navigation bar' }).isVisible(), false);
    for (const name of ['Docs', 'Quickstart', 'Awesome tRPC Collection', 'Using Next.js']) {
      assert.ok(await page.locator('nav.navbar').getByRole('link', { name, exact: true }).isVisible(), name);
    }
    for (const name of ['tRPC on GitHub', 'tRPC on X', 'tRPC on Discord']) {
      assert.ok(await page.getByRole('link', { name }).isVisible(), name);
    }
    await context.close();
  });
});
