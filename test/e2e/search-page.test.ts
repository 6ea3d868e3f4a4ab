import { expect, test } from '../support/fixtures';

test.describe('/search page (local index)', () => {
  test('/search?q=router lists results; typing a new query updates q in the URL', async ({ pageWith }) => {
    const { page, log } = await pageWith({ viewport: { width: 1280, height: 800 } });
    await page.goto('/search?q=router');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "router"' })).toBeVisible();
    const results = page.locator('main article');
    // The first results wait for the index shards to download and be indexed: slow when the machine is busy,
    // and timed by `npm run bench`, not here.
    await expect(results.first()).toBeVisible({ timeout: 30_000 });
    expect((await results.count()) > 1).toBeTruthy();
    const first = results.first().getByRole('link').first();
    expect((await first.getAttribute('href')) ?? '').toMatch(/^\/(docs|blog)\//);
    expect(await page.locator('main article mark, main article em').count(), 'matches are highlighted').toBeTruthy();
    // The stock page appends "..." to every snippet; the index must not add an ellipsis of its own.
    const summaries = await results.locator('p').allTextContents();
    expect(summaries.length).toBeGreaterThan(0);
    for (const summary of summaries) expect(summary).not.toMatch(/(…|\.\.\.)\.\.\.$/);

    const input = page.getByPlaceholder('Type your search here');
    await input.fill('middleware');
    await page.waitForURL((url) => url.searchParams.get('q') === 'middleware');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "middleware"' })).toBeVisible();
    await page
      .locator('main article')
      .filter({ hasText: /middleware/i })
      .first()
      .waitFor();
    await expect(page.getByText('Powered by Algolia')).toBeHidden();
    // One page-level <main> (the stock page nests its results list in a second <main> inside it).
    await expect(page.locator('main:not(main main)')).toHaveCount(1);
    expect(log.foreignRequests).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px the version select lines up with the query input`, async ({ pageWith }) => {
      const { page } = await pageWith({ viewport });
      await page.goto('/search?q=router');
      const input = await page.getByPlaceholder('Type your search here').boundingBox();
      const select = await page.getByRole('combobox', { name: 'Docs version to search' }).boundingBox();
      // Beside the input on a wide screen, under it and as wide on a narrow one.
      if (viewport.width >= 997) {
        expect(select!.x).toBeGreaterThan(input!.x + input!.width);
        expect(select!.y).toBeCloseTo(input!.y, 0);
      } else {
        expect(select!.x).toBeCloseTo(input!.x, 0);
        expect(select!.width).toBeCloseTo(input!.width, 0);
      }
    });
  }
});
