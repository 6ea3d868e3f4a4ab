import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, useSite } from '../../support/site';

describe('/search page (local Pagefind index)', () => {
  const site = useSite();

  test('/search?q=router lists results; typing a new query updates q in the URL', async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, consoleErrors, foreignRequests } = await openPage(site, context);
    await page.goto(site.url('/search?q=router'));
    await page.getByRole('heading', { level: 1, name: 'Search results for "router"' }).waitFor();
    const results = page.locator('main article');
    await results.first().waitFor();
    assert.ok((await results.count()) > 1);
    const first = results.first().getByRole('link').first();
    assert.match((await first.getAttribute('href')) ?? '', /^\/(docs|blog)\//);
    assert.ok(await page.locator('main article mark, main article em').count(), 'matches are highlighted');

    const input = page.getByPlaceholder('Type your search here');
    await input.fill('middleware');
    await page.waitForURL((url) => url.searchParams.get('q') === 'middleware');
    await page.getByRole('heading', { level: 1, name: 'Search results for "middleware"' }).waitFor();
    await page
      .locator('main article')
      .filter({ hasText: /middleware/i })
      .first()
      .waitFor();
    assert.equal(await page.getByText('Powered by Algolia').isVisible(), false);
    // One page-level <main> (the stock page nests its results list in a second <main> inside it).
    assert.equal(await page.locator('main:not(main main)').count(), 1);
    assert.deepEqual(foreignRequests, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
