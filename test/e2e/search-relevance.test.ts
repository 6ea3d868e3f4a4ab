import { RELEVANCE_QUERIES } from '../../plugins/local-search/__tests__/relevance';
import { gotoHydrated } from '../../support/site';
import { expect, test } from '../support/fixtures';
import { openSearch, searchInput } from '../support/search';

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A page of each docs version to search from. */
const START_PAGE = { current: '/docs/quickstart', '10.x': '/docs/v10/quickstart', '9.x': '/docs/v9/quickstart' };

/** A few of the relevance suite's queries (all of them run in Node in the unit tests), end to end. */
const THROUGH_THE_MODAL = ['useQuery', 'middleware', 'faq', 'midleware', 'fetch adapter', 'tinyrpc'];
const samples = RELEVANCE_QUERIES.filter(
  (entry) =>
    (entry.version === undefined && THROUGH_THE_MODAL.includes(entry.query)) ||
    (entry.version !== undefined && entry.query === 'middleware'),
);

test.describe('search relevance through the modal', () => {
  // One test per version: the page and its index are loaded once, and the queries typed one after another.
  for (const version of ['current', '10.x', '9.x'] as const) {
    const entries = samples.filter((entry) => (entry.version ?? 'current') === version);
    const expected = entries.map((entry) => `"${entry.query}" → ${[entry.expect].flat()[0]}`).join(', ');
    test(`from a ${version} page: ${expected}`, async ({ pageWith }) => {
      const { page, log } = await pageWith(DESKTOP);
      await gotoHydrated(page, START_PAGE[version]);
      await openSearch(page);
      const hits = page.locator('.DocSearch-Hits .DocSearch-Hit a');
      for (const entry of entries) {
        await test.step(entry.query, async () => {
          // Cleared first, so the hits read below are this query's, not the last one's.
          await searchInput(page).fill('');
          await expect(hits).toHaveCount(0);
          await searchInput(page).fill(entry.query);
          await expect(hits.first()).toBeVisible();
          // By page, as the unit gate: which section comes first is the bench's to report.
          const { pathname } = new URL((await hits.first().getAttribute('href'))!, page.url());
          const pages = [entry.expect].flat().map((url) => url.split('#')[0]);
          expect(pages, `"${entry.query}" shows first`).toContain(pathname);
          // Every docs hit is of the reader's version (the API reference is the current version's).
          const paths = await hits.evaluateAll((links) =>
            links.map((link) => new URL(link.getAttribute('href')!, document.baseURI).pathname),
          );
          const otherVersion =
            version === 'current' ? /^\/docs\/v\d+(\/|$)/ : new RegExp(`^/docs/(?!v${version.split('.')[0]}(/|$))`);
          expect(
            paths.filter((p) => p.startsWith('/docs') && otherVersion.test(p)),
            `"${entry.query}": ${paths.join(', ')}`,
          ).toEqual([]);
        });
      }
      expect(log.consoleErrors).toEqual([]);
    });
  }

  test('odd queries give hits or "No results for", never an error', async ({ pageWith }) => {
    const { page, log } = await pageWith(DESKTOP);
    await gotoHydrated(page, '/docs/quickstart');
    await openSearch(page);
    const queries = [
      'r'.repeat(70), // longer than the 64 characters the input keeps
      '(.*)[router',
      '<img src=x onerror="window.__odd=1">',
      '🚀 router',
      'ルーター',
      'маршрутизатор',
      '\\$^{}',
    ];
    for (const query of queries) {
      await searchInput(page).fill(query);
      await expect(
        page.locator('.DocSearch-Hits .DocSearch-Hit').first().or(page.getByText('No results for')),
      ).toBeVisible();
      await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
      expect((await searchInput(page).inputValue()).length).toBeLessThanOrEqual(64);
    }
    expect(await page.evaluate(() => (window as { __odd?: number }).__odd)).toBe(undefined);
    expect(log.consoleErrors).toEqual([]);
  });

  test('from a blog post, search finds the current version', async ({ pageWith }) => {
    const { page } = await pageWith(DESKTOP);
    await gotoHydrated(page, '/blog/announcing-trpc-10');
    await openSearch(page);
    await searchInput(page).fill('middleware');
    const first = page.locator('.DocSearch-Hits .DocSearch-Hit a').first();
    await expect(first).toBeVisible();
    expect(new URL((await first.getAttribute('href'))!, page.url()).pathname).toBe('/docs/server/middlewares');
  });
});
