import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { announcementBar } from '../../config/announcement';
import { openPage, useSite, waitForHydration } from '../../support/site';

describe('announcement bar', () => {
  const site = useSite();

  test('dismissal survives a reload, and a new bar id shows the bar again', async () => {
    const context = await site.newContext();
    const { page, consoleErrors } = await openPage(site, context);
    await page.goto(site.url('/'));
    const bar = page.getByRole('banner').filter({ hasText: 'star it on GitHub' });
    await bar.waitFor();
    await page.waitForFunction((id) => localStorage.getItem('docusaurus.announcement.id') === id, announcementBar.id);

    await bar.getByRole('button', { name: 'Close' }).click();
    await bar.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');

    // Before hydration the server-rendered bar is in the page, hidden by the theme's inline script;
    // hydration then removes it.
    await page.reload();
    await page.locator('h1').first().waitFor();
    assert.equal(await bar.isVisible(), false, 'the dismissed bar showed before hydration');
    await waitForHydration(page);
    assert.equal(await bar.count(), 0, 'the dismissed bar came back after a reload');

    // The stored id is the one of the bar the reader dismissed; a bar with another id resets it.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await bar.waitFor();
    await page.waitForFunction(() => localStorage.getItem('docusaurus.announcement.dismiss') === 'false');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
