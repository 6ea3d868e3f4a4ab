/**
 * The end-to-end tests' `test` and `expect`: Playwright Test's, with every browser context watched.
 * Each context a test gets (the default `page`'s, or one from `newContext`) records console errors
 * (Content-Security-Policy violations among them), failed requests to the site and every request to
 * another host (which the test browser refuses), so a test can assert the site is self-contained.
 *
 * The site's pages start their scripts only after their first paint (config/ssgTemplate.ts), often
 * after the load event, so a test acting right after `goto` would find buttons that don't listen yet.
 * In every context with scripts on, a page's `goto` and `reload` therefore also wait until the page
 * has hydrated, unless the call names its own `waitUntil` (it then wants the page at that moment) or
 * the document is not one of the site's pages (Markdown, feeds, JSON).
 */
import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type ViewportSize,
} from '@playwright/test';
import { waitForHydration } from '../../support/site';

export { expect } from '@playwright/test';

/**
 * A test that visits many pages in one context (the crawl, the redirects) gets this much time per page: the
 * time a test of one page has (playwright.config.ts), so a busy machine slows a batch without failing it.
 */
export const SECONDS_PER_PAGE = 60;

export type PageLog = {
  consoleErrors: string[];
  /** Requests to the site that failed (refused by the CSP, cut off, ...), with the reason. */
  failedRequests: string[];
  /** Requests to other hosts, all refused (playwright.config.ts), unless a test routes them itself. */
  foreignRequests: string[];
};

const hydrating = new WeakSet<Page>();

async function untilHydrated(page: Page): Promise<void> {
  // Only the site's HTML pages carry the loader that starts their scripts.
  if ((await page.locator('script[data-scripts]').count()) === 0) return;
  await waitForHydration(page);
}

function hydrateOnNavigation(page: Page): Page {
  if (hydrating.has(page)) return page;
  hydrating.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil) await untilHydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil) await untilHydrated(page);
    return response;
  };
  return page;
}

function watch(context: BrowserContext, origin: string, { scripts = true } = {}): PageLog {
  if (scripts) context.on('page', hydrateOnNavigation);
  const log: PageLog = { consoleErrors: [], failedRequests: [], foreignRequests: [] };
  context.on('requestfailed', (request) => {
    if (new URL(request.url()).origin !== origin) return;
    const failure = request.failure()?.errorText ?? 'failed';
    // A prefetch (`<link rel=prefetch>`, resource type "other") the browser drops because the reader left its
    // page is not a failure of the site. Not told by its Sec-Purpose header: a prefetch the HTTP cache answers
    // is sent without one.
    if (failure === 'net::ERR_ABORTED' && request.resourceType() === 'other') return;
    log.failedRequests.push(`${request.url()}: ${failure}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error') log.consoleErrors.push(`${message.text()} (${message.page()?.url()})`);
  });
  context.on('weberror', (error) => log.consoleErrors.push(`${error.error().message} (${error.page()?.url()})`));
  // Other hosts never resolve in the test browser (playwright.config.ts): a request to one is noted here
  // and fails there. Not a route handler: routing sends every request through this process and turns
  // the browser's HTTP cache off.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:') {
      log.foreignRequests.push(request.url());
    }
  });
  return log;
}

type Fixtures = {
  /** What the default context's pages logged. */
  log: PageLog;
  /** The site's origin, e.g. http://127.0.0.1:4173. */
  origin: string;
  /**
   * Opens another watched context (other options, or a second visitor) with a page in it; the fixture
   * closes it after the test, pass or fail.
   */
  newContext: (options?: BrowserContextOptions) => Promise<{ context: BrowserContext; page: Page; log: PageLog }>;
  /**
   * The test's own page (the `page` fixture, in the worker's reused context: playwright.config.ts) at another
   * viewport or colour scheme, set before its first visit. A test that changes the context itself (init scripts,
   * routes, the clock, permissions) or needs a second visitor asks `newContext` instead.
   */
  pageWith: (options?: {
    viewport?: ViewportSize;
    colorScheme?: 'light' | 'dark';
  }) => Promise<{ page: Page; log: PageLog }>;
};

export const test = base.extend<Fixtures>({
  origin: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
    await use(new URL(baseURL).origin);
  },
  // Automatic, so the default context's log is kept even in a test that never reads it.
  log: [async ({ context, origin }, use) => use(watch(context, origin)), { auto: true }],
  page: async ({ page }, use) => use(hydrateOnNavigation(page)),
  pageWith: async ({ page, log }, use) => {
    await use(async ({ viewport, colorScheme } = {}) => {
      if (viewport) await page.setViewportSize(viewport);
      if (colorScheme) await page.emulateMedia({ colorScheme });
      return { page, log };
    });
  },
  newContext: async ({ browser, origin, reducedMotion }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext({ baseURL: origin, reducedMotion, ...options });
      contexts.push(context);
      const scripts = options?.javaScriptEnabled !== false;
      const log = watch(context, origin, { scripts });
      const page = await context.newPage();
      return { context, page: scripts ? hydrateOnNavigation(page) : page, log };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
