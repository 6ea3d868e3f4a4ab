import { SHARD_FORMAT } from '../../plugins/local-search/client/shardFile';
import { gotoHydrated } from '../../support/site';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { hitUrls, modal, navbarSearchButton, openSearch, search, searchInput } from '../support/search';

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The paths of the index shards the page requests from now on, in the order it asks. */
function shardRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/search-index/')) paths.push(pathname);
  });
  return paths;
}

/** Opens /docs, then the search modal, and types a query until its hits show. */
async function searchFromDocs(page: Page, query: string) {
  await gotoHydrated(page, '/docs');
  await openSearch(page);
  await search(page, query);
}

test.describe('search modal (local index)', () => {
  test('the search button is named by what it shows, and announces its shortcut', async ({ pageWith }) => {
    const { page } = await pageWith(DESKTOP);
    await gotoHydrated(page, '/');
    const button = navbarSearchButton(page);
    await expect(button).toHaveText('Search Ctrl K');
    await expect(button).toHaveAccessibleName('Search Ctrl K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
  });

  for (const [platform, hint] of [
    ['Linux x86_64', 'Ctrl K'],
    ['MacIntel', '⌘ K'],
  ]) {
    test(`the navbar does not move when the key hint "${hint}" appears at hydration`, async ({
      newContext,
      pageWith,
    }) => {
      // The server's HTML, as painted before any script runs, against the same page hydrated.
      const navbarBoxes = (page: Page) =>
        page
          .locator('nav.navbar .navbar__items--right > *')
          .evaluateAll((items) => items.map((item) => JSON.stringify(item.getBoundingClientRect())));
      const { page: firstPaint } = await newContext({ ...DESKTOP, javaScriptEnabled: false });
      await firstPaint.goto('/docs/quickstart');
      const { page } = await pageWith(DESKTOP);
      await page.addInitScript(
        `Object.defineProperty(navigator, 'platform', { get: () => ${JSON.stringify(platform)} })`,
      );
      await gotoHydrated(page, '/docs/quickstart');
      await expect(navbarSearchButton(page)).toHaveText(`Search ${hint}`);
      expect(await navbarBoxes(page)).toEqual(await navbarBoxes(firstPaint));
    });
  }

  test('opens with the navbar button, Ctrl+K, Cmd+K and "/", closes with Escape; nothing goes to Algolia', async ({
    pageWith,
  }) => {
    const { page, log } = await pageWith(DESKTOP);
    await gotoHydrated(page, '/docs/server/routers');

    await openSearch(page);
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    for (const keys of ['Control+k', 'Meta+k', '/']) {
      await page.locator('article h1').click();
      await page.keyboard.press(keys);
      await searchInput(page).waitFor();
      expect(await searchInput(page).inputValue(), `${keys} opens an empty search`).toBe('');
      await page.keyboard.press('Escape');
      await modal(page).waitFor({ state: 'detached' });
    }

    // With results, a search shows hits and no "Powered by Algolia".
    await openSearch(page);
    await search(page, 'router');
    expect((await hitUrls(page)).length > 0).toBeTruthy();
    await expect(page.getByText('Powered by')).toBeHidden();
    await expect(page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]')).toHaveCount(0);
    expect(log.foreignRequests, 'no request leaves the site').toEqual([]);
    expect(log.consoleErrors).toEqual([]);
  });

  // DocSearch's modal styles load with the modal (plugins/lazy-styles), after the page's stylesheet: the modal is
  // styled all the same, and src/theme/SearchBar/styles.css's z-index (the navbar's plus one, not DocSearch's 400)
  // still wins.
  for (const { name, viewport, modalWidth } of [
    { name: 'a box as wide as DocSearch sets', viewport: DESKTOP.viewport, modalWidth: 'var(--docsearch-modal-width)' },
    { name: 'the whole screen', viewport: { width: 390, height: 844 }, modalWidth: '390px' },
  ]) {
    test(`at ${viewport.width} px the modal, styled as it opens, covers the page above the navbar in ${name}`, async ({
      pageWith,
    }) => {
      const { page, log } = await pageWith({ viewport });
      await gotoHydrated(page, '/docs/server/routers');
      await openSearch(page);
      const layout = await page.evaluate((modalWidth) => {
        const container = document.querySelector('.DocSearch-Container')!;
        const { position, zIndex } = getComputedStyle(container);
        const { width, height } = container.getBoundingClientRect();
        // The expected width as a length in px, resolved by the browser.
        const probe = document.body.appendChild(document.createElement('div'));
        probe.style.width = modalWidth;
        const expectedWidth = probe.getBoundingClientRect().width;
        probe.remove();
        return {
          position,
          justAboveNavbar:
            Number(zIndex) === Number(getComputedStyle(document.querySelector('nav.navbar')!).zIndex) + 1,
          coversViewport: width === innerWidth && height === innerHeight,
          modalWidthAsExpected:
            document.querySelector('.DocSearch-Modal')!.getBoundingClientRect().width === expectedWidth,
        };
      }, modalWidth);
      expect(layout).toEqual({
        position: 'fixed',
        justAboveNavbar: true,
        coversViewport: true,
        modalWidthAsExpected: true,
      });
      expect(log.consoleErrors).toEqual([]);
    });
  }

  test('"/" typed into another input does not open the modal', async ({ pageWith }) => {
    const { page } = await pageWith(DESKTOP);
    await gotoHydrated(page, '/search');
    const input = page.getByPlaceholder('Type your search here');
    await input.click();
    await page.keyboard.type('a/b');
    expect(await input.inputValue()).toBe('a/b');
    await expect(modal(page)).toHaveCount(0);
  });

  test('Escape with a query: the first clears the list and query, the next closes; Cancel closes', async ({
    pageWith,
  }) => {
    const { page } = await pageWith(DESKTOP);
    await gotoHydrated(page, '/docs');
    await openSearch(page);
    await search(page, 'router');
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Hit mark').first().waitFor({ state: 'detached' });
    await expect(modal(page), 'the first Escape leaves the modal open').toBeVisible();
    expect(await searchInput(page).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    await openSearch(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await modal(page).waitFor({ state: 'detached' });

    // On a phone too, where the modal fills the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .locator('nav.navbar')
      .getByRole('button', { name: /search/i })
      .click();
    await searchInput(page).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await modal(page).waitFor({ state: 'detached' });
  });

  test('the input takes at most 64 characters, and a longer page selection is cut to 64', async ({ pageWith }) => {
    const { page } = await pageWith(DESKTOP);
    await gotoHydrated(page, '/docs/server/routers');
    const selected = await page.evaluate(() => {
      const paragraph = document.querySelector('article .markdown p')!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected.length > 64, 'the selected paragraph is longer than 64 characters').toBeTruthy();
    await page.keyboard.press('Control+k');
    await searchInput(page).waitFor();
    await expect(searchInput(page)).toHaveAttribute('maxlength', '64');
    expect(await searchInput(page).inputValue()).toBe(selected.slice(0, 64));
    // As DocSearch does with a shorter selection: the prefilled text is selected, so typing replaces it.
    expect(
      await searchInput(page).evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
    ).toEqual([0, 64]);

    await searchInput(page).fill('');
    await searchInput(page).pressSequentially('x'.repeat(80));
    expect((await searchInput(page).inputValue()).length).toBe(64);
  });

  test('results are grouped by category, at most 5 a group, highlighted; Enter opens the page at its section', async ({
    origin,
    pageWith,
  }) => {
    const { page, log } = await pageWith(DESKTOP);
    await searchFromDocs(page, 'middleware');

    const groups = await page.locator('.DocSearch-Hits').evaluateAll((sections) =>
      sections.map((section) => ({
        title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
        hits: section.querySelectorAll('.DocSearch-Hit').length,
      })),
    );
    expect(groups.length >= 2, `several groups: ${JSON.stringify(groups)}`).toBeTruthy();
    expect(new Set(groups.map((group) => group.title)).size, 'one group per category').toBe(groups.length);
    for (const group of groups) expect(group.hits >= 1 && group.hits <= 5, JSON.stringify(group)).toBeTruthy();
    expect(
      await page.locator('.DocSearch-Hit mark').count(),
      'matched words are highlighted in titles and snippets',
    ).toBeTruthy();
    const snippets = await page.locator('.DocSearch-Hit-path').allTextContents();
    expect(snippets.some((text) => text.length > 0)).toBeTruthy();

    // The first section hit: Enter on it opens that page scrolled to the section.
    const sectionHit = page.locator('.DocSearch-Hit a[href*="#"]').first();
    const href = (await sectionHit.getAttribute('href')) ?? '';
    expect(href, 'a hit links to a section').toContain('#');
    const hitId = await sectionHit.evaluate((link) => link.id);
    while ((await page.locator('[aria-selected="true"]').getAttribute('id')) !== hitId) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(href);
    await modal(page).waitFor({ state: 'detached' });
    const anchor = decodeURIComponent(new URL(href, origin).hash.slice(1));
    await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
    expect(log.consoleErrors).toEqual([]);
  });

  test('each hit is a link and the option itself: a click opens it in place, Ctrl and middle clicks in a new tab', async ({
    context,
    pageWith,
  }) => {
    const { page, log } = await pageWith(DESKTOP);
    await searchFromDocs(page, 'middleware');
    // The option a reader's keys move through is the link; the list item around it is only layout.
    const options = modal(page).getByRole('option');
    expect(await options.count()).toBeGreaterThan(2);
    for (const option of await options.all()) {
      expect(await option.evaluate((element) => element.tagName)).toBe('A');
      expect(await option.getAttribute('href')).toMatch(/^\/(docs|blog)\//);
    }
    expect(await modal(page).locator('li.DocSearch-Hit:not([role="presentation"])').count()).toBe(0);

    const first = options.first();
    const href = (await first.getAttribute('href'))!;
    for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
      const tab = context.waitForEvent('page');
      await first.click(click);
      const opened = await tab;
      await opened.waitForLoadState('domcontentloaded');
      expect(new URL(opened.url()).pathname + new URL(opened.url()).hash, JSON.stringify(click)).toBe(href);
      await opened.close();
      // The reader stays where they were, the modal open.
      await expect(modal(page)).toBeVisible();
    }

    // A plain click navigates in place, through the router: the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    await first.click();
    await page.waitForURL((url) => url.pathname + url.hash === href);
    await modal(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    expect(log.consoleErrors).toEqual([]);
  });

  test('doc hits follow the version being read; the API reference belongs to the current version; blog posts come from anywhere', async ({
    pageWith,
  }) => {
    // Searches on several pages, each loading its version's index: up to a minute in the full run on 2 cores.
    test.slow();
    const { page } = await pageWith(DESKTOP);
    const docPaths = (urls: string[]) =>
      urls.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/docs'));

    await gotoHydrated(page, '/docs/v10/server/routers');
    await openSearch(page);
    await search(page, 'router');
    const archived = docPaths(await hitUrls(page));
    expect(archived.length > 0).toBeTruthy();
    expect(
      archived.every((path) => path.startsWith('/docs/v10/')),
      archived.join(', '),
    ).toBeTruthy();
    // The API reference is generated from the current packages: a 10.x reader gets the 10.x guide instead.
    await search(page, 'inferRouterInputs');
    const inferHits = (await hitUrls(page)).map((url) => new URL(url).pathname);
    expect(inferHits.length > 0).toBeTruthy();
    expect(
      inferHits.every((path) => !path.startsWith('/docs/typedoc/')),
      inferHits.join(', '),
    ).toBeTruthy();
    await search(page, 'introducing trpc');
    expect((await hitUrls(page)).some((url) => new URL(url).pathname.startsWith('/blog/'))).toBeTruthy();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/docs/server/routers');
    await openSearch(page);
    await search(page, 'router');
    const current = docPaths(await hitUrls(page));
    expect(current.length > 0).toBeTruthy();
    expect(
      current.every((path) => !/^\/docs\/v\d+(\/|$)/.test(path)),
      current.join(', '),
    ).toBeTruthy();
    await search(page, 'inferRouterInputs');
    expect((await hitUrls(page)).some((url) => new URL(url).pathname.startsWith('/docs/typedoc/'))).toBeTruthy();
  });

  test('a nonsense query says so, suggests searches and links to report it', async ({ pageWith }) => {
    const { page } = await pageWith(DESKTOP);
    await gotoHydrated(page, '/docs');
    await openSearch(page);
    await search(page, 'router');
    await search(page, 'qwxzvbnmplk', { expect: 'none' });
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.getByText('No results for')).toBeVisible();
    await expect(screen.getByText('qwxzvbnmplk')).toBeVisible();
    await expect(screen.getByText('Try searching for')).toBeVisible();
    expect((await screen.locator('.DocSearch-Prefill').count()) > 0).toBeTruthy();
    await expect(screen.getByText('Believe this query should return results?')).toBeVisible();
    const report = screen.getByRole('link', { name: 'Let us know.' });
    expect((await report.getAttribute('href')) ?? '').toMatch(
      /^https:\/\/github\.com\/trpc\/trpc\/issues\/new\?title=.*qwxzvbnmplk/,
    );
  });

  test('the navbar button prefetches the index on hover, before any keystroke', async ({ pageWith }) => {
    const { page } = await pageWith(DESKTOP);
    const fetched = shardRequests(page);
    await gotoHydrated(page, '/docs');
    expect(fetched.length, 'nothing of the index loads with the page').toBe(0);
    const shard = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/search-index/docs-default-current.json',
    );
    await navbarSearchButton(page).hover();
    // The shard format is in the URL, so a cached shard of an older format is never read by this client.
    expect(new URL((await shard).url()).searchParams.get('format')).toBe(String(SHARD_FORMAT));
    // The current version's shard and the blog's; no other version's.
    await expect
      .poll(() => [...fetched].sort())
      .toEqual(['/search-index/default.json', '/search-index/docs-default-current.json']);
  });

  test('Ctrl+K starts downloading the index at once, before the modal and the search client have loaded', async ({
    pageWith,
  }) => {
    const { page } = await pageWith(DESKTOP);
    const fetched = shardRequests(page);
    await gotoHydrated(page, '/docs');
    // Every script asked for from now on (the modal's chunks, the search client's) is held back.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\.js(\?|$)/, (route) => (holding ? void held.push(route) : route.continue()));
    await page.locator('article h1').click();
    await page.keyboard.press('Control+k');
    await expect
      .poll(() => [...fetched].sort())
      .toEqual(['/search-index/default.json', '/search-index/docs-default-current.json']);
    expect(held.length, 'the modal and the search client are still held back').toBeGreaterThan(0);
    holding = false;
    for (const route of held) await route.continue();
    await searchInput(page).waitFor();
    await search(page, 'router');
    // The client reads the downloads the button started: no shard is fetched twice.
    expect([...fetched].sort()).toEqual(['/search-index/default.json', '/search-index/docs-default-current.json']);
  });

  test("Ctrl+K on a 10.x page downloads the blog's shard and the 10.x one, once each, and no other version's", async ({
    pageWith,
  }) => {
    const { page } = await pageWith(DESKTOP);
    const fetched = shardRequests(page);
    await gotoHydrated(page, '/docs/v10/server/routers');
    await page.locator('article h1').click();
    await page.keyboard.press('Control+k');
    await searchInput(page).waitFor();
    await search(page, 'router');
    // The downloads the button starts are the ones the search reads: nothing is fetched twice, nor for the
    // current version, which a 10.x reader does not search.
    expect([...fetched].sort()).toEqual(['/search-index/default.json', '/search-index/docs-default-10.x.json']);
  });
});
