import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { load } from 'cheerio';
import type { BrowserContext } from 'playwright-core';
import { redirects } from '../../config/redirects';
import { BUILD_DIR, openPage, useSite, waitForHydration } from '../../support/site';

const NOINDEX = 'noindex, follow';
const redirectSources = new Set(redirects.map(({ from }) => from));

type SitemapEntry = { url: string; lastmod?: string };

function readSitemap(): SitemapEntry[] {
  const xml = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const $ = load(xml, { xmlMode: true });
  return $('url')
    .toArray()
    .map((url) => ({ url: $(url).children('loc').text(), lastmod: $(url).children('lastmod').text() || undefined }));
}

/** The built HTML file that answers a path, as the static host finds it. */
function htmlFileOf(pathname: string): string | undefined {
  const base = path.join(BUILD_DIR, pathname);
  const candidates =
    pathname === '/' ? [path.join(BUILD_DIR, 'index.html')] : [`${base}.html`, path.join(base, 'index.html')];
  return candidates.find((file) => existsSync(file));
}

/** Every built page and the path it is served at, leaving out 404.html (served at any unknown path). */
function builtPages(): { pathname: string; file: string }[] {
  return readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html' && !file.startsWith(`pagefind${path.sep}`))
    .map((file) => ({
      file: path.join(BUILD_DIR, file),
      pathname: `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/',
    }));
}

function headOf(file: string) {
  const $ = load(readFileSync(file, 'utf8'));
  return {
    canonicals: $('link[rel="canonical"]')
      .toArray()
      .map((link) => $(link).attr('href')),
    robots: $('meta[name="robots"]').attr('content'),
  };
}

describe('sitemap, noindex and canonical URLs', () => {
  const sitemap = readSitemap();
  const siteUrl = new URL(
    sitemap.find((entry) => new URL(entry.url).pathname === '/')?.url ?? 'https://missing.invalid',
  ).origin;
  const pathOf = (entry: SitemapEntry) => new URL(entry.url).pathname;

  test('the sitemap lists the home page and every URL is on the site URL', () => {
    assert.ok(sitemap.length > 100, `build/sitemap.xml lists only ${sitemap.length} URLs`);
    assert.notEqual(siteUrl, 'https://missing.invalid', 'build/sitemap.xml does not list the home page');
    const elsewhere = sitemap.filter((entry) => new URL(entry.url).origin !== siteUrl).map((entry) => entry.url);
    assert.deepEqual(elsewhere, [], `build/sitemap.xml lists URLs outside ${siteUrl}`);
  });

  test('every sitemap URL is a built page whose only canonical is that URL', () => {
    const problems = sitemap.flatMap((entry) => {
      const file = htmlFileOf(pathOf(entry));
      if (!file) return [`${entry.url}: no built page`];
      const { canonicals } = headOf(file);
      return canonicals.length === 1 && canonicals[0] === entry.url
        ? []
        : [`${entry.url}: canonical ${JSON.stringify(canonicals)} in ${path.relative(BUILD_DIR, file)}`];
    });
    assert.deepEqual(problems, []);
  });

  test('no 9.x docs, no /search and no noindex page in the sitemap', () => {
    const unwanted = sitemap
      .filter((entry) => {
        const pathname = pathOf(entry);
        const file = htmlFileOf(pathname);
        return /^\/docs\/v9(\/|$)/.test(pathname) || pathname === '/search' || (file && headOf(file).robots);
      })
      .map((entry) => entry.url);
    assert.deepEqual(unwanted, []);
  });

  test('every 11.x and 10.x docs URL and every blog post has a lastmod date, none in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    const isPost = (entry: SitemapEntry) => {
      const file = pathOf(entry).startsWith('/blog/') && htmlFileOf(pathOf(entry));
      return Boolean(file) && load(readFileSync(file as string, 'utf8'))('html').hasClass('blog-post-page');
    };
    const posts = sitemap.filter(isPost).map(pathOf);
    assert.ok(posts.length >= 5, `build/sitemap.xml lists only ${posts.length} blog posts`);
    const dated = sitemap.filter((entry) => /^\/docs(\/|$)/.test(pathOf(entry)) || posts.includes(pathOf(entry)));
    assert.ok(dated.filter((entry) => pathOf(entry).startsWith('/docs/v10/')).length > 50);
    assert.ok(dated.filter((entry) => pathOf(entry).startsWith('/docs/typedoc/')).length > 50);
    const problems = dated.flatMap((entry) => {
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod ?? '') && !Number.isNaN(Date.parse(entry.lastmod!));
      if (!valid) return [`${entry.url}: lastmod ${JSON.stringify(entry.lastmod)}`];
      return entry.lastmod! > today ? [`${entry.url}: lastmod ${entry.lastmod} is after today (${today})`] : [];
    });
    assert.deepEqual(problems, []);
  });

  test(`every 9.x docs page carries robots "${NOINDEX}"; no other page is noindex`, () => {
    const pages = builtPages().filter(({ pathname }) => !redirectSources.has(pathname));
    const v9 = pages.filter(({ pathname }) => /^\/docs\/v9(\/|$)/.test(pathname));
    assert.ok(v9.length >= 39, `found only ${v9.length} built 9.x docs pages`);
    const problems = pages.flatMap(({ pathname, file }) => {
      const expected = v9.some((page) => page.file === file) ? NOINDEX : undefined;
      const { robots } = headOf(file);
      return robots === expected ? [] : [`${pathname}: robots ${JSON.stringify(robots)}, expected ${expected}`];
    });
    assert.deepEqual(problems, []);
  });

  test('every built page has exactly one canonical: the site URL and its own path', () => {
    const pages = builtPages().filter(({ pathname }) => !redirectSources.has(pathname));
    assert.ok(pages.length > sitemap.length, 'fewer built pages than sitemap URLs');
    const problems = pages.flatMap(({ pathname, file }) => {
      const { canonicals } = headOf(file);
      const expected = pathname === '/' ? `${siteUrl}/` : `${siteUrl}${pathname}`;
      return canonicals.length === 1 && canonicals[0] === expected
        ? []
        : [`${path.relative(BUILD_DIR, file)}: canonical ${JSON.stringify(canonicals)}, expected ${expected}`];
    });
    assert.deepEqual(problems, []);
  });

  describe('after hydration, in Chromium', () => {
    const site = useSite();
    let context: BrowserContext;
    before(async () => {
      context = await site.newContext();
    });

    const cases: [pathname: string, robots: string | null][] = [
      ['/', null],
      ['/docs/server/validators', null],
      ['/docs/v10/client/headers', null],
      ['/blog/introducing-trpc', null],
      ['/docs/v9/header', NOINDEX],
      ['/search', null],
    ];
    for (const [pathname, robots] of cases) {
      test(`${pathname} keeps one canonical and robots ${robots ?? 'unset'}`, async () => {
        const { page } = await openPage(site, context);
        try {
          await page.goto(site.url(pathname));
          await waitForHydration(page);
          const canonicals = await page
            .locator('link[rel="canonical"]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
          assert.deepEqual(canonicals, [pathname === '/' ? `${siteUrl}/` : `${siteUrl}${pathname}`]);
          const robotsMeta = page.locator('meta[name="robots"]');
          assert.equal(robots ? await robotsMeta.getAttribute('content') : await robotsMeta.count(), robots ?? 0);
        } finally {
          await page.close();
        }
      });
    }

    test('leaving a 9.x page for a current one drops the noindex and moves the canonical', async () => {
      const { page } = await openPage(site, context);
      try {
        await page.goto(site.url('/docs/v9/header'));
        await waitForHydration(page);
        await page.locator('nav a[href="/docs/community/awesome-trpc"]').first().click();
        await page.waitForURL((url) => url.pathname === '/docs/community/awesome-trpc');
        await page.waitForFunction(
          (href) => document.querySelector('link[rel="canonical"]')?.getAttribute('href') === href,
          `${siteUrl}/docs/community/awesome-trpc`,
        );
        assert.equal(await page.locator('link[rel="canonical"]').count(), 1);
        assert.equal(await page.locator('meta[name="robots"]').count(), 0);
      } finally {
        await page.close();
      }
    });
  });
});
