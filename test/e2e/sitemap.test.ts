import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { redirects } from '../../config/redirects';
import { BUILD_DIR, builtHtmlFile, waitForHydration } from '../../support/site';
import { expect, test } from '../support/fixtures';

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

/** Every built page and the path it is served at, leaving out 404.html (served at any unknown path). */
function builtPages(): { pathname: string; file: string }[] {
  return readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => ({
      file: path.join(BUILD_DIR, file),
      pathname: `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/',
    }));
}

/** A built page's canonical links and robots value, read from its `<head>` alone (a whole page parses 10× slower). */
function headOf(file: string) {
  const html = readFileSync(file, 'utf8');
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error(`${path.relative(BUILD_DIR, file)} has no </head>`);
  const $ = load(html.slice(0, headEnd + '</head>'.length));
  return {
    canonicals: $('link[rel="canonical"]')
      .toArray()
      .map((link) => $(link).attr('href')),
    robots: $('meta[name="robots"]').attr('content'),
  };
}

test.describe('sitemap, noindex and canonical URLs', () => {
  const sitemap = readSitemap();
  const siteUrl = new URL(
    sitemap.find((entry) => new URL(entry.url).pathname === '/')?.url ?? 'https://missing.invalid',
  ).origin;
  const pathOf = (entry: SitemapEntry) => new URL(entry.url).pathname;

  test('the sitemap lists the home page and every URL is on the site URL', () => {
    expect(sitemap.length, `build/sitemap.xml lists only ${sitemap.length} URLs`).toBeGreaterThan(100);
    expect(siteUrl, 'build/sitemap.xml does not list the home page').not.toBe('https://missing.invalid');
    const elsewhere = sitemap.filter((entry) => new URL(entry.url).origin !== siteUrl).map((entry) => entry.url);
    expect(elsewhere, `build/sitemap.xml lists URLs outside ${siteUrl}`).toEqual([]);
  });

  test('every sitemap URL is a built page whose only canonical is that URL', () => {
    const problems = sitemap.flatMap((entry) => {
      const file = builtHtmlFile(pathOf(entry));
      if (!file) return [`${entry.url}: no built page`];
      const { canonicals } = headOf(file);
      return canonicals.length === 1 && canonicals[0] === entry.url
        ? []
        : [`${entry.url}: canonical ${JSON.stringify(canonicals)} in ${path.relative(BUILD_DIR, file)}`];
    });
    expect(problems).toEqual([]);
  });

  test('no 9.x docs, no /search and no noindex page in the sitemap', () => {
    const unwanted = sitemap
      .filter((entry) => {
        const pathname = pathOf(entry);
        const file = builtHtmlFile(pathname);
        return /^\/docs\/v9(\/|$)/.test(pathname) || pathname === '/search' || (file && headOf(file).robots);
      })
      .map((entry) => entry.url);
    expect(unwanted).toEqual([]);
  });

  test('every 11.x and 10.x docs URL and every blog post has a lastmod date, none in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    const isPost = (entry: SitemapEntry) => {
      const file = pathOf(entry).startsWith('/blog/') && builtHtmlFile(pathOf(entry));
      return Boolean(file) && load(readFileSync(file as string, 'utf8'))('html').hasClass('blog-post-page');
    };
    const posts = sitemap.filter(isPost).map(pathOf);
    expect(posts.length, `build/sitemap.xml lists only ${posts.length} blog posts`).toBeGreaterThanOrEqual(5);
    const dated = sitemap.filter((entry) => /^\/docs(\/|$)/.test(pathOf(entry)) || posts.includes(pathOf(entry)));
    expect(dated.filter((entry) => pathOf(entry).startsWith('/docs/v10/')).length).toBeGreaterThan(50);
    expect(dated.filter((entry) => pathOf(entry).startsWith('/docs/typedoc/')).length).toBeGreaterThan(50);
    const problems = dated.flatMap((entry) => {
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod ?? '') && !Number.isNaN(Date.parse(entry.lastmod!));
      if (!valid) return [`${entry.url}: lastmod ${JSON.stringify(entry.lastmod)}`];
      return entry.lastmod! > today ? [`${entry.url}: lastmod ${entry.lastmod} is after today (${today})`] : [];
    });
    expect(problems).toEqual([]);
  });

  test(`every 9.x docs page carries robots "${NOINDEX}"; no other page is noindex`, () => {
    const pages = builtPages().filter(({ pathname }) => !redirectSources.has(pathname));
    const v9 = pages.filter(({ pathname }) => /^\/docs\/v9(\/|$)/.test(pathname));
    expect(v9.length, `found only ${v9.length} built 9.x docs pages`).toBeGreaterThanOrEqual(39);
    const problems = pages.flatMap(({ pathname, file }) => {
      const expected = v9.some((page) => page.file === file) ? NOINDEX : undefined;
      const { robots } = headOf(file);
      return robots === expected ? [] : [`${pathname}: robots ${JSON.stringify(robots)}, expected ${expected}`];
    });
    expect(problems).toEqual([]);
  });

  test('every built page has exactly one canonical: the site URL and its own path', () => {
    const pages = builtPages().filter(({ pathname }) => !redirectSources.has(pathname));
    expect(pages.length, 'fewer built pages than sitemap URLs').toBeGreaterThan(sitemap.length);
    const problems = pages.flatMap(({ pathname, file }) => {
      const { canonicals } = headOf(file);
      const expected = pathname === '/' ? `${siteUrl}/` : `${siteUrl}${pathname}`;
      return canonicals.length === 1 && canonicals[0] === expected
        ? []
        : [`${path.relative(BUILD_DIR, file)}: canonical ${JSON.stringify(canonicals)}, expected ${expected}`];
    });
    expect(problems).toEqual([]);
  });

  // After hydration every crawled page keeps its served canonical and robots (required-routes.test.ts).
  test.describe('in Chromium', () => {
    test('leaving a 9.x page for a current one drops the noindex and moves the canonical', async ({ page }) => {
      await page.goto('/docs/v9/header');
      await waitForHydration(page);
      await page.locator('nav a[href="/docs/community/awesome-trpc"]').first().click();
      await expect(page).toHaveURL((url) => url.pathname === '/docs/community/awesome-trpc');
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveAttribute('href', `${siteUrl}/docs/community/awesome-trpc`);
      await expect(canonical).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  });
});
