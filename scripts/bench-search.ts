/**
 * Measures local search on the production build (`npm run build` first), in Chromium:
 * - the index's size on disk (build/pagefind);
 * - bytes downloaded from the first keystroke to the first rendered hits (index files, and everything);
 * - time from the first keystroke to rendered hits, cold (nothing loaded) and warm (index loaded).
 *
 *   npm run bench            (tsx scripts/bench-search.ts [query ...])
 *
 * Figures only: nothing here passes or fails, and no test asserts timings.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, openPage, openSite } from '../test/support/site';

const QUERIES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['router', 'middleware', 'subscription', 'initTRPC'];

function sizeOf(dir: string): { bytes: number; files: number } {
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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

async function main() {
  const index = sizeOf(path.join(BUILD_DIR, 'pagefind'));
  const fragments = sizeOf(path.join(BUILD_DIR, 'pagefind', 'fragment'));
  console.log(
    `Index on disk: ${kb(index.bytes)} in ${index.files} files (fragments: ${kb(fragments.bytes)} in ${fragments.files})`,
  );

  const site = await openSite();
  try {
    const cold: number[] = [];
    const warm: number[] = [];
    const firstBytes: { index: number; all: number }[] = [];
    for (const query of QUERIES) {
      const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await openPage(site, context);
      // Every response of the site (the page's and Pagefind's worker's), by body size: the static
      // server sends files as they are (Pagefind's are gzipped on disk), so this is what travels.
      const workerBytes: { url: string; bytes: number }[] = [];
      context.on('requestfinished', async (request) => {
        const response = await request.response();
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
        index: loaded
          .filter((entry) => new URL(entry.url).pathname.startsWith('/pagefind/'))
          .reduce((sum, e) => sum + e.bytes, 0),
        all: loaded.reduce((sum, e) => sum + e.bytes, 0),
      });

      // Warm: the same modal, index loaded; each further query timed from its first keystroke.
      for (const next of QUERIES.filter((other) => other !== query)) {
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
    console.log(
      `Downloaded before the first results (cold): index ${firstBytes.map((b) => kb(b.index)).join(', ')}; everything ${firstBytes.map((b) => kb(b.all)).join(', ')}`,
    );
    console.log(
      `First keystroke to rendered hits, cold: median ${median(cold).toFixed(0)} ms (${cold.map((t) => t.toFixed(0)).join(', ')})`,
    );
    console.log(
      `First keystroke to rendered hits, warm: median ${median(warm).toFixed(0)} ms over ${warm.length} queries (max ${Math.max(...warm).toFixed(0)})`,
    );
  } finally {
    await site.close();
  }
}

void main();
