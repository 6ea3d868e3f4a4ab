import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gotoHydrated, openPage, useSite } from '../../support/site';

const toggleName = /^Switch between dark and light mode/;

describe('colour mode', () => {
  const site = useSite();

  test('follows the system preference until the reader chooses, then remembers the choice', async () => {
    const context = await site.newContext({ colorScheme: 'light' });
    const { page, consoleErrors } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs'));
    const html = page.locator('html');
    assert.equal(await html.getAttribute('data-theme'), 'light');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);

    // The toggle cycles system → light → dark.
    await page.getByRole('button', { name: toggleName }).click();
    await page.getByRole('button', { name: toggleName }).click();
    assert.equal(await html.getAttribute('data-theme'), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');

    await page.reload();
    assert.equal(await html.getAttribute('data-theme'), 'dark');
    await page.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }).waitFor();

    await page.getByRole('button', { name: toggleName }).click();
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null, 'back to following the system');
    assert.equal(await html.getAttribute('data-theme'), 'light');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('a dark system preference gives the dark theme on first visit', async () => {
    const context = await site.newContext({ colorScheme: 'dark' });
    const { page } = await openPage(site, context);
    await page.goto(site.url('/'));
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    await context.close();
  });

  test('a choice made in another tab applies here through the storage event', async () => {
    const context = await site.newContext({ colorScheme: 'light' });
    const first = await openPage(site, context);
    const second = await openPage(site, context);
    await gotoHydrated(first.page, site.url('/docs'));
    await gotoHydrated(second.page, site.url('/docs'));
    await first.page.getByRole('button', { name: toggleName }).click();
    await first.page.getByRole('button', { name: toggleName }).click();
    await second.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await context.close();
  });
});
