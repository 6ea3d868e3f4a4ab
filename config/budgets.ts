/**
 * Byte budgets: gzipped JS and CSS each page template may download until it has hydrated, checked by
 * test/e2e/budgets.test.ts and reported by `npm run bench` (support/pageWeight.ts measures both).
 *
 * JS is split in two. The framework (main.js, the runtime, theme and layout chunks, a version's sidebars:
 * every script other pages load too) is budgeted tightly, under 1 KB above what it measures, so any
 * regression of the site's code fails. A page's content (the scripts only that page loads: its MDX chunk,
 * or its page component) has room, so a writer can grow a guide without failing CI. Raising a budget is fine
 * when the bytes are worth it: say why beside it. Measured figures and their history: PERFORMANCE.md.
 */

export type PageTemplate = {
  /** Names the template in reports and failures. */
  name: string;
  /** The page measured, or the largest HTML page under a build folder (the longest page of that kind). */
  route: string | { largestUnder: string; except: readonly string[] };
  /** Gzipped bytes downloaded until the page has hydrated (its scripts start after the first paint). */
  budget: { framework: number; content: number; css: number };
};

const KB = 1024;

/**
 * Room for a docs page or a blog post's own chunk: the longest guide (40.0 KB gzip since code samples carry
 * the types the compiler infers, from 14.2 KB) and a fifth more.
 */
const PROSE = 48 * KB;

export const pageTemplates = [
  {
    name: 'landing page',
    route: '/',
    // Framework 143.2 KB; content 8.8 KB: the landing sections, site code rather than prose.
    budget: { framework: 143.5 * KB, content: 9 * KB, css: 22 * KB },
  },
  {
    name: 'docs page',
    route: '/docs/server/routers',
    // Framework 165.0 KB: with the docs layout and the current version's sidebars (the API reference's
    // 600 links among them), and 1.3 KB of code blocks with types (their popups load on first use). Raised
    // by 0.5 KB for the search button's start of the index download (0.25 KB on every page): first results
    // no longer wait for the search client's chunk before the download starts (PERFORMANCE.md, "Search").
    budget: { framework: 165.5 * KB, content: PROSE, css: 22 * KB },
  },
  {
    name: 'long docs page',
    // The longest docs page is where content size would show first, if page text ever moved into JS.
    route: { largestUnder: 'docs', except: ['docs/typedoc'] },
    // /docs/v10/migrate-from-v9-to-v10: framework 162.1 KB (10.x's sidebars are smaller; raised as a docs
    // page's); content 40.0 KB, most of it the types its samples show.
    budget: { framework: 162.5 * KB, content: PROSE, css: 22 * KB },
  },
  {
    name: 'API reference page',
    route: '/docs/typedoc/server/variables/initTRPC',
    // Framework 165.0 KB, as a docs page (raised as a docs page's); content 1.1 KB of generated MDX.
    budget: { framework: 165.5 * KB, content: PROSE, css: 22 * KB },
  },
  {
    name: 'blog post',
    route: '/blog/announcing-trpc-10',
    // Framework 160.9 KB: the blog layout (raised as a docs page's); content 13.7 KB.
    budget: { framework: 161.5 * KB, content: PROSE, css: 22 * KB },
  },
  {
    name: 'pricing page',
    route: '/pricing',
    // Framework 136.1 KB, near the bundle every page shares (raised as a docs page's); content 4.7 KB of page
    // component.
    budget: { framework: 136.5 * KB, content: 6 * KB, css: 22 * KB },
  },
  {
    name: 'search page',
    route: '/search',
    // Framework 135.9 KB (raised as a docs page's); content 24.9 KB: the search page's UI, which only /search
    // loads (the index loads on a query).
    budget: { framework: 136.5 * KB, content: 30 * KB, css: 22 * KB },
  },
  {
    name: 'older version docs page',
    route: '/docs/v10/quickstart',
    // Framework 162.1 KB with 10.x's sidebars (raised as a docs page's); content 10.9 KB.
    budget: { framework: 162.5 * KB, content: PROSE, css: 22 * KB },
  },
] as const satisfies readonly PageTemplate[];

/**
 * The goals `npm run bench` prints beside its figures. Not gates: Lighthouse figures and build time vary with
 * the machine's load, so they are reported, never asserted; the budgets above gate the bytes.
 */
export const benchGoals = {
  /** Gzipped JS any template downloads until it has hydrated (stock Docusaurus's docs page: 172 KB). */
  jsByHydration: 175 * KB,
  /** Lighthouse mobile scores (0–100), on every template. */
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  /** Lighthouse mobile Total Blocking Time and Largest Contentful Paint, on every template. */
  tbtMs: 200,
  lcpMs: 2000,
  /** A cold full build (no caches) on 2 cores. */
  coldBuildSeconds: 2 * 60,
  /**
   * Search at 1280 px: first results after the first keystroke on a page that loaded nothing of search, at worst
   * (the key pressed as soon as the modal's input shows, while the index may still be loading).
   */
  searchColdMs: 300,
  /** Search with modal and index loaded: keystroke to results, 95th percentile. */
  searchWarmMs: 50,
};
