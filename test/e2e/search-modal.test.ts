import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gotoHydrated, openPage, useSite } from '../../support/site';
import { hitUrls, modal, navbarSearchButton, openSearch, search, searchInput } from '../support/search';

const DESKTOP = { viewport: { width: 1280, height: 800 } };

describe('search modal (local Pagefind index)', () => {
  const site = useSite();

  test('opens with the navbar button, Ctrl+K, Cmd+K and "/", closes with Escape; nothing goes to Algolia', async () => {
    const context = await site.newContext(DESKTOP);
    const { page, consoleErrors, foreignRequests } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs/server/routers'));

    await openSearch(page);
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    for (const keys of ['Control+k', 'Meta+k', '/']) {
      await page.locator('article h1').click();
      await page.keyboard.press(keys);
      await searchInput(page).waitFor();
      assert.equal(await searchInput(page).inputValue(), '', `${keys} opens an empty search`);
      await page.keyboard.press('Escape');
      await modal(page).waitFor({ state: 'detached' });
    }

    // With results, a search shows hits and no "Powered by Algolia".
    await openSearch(page);
    await search(page, 'router');
    assert.ok((await hitUrls(page)).length > 0);
    assert.equal(await page.getByText('Powered by').isVisible(), false);
    assert.equal(await page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]').count(), 0);
    assert.deepEqual(foreignRequests, [], 'no request leaves the site');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('"/" typed into another input does not open the modal', async () => {
    const context = await site.newContext(DESKTOP);
    const { page } = await openPage(site, context);
    await gotoHydrated(page, site.url('/search'));
    const input = page.getByPlaceholder('Type your search here');
    await input.click();
    await page.keyboard.type('a/b');
    assert.equal(await input.inputValue(), 'a/b');
    assert.equal(await modal(page).count(), 0);
    await context.close();
  });

  test('Escape with a query: the first clears the list and query, the next closes; Cancel closes', async () => {
    const context = await site.newContext(DESKTOP);
    const { page } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs'));
    await openSearch(page);
    await search(page, 'router');
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Hit mark').first().waitFor({ state: 'detached' });
    assert.equal(await modal(page).isVisible(), true, 'the first Escape leaves the modal open');
    assert.equal(await searchInput(page).inputValue(), '');
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
    await context.close();
  });

  test('the input takes at most 64 characters, and a longer page selection is cut to 64', async () => {
    const context = await site.newContext(DESKTOP);
    const { page } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs/server/routers'));
    const selected = await page.evaluate(() => {
      const paragraph = document.querySelector('article .markdown p')!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    assert.ok(selected.length > 64, 'the selected paragraph is longer than 64 characters');
    await page.keyboard.press('Control+k');
    await searchInput(page).waitFor();
    assert.equal(await searchInput(page).getAttribute('maxlength'), '64');
    assert.equal(await searchInput(page).inputValue(), selected.slice(0, 64));

    await searchInput(page).fill('');
    await searchInput(page).pressSequentially('x'.repeat(80));
    assert.equal((await searchInput(page).inputValue()).length, 64);
    await context.close();
  });

  test('results are grouped by category, at most 5 a group, highlighted; Enter opens the page at its section', async () => {
    const context = await site.newContext(DESKTOP);
    const { page, consoleErrors } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs'));
    await openSearch(page);
    await search(page, 'middleware');

    const groups = await page.locator('.DocSearch-Hits').evaluateAll((sections) =>
      sections.map((section) => ({
        title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
        hits: section.querySelectorAll('.DocSearch-Hit').length,
      })),
    );
    assert.ok(groups.length >= 2, `several groups: ${JSON.stringify(groups)}`);
    assert.equal(new Set(groups.map((group) => group.title)).size, groups.length, 'one group per category');
    for (const group of groups) assert.ok(group.hits >= 1 && group.hits <= 5, JSON.stringify(group));
    assert.ok(
      await page.locator('.DocSearch-Hit mark').count(),
      'matched words are highlighted in titles and snippets',
    );
    const snippets = await page.locator('.DocSearch-Hit-path').allTextContents();
    assert.ok(snippets.some((text) => text.length > 0));

    // The first section hit: Enter on it opens that page scrolled to the section.
    const sectionHit = page.locator('.DocSearch-Hit a[href*="#"]').first();
    const href = await sectionHit.getAttribute('href');
    assert.ok(href, 'a hit links to a section');
    const hitId = await sectionHit.evaluate((link) => link.closest('li')!.id);
    while ((await page.locator('[aria-selected="true"]').getAttribute('id')) !== hitId) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(site.url(href));
    await modal(page).waitFor({ state: 'detached' });
    const anchor = decodeURIComponent(new URL(site.url(href)).hash.slice(1));
    await page.locator(`[id="${anchor}"]`).waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('doc hits follow the version being read; blog posts and API reference come from anywhere', async () => {
    const context = await site.newContext(DESKTOP);
    const { page } = await openPage(site, context);
    const docPaths = (urls: string[]) =>
      urls
        .map((url) => new URL(url).pathname)
        .filter((path) => path.startsWith('/docs') && !path.startsWith('/docs/typedoc'));

    await gotoHydrated(page, site.url('/docs/v10/server/routers'));
    await openSearch(page);
    await search(page, 'router');
    const archived = docPaths(await hitUrls(page));
    assert.ok(archived.length > 0);
    assert.ok(
      archived.every((path) => path.startsWith('/docs/v10/')),
      archived.join(', '),
    );
    await search(page, 'inferRouterInputs');
    assert.ok((await hitUrls(page)).some((url) => new URL(url).pathname.startsWith('/docs/typedoc/')));
    await search(page, 'introducing trpc');
    assert.ok((await hitUrls(page)).some((url) => new URL(url).pathname.startsWith('/blog/')));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await gotoHydrated(page, site.url('/docs/server/routers'));
    await openSearch(page);
    await search(page, 'router');
    const current = docPaths(await hitUrls(page));
    assert.ok(current.length > 0);
    assert.ok(
      current.every((path) => !/^\/docs\/v\d+(\/|$)/.test(path)),
      current.join(', '),
    );
    await search(page, 'inferRouterInputs');
    assert.ok((await hitUrls(page)).some((url) => new URL(url).pathname.startsWith('/docs/typedoc/')));
    await context.close();
  });

  test('a nonsense query says so, suggests searches and links to report it', async () => {
    const context = await site.newContext(DESKTOP);
    const { page } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs'));
    await openSearch(page);
    await search(page, 'router');
    await search(page, 'qwxzvbnmplk', { expect: 'none' });
    const screen = page.locator('.DocSearch-NoResults');
    await screen.getByText('No results for').waitFor();
    await screen.getByText('qwxzvbnmplk').waitFor();
    await screen.getByText('Try searching for').waitFor();
    assert.ok((await screen.locator('.DocSearch-Prefill').count()) > 0);
    await screen.getByText('Believe this query should return results?').waitFor();
    const report = screen.getByRole('link', { name: 'Let us know.' });
    assert.match(
      (await report.getAttribute('href')) ?? '',
      /^https:\/\/github\.com\/trpc\/trpc\/issues\/new\?title=.*qwxzvbnmplk/,
    );
    await context.close();
  });

  test('the navbar button prefetches the index on hover, before any keystroke', async () => {
    const context = await site.newContext(DESKTOP);
    const { page } = await openPage(site, context);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) fetched.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, site.url('/docs'));
    assert.equal(fetched.length, 0, 'nothing of the index loads with the page');
    // Pagefind fetches its WebAssembly from a worker: wait for that request, whoever makes it.
    const wasm = page.waitForRequest((request) => request.url().endsWith('/pagefind/wasm.en.pagefind'));
    await navbarSearchButton(page).hover();
    await wasm;
    assert.ok(fetched.includes('/pagefind/pagefind.js'), fetched.join(', '));
    await context.close();
  });
});
