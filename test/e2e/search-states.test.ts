import { gotoHydrated, waitForHydration } from '../../support/site';
import { expect, test } from '../support/fixtures';
import { hitUrls, modal, openSearch, search, searchInput } from '../support/search';

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__local';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__local';

/** A stored hit as DocSearch keeps it in localStorage. */
const storedHit = (n: number) => ({
  objectID: `/docs/seeded-${n}`,
  url: `/docs/seeded-${n}`,
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Seeded', lvl1: `Seeded page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});

test.describe('search modal: history and states', () => {
  test('a visited hit becomes a recent search, can be made a favourite or removed, and both survive a reload', async ({
    pageWith,
  }) => {
    // Searches, a page visit and a reload, each loading the index again: near a minute in the full run on 2 cores.
    test.slow();
    const { page, log } = await pageWith(DESKTOP);
    await gotoHydrated(page, '/docs');
    await openSearch(page);
    // DocSearch 4.7 shows an empty start screen (it has no "No recent searches" text any more).
    await expect(page.locator('.DocSearch-Hits')).toHaveCount(0);
    await search(page, 'router');
    // A page hit: its title is the page title, as the stored search shows it.
    const first = page.locator('.DocSearch-Hit a:not([href*="#"])').first();
    const title = (await first.locator('.DocSearch-Hit-title').textContent())!;
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await modal(page).waitFor({ state: 'detached' });
    // The hit opens its page by client-side navigation, which moves focus when it completes: reopening
    // search before then raced it for the input's focus.
    await page.waitForURL(new URL(href, page.url()).href);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await openSearch(page);
    const recent = page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' });
    await expect(recent.getByText(title, { exact: true })).toBeVisible();
    await recent.getByRole('button', { name: 'Save this search' }).first().click();
    const favorite = page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' });
    await expect(favorite.getByText(title, { exact: true })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await openSearch(page);
    await expect(
      page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' }).getByText(title, { exact: true }),
    ).toBeVisible();
    await page
      .locator('.DocSearch-Hits')
      .filter({ hasText: 'Favorite' })
      .getByRole('button', { name: 'Remove this search from favorites' })
      .click();
    await page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' }).waitFor({ state: 'detached' });
    await expect(
      page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).getByText(title, { exact: true }),
      'a search saved as favourite leaves the recent list',
    ).toHaveCount(0);
    expect(log.consoleErrors).toEqual([]);
  });

  test('at most 7 recent searches, 4 when there are favourites, and at most 10 favourites', async ({ pageWith }) => {
    const { page } = await pageWith(DESKTOP);
    await page.goto('/docs');
    const seed = async (recent: number, favorites: number) => {
      await page.evaluate(
        ([keys, recentHits, favoriteHits]) => {
          localStorage.setItem(keys[0]!, JSON.stringify(recentHits));
          localStorage.setItem(keys[1]!, JSON.stringify(favoriteHits));
        },
        [
          [RECENT_KEY, FAVORITE_KEY],
          Array.from({ length: recent }, (_, i) => storedHit(i)),
          Array.from({ length: favorites }, (_, i) => storedHit(100 + i)),
        ] as const,
      );
      await page.reload();
      await waitForHydration(page);
      await openSearch(page);
      const count = (title: string) =>
        page
          .locator('.DocSearch-Hits')
          .filter({ has: page.locator('.DocSearch-Hit-source', { hasText: title }) })
          .locator('.DocSearch-Hit')
          .count();
      const counts = { recent: await count('Recent'), favorite: await count('Favorite') };
      await page.keyboard.press('Escape');
      return counts;
    };
    expect(await seed(9, 0)).toEqual({ recent: 7, favorite: 0 });
    expect(await seed(9, 12)).toEqual({ recent: 4, favorite: 10 });
  });

  test('an index that cannot be loaded shows "Unable to fetch results" (it stays: plugins/docsearch-fixes)', async ({
    pageWith,
  }) => {
    const { page } = await pageWith(DESKTOP);
    await page.route(
      (url) => url.pathname.startsWith('/search-index/'),
      (route) => route.abort('internetdisconnected'),
    );
    await gotoHydrated(page, '/docs');
    await openSearch(page);
    await searchInput(page).fill('router');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen.getByText('Unable to fetch results')).toBeVisible();
    await expect(screen.getByText('You might want to check your network connection.')).toBeVisible();
    // DocSearch unfixed switches to idle right after, replacing this screen: the one deliberate wait,
    // since what is asserted is that the screen stays.
    await page.waitForTimeout(500);
    await expect(screen).toBeVisible();
  });

  test('an index slower than 300 ms puts the modal in its stalled state, then shows the hits', async ({ pageWith }) => {
    const { page } = await pageWith(DESKTOP);
    // The index answers only once the stalled state has been seen, however long opening the modal took.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/search-index/'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await gotoHydrated(page, '/docs');
    await openSearch(page);
    await searchInput(page).fill('router');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    release();
    await page.locator('.DocSearch-Hits').first().waitFor();
    await page.locator('.DocSearch-Container--Stalled').waitFor({ state: 'detached' });
  });

  test('markup in indexed headings and text shows as text and never runs', async ({ newContext }) => {
    const { context, page, log } = await newContext(DESKTOP);
    const payload = '<img src=x onerror="window.__searchXss=1">';
    // Every record of the index shards now carries markup in its page title and text.
    await context.route(
      (url) => url.pathname.startsWith('/search-index/'),
      async (route) => {
        const response = await route.fetch();
        const shard = (await response.json()) as { records: string[][] };
        for (const record of shard.records) {
          record[3] = `Router ${payload}`;
          record[6] = `router text ${payload}`;
        }
        await route.fulfill({ response, json: shard });
      },
    );
    await gotoHydrated(page, '/docs');
    await openSearch(page);
    await search(page, 'router');
    expect((await hitUrls(page)).length > 0).toBeTruthy();
    await expect(page.getByText(payload).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __searchXss?: number }).__searchXss)).toBe(undefined);
    expect(log.consoleErrors.filter((error) => !error.includes('/x'))).toEqual([]);
  });
});
