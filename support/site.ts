/**
 * The built site in Chromium, for the maintainer scripts (bench, screenshots): serves the production
 * build on 127.0.0.1 at a free port, with the headers of its `_headers` file, and drives Chromium
 * (support/chromium.ts) through playwright-core. The end-to-end tests get the same from Playwright Test
 * (playwright.config.ts, test/support/fixtures.ts). Every page opened through
 * `openPage` records console errors (Content-Security-Policy violations among them) and failed
 * requests, and refuses (and records) requests to any other host, so a test can assert the site is
 * self-contained.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumPath } from './chromium';
import { BUILD_DIR, startStaticServer, type StaticServer } from './static-server';

export { BUILD_DIR };

/**
 * Chromium flags for any machine, root or not, with no network beyond loopback (no sandbox: root needs it off). Playwright itself adds
 * --headless and a fresh temporary profile.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Site = {
  origin: string;
  browser: Browser;
  url: (pathname: string) => string;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  close: () => Promise<void>;
};

export async function openSite({ root = BUILD_DIR }: { root?: string } = {}): Promise<Site> {
  const server: StaticServer = await startStaticServer({ root });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  return {
    origin: server.origin,
    browser,
    url: (pathname) => new URL(pathname, server.origin).href,
    newContext: (options) => browser.newContext({ reducedMotion: 'reduce', ...options }),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export type TrackedPage = {
  page: Page;
  consoleErrors: string[];
  /** Requests to the site that failed (refused by the CSP, cut off, ...), with the reason. */
  failedRequests: string[];
  foreignRequests: string[];
};

/**
 * Opens a page that records console errors and failed requests, and blocks, while recording, requests
 * to other hosts (those are reported in `foreignRequests` only, not as failed).
 */
export async function openPage(site: Pick<Site, 'origin'>, context: BrowserContext): Promise<TrackedPage> {
  const page = await context.newPage();
  const tracked: TrackedPage = { page, consoleErrors: [], failedRequests: [], foreignRequests: [] };
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).origin !== site.origin) return;
    tracked.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') tracked.consoleErrors.push(`${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => tracked.consoleErrors.push(`${error.message} (${page.url()})`));
  await page.route(
    (url) => url.origin !== site.origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    async (route) => {
      tracked.foreignRequests.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return tracked;
}

/** Waits until React has hydrated the page, so effects have run and event handlers listen. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

const RECORD_HYDRATION_TIME = `
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.hasHydrated !== 'true') return;
    window.__hydratedAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
`;

/** Makes the page's documents note when they hydrate, for `hydrationTime`; call before navigating. */
export async function recordHydrationTime(page: Page): Promise<void> {
  await page.addInitScript(RECORD_HYDRATION_TIME);
}

/**
 * Waits for hydration and returns when it happened, in epoch milliseconds: the clock of Playwright's
 * request timings, so requests can be told apart as before or after it. Helmet sets the marker a frame
 * after the commit, so the links' prefetches can start just before it: tell those apart by their
 * `Sec-Purpose: prefetch` header (support/pageWeight.ts).
 */
export async function hydrationTime(page: Page): Promise<number> {
  await waitForHydration(page);
  const time = await page.evaluate(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt);
  if (typeof time !== 'number')
    throw new Error(`${page.url()}: no hydration time recorded (call recordHydrationTime first)`);
  return time;
}

/** Opens a page and waits until React has hydrated it, so buttons, tabs and shortcuts respond. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The paths of the `<loc>` URLs of a build's sitemap.xml. */
export function sitemapPaths(buildDir = BUILD_DIR): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  let xml: string;
  try {
    xml = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL((match[1] ?? '').trim().replaceAll('&amp;', '&')).pathname,
  );
  if (paths.length === 0) throw new Error(`${file} lists no <loc> URL.`);
  return paths;
}

/** The built HTML file that answers a path, as the static host finds it; undefined when none does. */
export function builtHtmlFile(pathname: string, buildDir = BUILD_DIR): string | undefined {
  const base = path.join(buildDir, pathname);
  const candidates =
    pathname === '/' ? [path.join(buildDir, 'index.html')] : [`${base}.html`, path.join(base, 'index.html')];
  return candidates.find((file) => existsSync(file));
}

/** The URL contract, test/required-routes.txt: one path per line, `#` starts a comment. */
export function requiredRoutes(): string[] {
  return readFileSync(path.join(__dirname, '../test/required-routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** Every page the site must serve: the URL contract and the sitemap, which each list pages the other leaves out (9.x). */
export function everyPagePath(): string[] {
  return [...new Set([...requiredRoutes(), ...sitemapPaths()])];
}
