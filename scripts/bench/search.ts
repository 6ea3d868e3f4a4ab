/**
 * Measures local search on the production build (part of `npm run bench`):
 * - relevance: the suite and the reader questions of plugins/local-search/__tests__/relevance, hit@1, hit@3 and MRR
 *   (in Node, same client), by section and as blind judges graded the hits, which the tests leave out;
 * - the DocSearch modal's chunk (loaded on the first hover, focus or press of the search button);
 * - the index's size on disk (build/search-index) and each shard's gzip size;
 * - in Chromium, bytes downloaded from Ctrl+K to the first rendered hits (index shards, and everything,
 *   the modal's code included) and the time it takes, cold (nothing loaded);
 * - time from the first keystroke to rendered hits, cold (the index loads on the way; the key is pressed as soon
 *   as the input shows, the worst moment) and warm (modal and index loaded), against config/budgets.ts's search
 *   goals.
 *
 * Figures only: nothing here passes or fails, and no test asserts timings.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_OPTIONS } from '../../plugins/local-search/options';
import {
  loadJudgments,
  READER_QUESTION_PARTS,
  RELEVANCE_QUERIES,
} from '../../plugins/local-search/__tests__/relevance';
import { evaluateRelevance, type RelevanceReport } from '../../plugins/local-search/relevance/evaluate';
import { gradedSectionsGone, indexedRecords } from '../../plugins/local-search/relevance/judging';
import type { ReaderQuestionPart } from '../../plugins/local-search/relevance/schema';
import { openPage, type Site } from '../../support/site';

export const SEARCH_QUERIES = [
  'router',
  'middleware',
  'subscription',
  'initTRPC',
  'useQuery',
  'fetch adapter',
  'midleware',
  'faq',
];

export type SearchFigures = {
  relevance: Pick<RelevanceReport, 'hitAt1' | 'hitAt3' | 'mrr'> & { queries: number };
  /**
   * The reader questions (reader-questions.json): the part ranking rules are tuned on, and each held-out round;
   * scored by page (the right page shown), by section (the very section, where the question names one), and as
   * a blind judge graded the hits shown (judgments.json).
   */
  readerQuestions: Partial<
    Record<
      ReaderQuestionPart,
      Record<'page' | 'section', Pick<RelevanceReport, 'hitAt1' | 'hitAt3'>> & {
        queries: number;
        judged: RelevanceReport['judged'];
      }
    >
  >;
  /** Graded sections the index no longer has (renamed or removed): their grades match no hit. */
  gradedSectionsGone: number;
  modalChunk: { name: string; bytes: number; gzipBytes: number } | undefined;
  index: { bytes: number; files: number };
  shards: { name: string; gzipBytes: number }[];
  /** Per query, bytes received from the first keystroke to the first hits, with an empty cache. */
  firstResultBytes: { query: string; index: number; all: number }[];
  /** From Ctrl+K to the first rendered hits, cold (modal and index loaded on the way). */
  coldMs: number[];
  /** From the first keystroke in the modal, pressed as soon as its input shows, to the first rendered hits, cold. */
  coldFromKeyMs: number[];
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

/**
 * The chunk holding DocSearch's modal (its footer's key commands), outside the entry bundle. It comes
 * prebuilt as one file, so what local search never runs in it (the Algolia client, Ask AI and the zod
 * schemas Ask AI validates with) cannot be split off without forking DocSearch.
 */
function findModalChunk(buildDir: string): SearchFigures['modalChunk'] {
  const dir = path.join(buildDir, 'assets', 'js');
  for (const name of readdirSync(dir)) {
    if (name.startsWith('main.') || !name.endsWith('.js')) continue;
    const source = readFileSync(path.join(dir, name));
    if (source.includes('DocSearch-Commands')) {
      return { name, bytes: source.length, gzipBytes: gzipSync(source).length };
    }
  }
  return undefined;
}

/**
 * Installs, in the page, a clock from the first keystroke in the modal to the first hit rendered. A keystroke
 * counts from the moment the browser received it (the event's timeStamp), not from when its handler ran: a key
 * pressed while the index is being built waits for that task, and the reader waits with it.
 */
