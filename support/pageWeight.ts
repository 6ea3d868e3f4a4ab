/**
 * Page weight: the JS and CSS a reader's browser downloads for one page, measured in Chromium against
 * the built site. Shared by the byte-budget test (test/e2e/budgets.test.ts) and `npm run bench`, so the
 * gate and the report count the same bytes.
 *
 * The static server sends files uncompressed, as a test server should; a real host gzips them. So each
 * response body is gzipped here (zlib's default level 6, what CDNs commonly serve) and that size is what
 * counts as transferred.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import type { PageTemplate } from '../config/budgets';
import { scriptsOfPage } from '../config/ssgTemplate';
import { hydrationTime, openPage, recordHydrationTime, type Site } from './site';

export type Weight = {
  js: number;
  /** Of `js`, the scripts no other page of the site lists: the page's own content (its MDX chunk). */
  contentJs: number;
  css: number;
  requests: number;
};
export type PageWeight = {
  /**
   * Requests started until the page has hydrated, prefetches of other routes aside: what it needs to
   * show and respond. Not the load event's: the scripts start after the first paint
   * (config/ssgTemplate.ts), often after `load`.
   */
  hydrated: Weight;
  /** Everything once the network has been quiet for a while: adds prefetched routes and lazy chunks. */
  idle: Weight;
};

type Fetched = {
  url: string;
  kind: 'js' | 'css' | 'other';
  gzipBytes: number;
  startedAt: number;
  /** A `<link rel="prefetch">` of a route the reader may open next (Chromium sends `Sec-Purpose: prefetch`). */
  prefetch: boolean;
};

/** How long the network must stay quiet before the page counts as idle (Docusaurus prefetches on idle). */
export const QUIET_MS = 2_000;

function kindOf(url: string, contentType: string): Fetched['kind'] {
  if (/javascript/.test(contentType) || /\.m?js$/.test(new URL(url).pathname)) return 'js';
  if (/text\/css/.test(contentType) || /\.css$/.test(new URL(url).pathname)) return 'css';
  return 'other';
}

function sum(fetched: Fetched[], isContent: (pathname: string) => boolean): Weight {
  const bytesOf = (entries: Fetched[], kind: Fetched['kind']) =>
    entries.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.gzipBytes, 0);
  const content = fetched.filter((entry) => isContent(new URL(entry.url).pathname));
  return {
    js: bytesOf(fetched, 'js'),
    contentJs: bytesOf(content, 'js'),
    css: bytesOf(fetched, 'css'),
    requests: fetched.length,
  };
}

/**
 * Tells a page's own content scripts from the framework's: a script that only one page of the build lists
 * in its HTML (config/ssgTemplate.ts's loader) is that page's content, its MDX chunk or its page component;
 * everything other pages load too (main.js, the runtime, the theme, layouts, a version's sidebars) is framework.
 */
export function contentScripts(buildDir: string): (pathname: string) => boolean {
  const pagesListing = new Map<string, number>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        for (const script of new Set(scriptsOfPage(readFileSync(full, 'utf8')))) {
          pagesListing.set(script, (pagesListing.get(script) ?? 0) + 1);
        }
      }
    }
  };
  walk(buildDir);
  if (pagesListing.size === 0) throw new Error(`No page of ${buildDir} lists its scripts: is it the optimised build?`);
  return (pathname) => pagesListing.get(pathname) === 1;
}

/** Resolves once no request has started or finished for `quietMs`. */
async function waitForQuietNetwork(page: Page, quietMs: number, timeoutMs = 30_000): Promise<void> {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() - last < quietMs && Date.now() < deadline) {
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
    page.off('requestfailed', touch);
  }
}

/**
 * Loads `route` in a fresh browser context (empty cache, 1280×800) and returns the gzipped JS and CSS
 * bytes and request counts by hydration and after idle.
 */
export async function measurePageWeight(
  site: Pick<Site, 'origin' | 'url' | 'newContext'>,
  route: string,
  isContent: (pathname: string) => boolean,
): Promise<PageWeight> {
  const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page } = await openPage(site, context);
    return await measureWeightIn(page, site.origin, route, isContent);
  } finally {
    await context.close();
  }
}

/**
 * The same measure in a page the caller provides, which must be a first visit: an empty HTTP cache and no
 * other page of its context open (the e2e tests' reset context).
 */
export async function measureWeightIn(
  page: Page,
  origin: string,
  route: string,
  isContent: (pathname: string) => boolean,
): Promise<PageWeight> {
  const pending: Promise<Fetched | undefined>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        if (new URL(request.url()).origin !== origin) return undefined;
        // A request finishing as the context closes has no response left to read.
        const response = await request.response().catch(() => null);
        const body = await response?.body().catch(() => undefined);
        if (!response || !body) return undefined;
        return {
          url: request.url(),
          kind: kindOf(request.url(), response.headers()['content-type'] ?? ''),
          gzipBytes: gzipSync(body).length,
          startedAt: request.timing().startTime,
          prefetch: /prefetch/.test((await request.allHeaders())['sec-purpose'] ?? ''),
        };
      })(),
    );
  };
  // Context-wide, so requests from workers count too.
  const context = page.context();
  context.on('requestfinished', onFinished);
  try {
    await recordHydrationTime(page);
    const response = await page.goto(new URL(route, origin).href, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${route} answered ${response?.status()}, not 200`);
    const hydratedAt = await hydrationTime(page);
    await waitForQuietNetwork(page, QUIET_MS);
    const fetched = (await Promise.all(pending)).filter((entry): entry is Fetched => entry !== undefined);
    return {
      // Links in view start prefetching as they mount, often before Helmet sets the hydration marker a
      // frame later: those chunks are for the next page, not this one's hydration.
      hydrated: sum(
        fetched.filter((entry) => entry.startedAt <= hydratedAt && !entry.prefetch),
        isContent,
      ),
      idle: sum(fetched, isContent),
    };
  } finally {
    context.off('requestfinished', onFinished);
  }
}

/** The largest HTML file under `dir` of the build, except the folders in `except`, as a clean URL path. */
export function findLargestPage(buildDir: string, dir: string, except: readonly string[]): string {
  let best = { bytes: -1, file: '' };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const relative = path.relative(buildDir, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (!except.some((excluded) => relative === excluded)) walk(full);
      } else if (entry.name.endsWith('.html')) {
        const { size } = statSync(full);
        if (size > best.bytes) best = { bytes: size, file: relative };
      }
    }
  };
  walk(path.join(buildDir, dir));
  if (!best.file) throw new Error(`No HTML page under ${path.join(buildDir, dir)}: is the site built?`);
  return `/${best.file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** The URL path a template is measured at, in the build at `buildDir`. */
export function templateRoute(template: PageTemplate, buildDir: string): string {
  return typeof template.route === 'string'
    ? template.route
    : findLargestPage(buildDir, template.route.largestUnder, template.route.except);
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
