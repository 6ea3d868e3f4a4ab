import { gotoHydrated } from '../../support/site';
import { expect, test } from '../support/fixtures';

test.describe('navbar across the 996 px breakpoint', () => {
  test('at 996 px the hamburger opens the sidebar, which closes on resize to desktop', async ({ pageWith }) => {
    const { page, log } = await pageWith({ viewport: { width: 996, height: 800 } });
    await gotoHydrated(page, '/docs/quickstart');
    const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
    const sidebar = page.locator('.navbar-sidebar');
    await expect(hamburger).toBeVisible();
    await expect(page.locator('.navbar__items--right .navbar__item').first()).toBeHidden();

    await hamburger.click();
    await sidebar
      .locator('.navbar-sidebar__item:not([inert])')
      .getByRole('link', { name: 'Quickstart', exact: true })
      .waitFor();
    await expect(sidebar).toBeVisible();

    await page.setViewportSize({ width: 1200, height: 800 });
    await page.waitForFunction(() => !document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show'));
    await expect(hamburger).toBeHidden();
    expect(log.consoleErrors).toEqual([]);
  });

  test('at a 390 px phone width the sidebar lists the docs and navigates', async ({ newContext }) => {
    const { page } = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await gotoHydrated(page, '/docs');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    // On a docs page the sidebar opens on the docs menu; the navbar menu beside it is inert.
    await page
      .locator('.navbar-sidebar__item:not([inert])')
      .getByRole('link', { name: 'Quickstart', exact: true })
      .click();
    await page.waitForURL('/docs/quickstart');
  });

  test('on a phone the menu is drawn when first opened, and slides in', async ({ newContext }) => {
    const { page, log } = await newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'no-preference',
    });
    await gotoHydrated(page, '/docs/server/routers');
    // The desktop table of contents goes once the page knows the window is narrow: the re-render that
    // used to draw the menu and drop the desktop sidebar has happened.
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    // The desktop sidebar server rendering drew stays, hidden by CSS, rather than being taken out.
    await expect(page.locator('.theme-doc-sidebar-container .menu__link').first()).toBeAttached();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();

    await page.evaluate(() => {
      document.addEventListener('transitionrun', (event) => {
        if ((event.target as Element).matches('.navbar-sidebar') && event.propertyName === 'transform')
          document.documentElement.dataset.menuSlid = 'yes';
      });
    });
    const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
    await hamburger.click();
    const menuLink = page
      .locator('.navbar-sidebar .navbar-sidebar__item:not([inert])')
      .getByRole('link', { name: 'Routers', exact: true });
    await expect(menuLink).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-menu-slid', 'yes');

    // Closed, it stays drawn, and opens again as it was left.
    await page.locator('.navbar-sidebar__backdrop').click({ position: { x: 370, y: 400 } });
    await page.waitForFunction(() => !document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show'));
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await hamburger.click();
    await expect(menuLink).toBeVisible();
    expect(log.consoleErrors).toEqual([]);
  });

  test('above 996 px the desktop navbar shows and the hamburger is hidden', async ({ pageWith }) => {
    const { page } = await pageWith({ viewport: { width: 997, height: 800 } });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    for (const name of ['Docs', 'Quickstart', 'Awesome tRPC Collection', 'Using Next.js']) {
      await expect(page.locator('nav.navbar').getByRole('link', { name, exact: true }), name).toBeVisible();
    }
    for (const name of ['tRPC on GitHub', 'tRPC on X', 'tRPC on Discord']) {
      await expect(page.getByRole('link', { name }), name).toBeVisible();
    }
  });
});