const INSTALL_CLOCK = () => {
  const state = window as unknown as { __benchStart?: number; __benchEnd?: number; __benchFirstKey?: number };
  document.addEventListener(
    'keydown',
    (event) => {
      if (!document.activeElement?.classList.contains('DocSearch-Input')) return;
      state.__benchStart ??= event.timeStamp;
      state.__benchFirstKey ??= event.timeStamp;
    },
    true,
  );
  let inputShown = false;
  new MutationObserver(() => {
    if (!inputShown && document.querySelector('.DocSearch-Input')) {
      inputShown = true;
      (window as unknown as { __benchInputShown: () => void }).__benchInputShown();
    }
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
  const indexDir = path.join(buildDir, DEFAULT_OPTIONS.outputDir);
  const index = sizeOf(indexDir);
  const modalChunk = findModalChunk(buildDir);
  const shards = readdirSync(indexDir).map((name) => ({
    name,
    gzipBytes: gzipSync(readFileSync(path.join(indexDir, name))).length,
  }));
  const report = await evaluateRelevance(indexDir, RELEVANCE_QUERIES);
  const relevance = { hitAt1: report.hitAt1, hitAt3: report.hitAt3, mrr: report.mrr, queries: report.outcomes.length };
  const readerQuestions: SearchFigures['readerQuestions'] = {};
  const judgments = loadJudgments();
  for (const { part, questions } of READER_QUESTION_PARTS) {
    const scored = await evaluateRelevance(indexDir, questions, judgments);
    readerQuestions[part] = {
      page: scored.byPage,
      section: { hitAt1: scored.hitAt1, hitAt3: scored.hitAt3 },
      queries: scored.outcomes.length,
      judged: scored.judged,
    };
  }
  const cold: number[] = [];
  const coldFromKey: number[] = [];
  const warm: number[] = [];
  const firstBytes: SearchFigures['firstResultBytes'] = [];
  for (const query of queries) {
    const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(site, context);
    // Every response of the site after Ctrl+K, by the bytes that travelled.
    const workerBytes: { url: string; bytes: number }[] = [];
    context.on('requestfinished', async (request) => {
      // Bytes as they travel (gzip-encoded where the server compresses); a request finishing as the
      // context closes has no sizes left to read.
      const sizes = await request.sizes().catch(() => undefined);
      workerBytes.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 });
    });

    // The modal's input appearing, told to the bench at once: waiting for it through Playwright (which runs in
    // the page) would wait for the page's tasks too, and so never press a key while the index is being built.
    let inputShown = () => {};
    const inputAppeared = new Promise<void>((resolve) => (inputShown = resolve));
    await page.exposeFunction('__benchInputShown', () => inputShown());
    await page.goto(site.url('/docs'));
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.evaluate(INSTALL_CLOCK);
    await page.locator('article h1').click();
    // Cold: from Ctrl+K on a page that has loaded nothing of search, typing as soon as the input shows.
    workerBytes.length = 0;
    await page.evaluate(() => {
      (window as { __benchStart?: number }).__benchStart = performance.now();
    });
    await page.keyboard.press('Control+k');
    await inputAppeared;
    await page.keyboard.type(query, { delay: 0 });
    await page.waitForFunction(() => (window as { __benchEnd?: number }).__benchEnd !== undefined, undefined, {
      timeout: 30_000,
    });
    const [start, firstKey, end] = await page.evaluate(() => {
      const state = window as unknown as { __benchStart: number; __benchFirstKey: number; __benchEnd: number };
      return [state.__benchStart, state.__benchFirstKey, state.__benchEnd];
    });
    cold.push(end - start);
    coldFromKey.push(end - firstKey);
    const loaded = workerBytes.filter((entry) => new URL(entry.url).origin === site.origin);
    firstBytes.push({
      query,
      index: loaded
        .filter((entry) => new URL(entry.url).pathname.startsWith(`/${DEFAULT_OPTIONS.outputDir}/`))
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
  return {
    relevance,
    readerQuestions,
    gradedSectionsGone: gradedSectionsGone(judgments, indexedRecords(indexDir)).length,
    modalChunk,
    index,
    shards,
    firstResultBytes: firstBytes,
    coldMs: cold,
    coldFromKeyMs: coldFromKey,
    warmMs: warm,
  };
}
