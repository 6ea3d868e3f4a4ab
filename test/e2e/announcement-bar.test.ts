import { announcementBar } from '../../config/announcement';
import { waitForHydration } from '../../support/site';
import { expect, test } from '../support/fixtures';

test.describe('announcement bar', () => {
  test('dismissal survives a reload, and a new bar id shows the bar again', async ({ page, log }) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({ hasText: 'star it on GitHub' });
    await bar.waitFor();
    await page.waitForFunction((id) => localStorage.getItem('docusaurus.announcement.id') === id, announcementBar.id);

    await bar.getByRole('button', { name: 'Close' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');

    // Before hydration the server-rendered bar is in the page, hidden by the theme's inline script;
    // hydration then removes it.
    await page.reload();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(bar, 'the dismissed bar showed before hydration').toBeHidden();
    await waitForHydration(page);
    await expect(bar, 'the dismissed bar came back after a reload').toHaveCount(0);

    // The stored id is the one of the bar the reader dismissed; a bar with another id resets it.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await bar.waitFor();
    await page.waitForFunction(() => localStorage.getItem('docusaurus.announcement.dismiss') === 'false');
    expect(log.consoleErrors).toEqual([]);
  });
});
