/**
 * Measures local search on the production build, in Chromium (part of `npm run bench`):
 * - the index's size on disk (build/pagefind);
 * - bytes downloaded from the first keystroke to the first rendered hits (index files, and everything);
 * - time from the first keystroke to rendered hits, cold (nothing loaded) and warm (index loaded).
 *
 * Figures only: nothing here passes or fails, and no test asserts timings.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { openPage, type Site } from '../../support/site';

export const SEARCH_QUERIES = ['router', 'middleware', 'subscription', 'initTRPC'];

export type SearchFigures = {
  index: { bytes: number; files: number };
  fragments: { bytes: number; files: number };
  /** Per query, bytes received from the first keystroke to the first hits, with an empty cache. */
  firstResultBytes: { query: string; index: number; all: number }[];
  coldMs: number[];
  warmMs: number[];
};

export function sizeOf(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = sizeOf(full);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/** Installs, in the page, a clock from the first keystroke in the modal to the first hit rendered. */
const INSTALL_CLOCK = () => {
  const state = window as unknown as { __benchStart?: number; __benchEnd?: number };
  document.addEventListener(
    'keydown',
    () => {
      if (document.activeElement?.classList.contains('DocSearch-Input') && state.__benchStart === undefined) {
        state.__benchStart = performance.now();
      }
    },
    true,
  );
  new MutationObserver(() => {
    if (
      state.__benchStart !== undefined &&
      state.__benchEnd === undefined &&
      document.querySelector('.DocSearch-Hit mark')
    ) {
      state.__benchEnd = performance.now();
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
};

export async function measureSearch(
  site: Site,
  buildDir: string,
  queries: readonly string[] = SEARCH_QUERIES,
): Promise<SearchFigures> {
  const index = sizeOf(path.join(buildDir, 'pagefind'));
  const fragments = sizeOf(path.join(buildDir, 'pagefind', 'fragment'));
  const cold: number[] = [];
  const warm: number[] = [];
  const firstBytes: SearchFigures['firstResultBytes'] = [];
  for (const query of queries) {
    const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(site, context);
    // Every response of the site (the page's and Pagefind's worker's), by body size: the static
    // server sends files as they are (Pagefind's are gzipped on disk), so this is what travels.
    const workerBytes: { url: string; bytes: number }[] = [];
    context.on('requestfinished', async (request) => {
      // A request finishing as the context closes has no response left to read.
      const response = await request.response().catch(() => null);
      const body = await response?.body().catch(() => undefined);
      workerBytes.push({ url: request.url(), bytes: body?.length ?? 0 });
    });

    await page.goto(site.url('/docs'));
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.evaluate(INSTALL_CLOCK);
    await page.locator('article h1').click();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.waitForTimeout(300);
    workerBytes.length = 0;
    await page.keyboard.type(query, { delay: 0 });
    await page.waitForFunction(() => (window as { __benchEnd?: number }).__benchEnd !== undefined, undefined, {
      timeout: 30_000,
    });
    const [start, end] = await page.evaluate(() => {
      const state = window as unknown as { __benchStart: number; __benchEnd: number };
      return [state.__benchStart, state.__benchEnd];
    });
    cold.push(end - start);
    const loaded = workerBytes.filter((entry) => new URL(entry.url).origin === site.origin);
    firstBytes.push({
      query,
      index: loaded
        .filter((entry) => new URL(entry.url).pathname.startsWith('/pagefind/'))
        .reduce((sum, e) => sum + e.bytes, 0),
      all: loaded.reduce((sum, e) => sum + e.bytes, 0),
    });

    // Warm: the same modal, index loaded; each further query timed from its first keystroke.
    for (const next of queries.filter((other) => other !== query)) {
      await page.locator('.DocSearch-Input').fill('');
      await page.evaluate(() => {
        const state = window as unknown as { __benchStart?: number; __benchEnd?: number };
        state.__benchStart = undefined;
        state.__benchEnd = undefined;
      });
      await page.waitForTimeout(100);
      await page.keyboard.type(next, { delay: 0 });
      await page.waitForFunction(() => (window as { __benchEnd?: number }).__benchEnd !== undefined);
      const [warmStart, warmEnd] = await page.evaluate(() => {
        const state = window as unknown as { __benchStart: number; __benchEnd: number };
        return [state.__benchStart, state.__benchEnd];
      });
      warm.push(warmEnd - warmStart);
    }
    await context.close();
  }
  return { index, fragments, firstResultBytes: firstBytes, coldMs: cold, warmMs: warm };
}
