/**
 * Visits every page once: the URL contract of test/required-routes.txt and every URL of the build's
 * sitemap.xml, each under the site's `_headers` (so a Content-Security-Policy violation is a console
 * error). A page passes with status 200, its own title, its served canonical, robots and social tags kept by
 * hydration, no console error, no failed request, no request to another host and no serious accessibility
 * violation.
 */
import type { Page } from '@playwright/test';
import { everyPagePath, requiredRoutes, waitForHydration } from '../../support/site';
import { seriousViolations } from '../support/axe';
import { expect, SECONDS_PER_PAGE, test, type PageLog } from '../support/fixtures';

const contract = requiredRoutes();
const pages = everyPagePath();
const NOT_FOUND_TITLE = 'Page Not Found | tRPC';
const PAGES_PER_TEST = 10;

function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** The head tags that hydration must leave as served: one of each, with the served value. */
const HEAD_TAGS = {
  canonical: 'link[rel="canonical"]',
  robots: 'meta[name="robots"]',
  'og:image': 'meta[property="og:image"]',
  'twitter:image': 'meta[name="twitter:image"]',
  'twitter:card': 'meta[name="twitter:card"]',
};

/** Each head tag's values (`href` or `content`). */
type HeadValues = Record<keyof typeof HEAD_TAGS, (string | null)[]>;

/** The head tags of the HTML as served and of the page as hydrated, both read by one function in the page. */
async function headTags(page: Page, servedHtml: string): Promise<{ served: HeadValues; hydrated: HeadValues }> {
  return page.evaluate(
    ({ tags, html }) => {
      const read = (doc: Document) =>
        Object.fromEntries(
          Object.entries(tags).map(([name, selector]) => [
            name,
            Array.from(
              doc.head.querySelectorAll(selector),
              (tag) => tag.getAttribute('href') ?? tag.getAttribute('content'),
            ),
          ]),
        ) as HeadValues;
      return { served: read(new DOMParser().parseFromString(html, 'text/html')), hydrated: read(document) };
    },
    { tags: HEAD_TAGS, html: servedHtml },
  );
}

/** Loads one page in `page` and returns what is wrong with it, each problem a sentence. */
async function checkPage(page: Page, log: PageLog, route: string): Promise<string[]> {
  const before = {
    consoleErrors: log.consoleErrors.length,
    failedRequests: log.failedRequests.length,
    foreignRequests: log.foreignRequests.length,
  };
  // `load` waits for the page's scripts, styles and eager images; hydration then for the
  // route's chunks and effects. Lazy requests after that are prefetches the crawl has no use for.
  const response = await page.goto(route, { waitUntil: 'load' });
  if (response?.status() !== 200) return [`answered ${response?.status()}`];
  if (new URL(page.url()).pathname !== route) return [`moved to ${page.url()}`];
  await expect(page.locator('main').first()).toBeAttached();
  await waitForHydration(page);
  // Hydration re-applies the title from React a tick later.
  await expect(page).toHaveTitle(/^.+ \| tRPC$/);
  const problems: string[] = [];
  if ((await page.title()) === NOT_FOUND_TITLE) problems.push('shows the not-found page');

  // Hydration re-renders the head: it must keep the served canonical, robots and social tags, one of each
  // (robots only where served; sitemap.test.ts checks the served values against the site URL and version).
  const { served, hydrated } = await headTags(page, await response.text());
  for (const name of Object.keys(HEAD_TAGS) as (keyof typeof HEAD_TAGS)[]) {
    const expected = served[name].slice(0, 1);
    if (served[name].length > 1 || (name !== 'robots' && served[name].length === 0)) {
      problems.push(`serves ${served[name].length} ${name} tags`);
    }
    if (JSON.stringify(hydrated[name]) !== JSON.stringify(expected)) {
      problems.push(
        `after hydration ${name} is ${JSON.stringify(hydrated[name])}, served ${JSON.stringify(served[name])}`,
      );
    }
  }

  // Code tokens (`pre > code`, two thirds of a long page's elements and of axe's time) are left out:
  // colour contrast is the one rule that applies to them, and src/data/__tests__/codeThemes.test.ts
  // checks it for every token colour of both colour modes, on plain and highlighted lines. The
  // block itself (its scrolling, its buttons) is still checked.
  problems.push(...(await seriousViolations(page, { exclude: ['pre > code'] })).map((v) => `accessibility: ${v}`));
  problems.push(
    ...log.consoleErrors.slice(before.consoleErrors).map((error) => `console error: ${error}`),
    ...log.failedRequests.slice(before.failedRequests).map((request) => `failed request: ${request}`),
    ...log.foreignRequests.slice(before.foreignRequests).map((request) => `request to another host: ${request}`),
  );
  return problems;
}

test.describe('required routes and every sitemap page', () => {
  test('the route list is not empty and has no duplicates', () => {
    expect(contract.length).toBeGreaterThan(0);
    expect(new Set(contract).size, 'test/required-routes.txt lists a path twice').toBe(contract.length);
  });

  // Pages are visited in batches, each batch in one browser context: a fresh context per page cost more
  // than the page (its scripts fetched and compiled again each time). Each page is a step of its own, and
  // every problem of every page in a batch is reported, named by its route.
  for (const batch of batches(pages, PAGES_PER_TEST)) {
    test(`${batch[0]} … ${batch.at(-1)} (${batch.length} pages) render, self-contained and accessible`, async ({
      page,
      log,
    }) => {
      test.setTimeout(batch.length * SECONDS_PER_PAGE * 1000);
      for (const route of batch) {
        await test.step(route, async () => {
          const problems = await checkPage(page, log, route);
          expect.soft(problems, `${route}: ${problems.join('; ')}`).toEqual([]);
        });
      }
    });
  }

  test('an unknown path answers 404 with the not-found page and ways back', async ({ page, log, origin }) => {
    const missing = `${origin}/this/page/does-not-exist`;
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    const waysBack = page.getByRole('navigation', { name: 'Ways back' });
    for (const name of ['Home', 'Documentation', 'Quickstart', 'Blog']) {
      await expect(waysBack.getByRole('link', { name: new RegExp(`^${name}`) }), `no ${name} link`).toHaveCount(1);
    }
    await waysBack.getByRole('link', { name: /^Quickstart/ }).click();
    await expect(page).toHaveURL(`${origin}/docs/quickstart`);
    // Chromium reports the 404 status of the document itself as a console error; nothing else may fail.
    expect(log.consoleErrors.filter((error) => !error.endsWith(`status of 404 (Not Found) (${missing})`))).toEqual([]);
  });

  test('.html and /index.html suffixes end on the clean page', async ({ page }) => {
    for (const suffixed of ['/docs/quickstart.html', '/docs/quickstart/index.html']) {
      const response = await page.goto(suffixed);
      expect(response?.status(), suffixed).toBe(200);
      expect(new URL(page.url()).pathname, suffixed).toBe('/docs/quickstart');
      await expect(page.getByRole('heading', { level: 1, name: 'Quickstart' })).toBeVisible();
    }
  });
});
