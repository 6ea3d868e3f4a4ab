import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, useSite } from '../../support/site';

describe('navigation chrome', () => {
  const site = useSite();

  test('the skip link is the first focusable element and moves focus to the main content', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/docs/quickstart'));
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    assert.equal((await focused.textContent())?.trim(), 'Skip to main content');
    await page.keyboard.press('Enter');
    const focusIsInMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    assert.ok(
      focusIsInMain,
      `focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`,
    );
    await context.close();
  });

  test('right-clicking the navbar logo opens the media page', async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, consoleErrors } = await openPage(site, context);
    await page.goto(site.url('/docs'));
    await page.locator('.navbar__brand').click({ button: 'right' });
    await page.waitForURL(site.url('/media'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('with localStorage unavailable the site still renders and navigates', async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The user denied storage access', 'SecurityError');
        },
      });
    });
    const { page } = await openPage(site, context);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto(site.url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('nav.navbar').getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL(site.url('/docs'));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quickstart' }).click();
    await page.waitForURL(site.url('/docs/quickstart'));
    await page.getByRole('heading', { level: 1, name: 'Quickstart' }).waitFor();
    await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
    assert.deepEqual(uncaught, []);
    await context.close();
  });

  test('a navigation whose chunks are slow shows the progress bar, then the page', async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, consoleErrors } = await openPage(site, context);
    let holdChunks = false;
    await page.route('**/assets/js/**', async (route) => {
      if (holdChunks) await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(site.url('/docs/quickstart'));
    await page.waitForLoadState('networkidle');

    holdChunks = true;
    await page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.locator('#nprogress .bar').waitFor({ state: 'attached', timeout: 2_000 });
    await page.waitForURL(site.url('/blog'));
    await page.locator('article').first().waitFor();
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
