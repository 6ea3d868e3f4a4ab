/**
 * "Edit this page" and "Report a problem" under every docs page and blog post, read from the built HTML
 * (what a reader gets before any script runs): the edit link opens the page's own source file in the
 * site's repository, or, on a generated API reference page, the tRPC source it documents; the report
 * link opens a new issue naming the page's title, address and version.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { parseEnv } from '../../config/env';
import { CURRENT_VERSION_NAME, lockedTrpcRelease, snippetsFolder } from '../../plugins/snippet-releases/releases';
import { builtHtmlFile, everyPagePath } from '../../support/site';
import { expect, test } from '../support/fixtures';

const { repository, siteUrl } = parseEnv(process.env);
const SITE_DIR = path.join(__dirname, '../..');
const CURRENT_LABEL = `${lockedTrpcRelease(snippetsFolder(SITE_DIR, CURRENT_VERSION_NAME)).split('.')[0]}.x`;
const TRPC_SOURCE = /^https:\/\/github\.com\/trpc\/trpc\/(blob|tree)\/v\d+\.\d+\.\d+\/packages\/[a-z-]+\/src\b/;

type BuiltPage = { pathname: string; kind: 'doc' | 'post'; title: string; edit: string[]; report: string[] };

/** Every docs page and blog post of the build, as Docusaurus marks them (a class on `<html>`). */
function docsAndPosts(): BuiltPage[] {
  return everyPagePath().flatMap((pathname) => {
    const $ = load(readFileSync(builtHtmlFile(pathname)!, 'utf8'));
    const html = $('html');
    const kind = html.hasClass('docs-doc-page') ? 'doc' : html.hasClass('blog-post-page') ? 'post' : undefined;
    if (!kind) return [];
    const hrefs = (links: ReturnType<typeof $>) => links.toArray().map((link) => $(link).attr('href') ?? '');
    return [
      {
        pathname,
        kind,
        title: $('head > title')
          .text()
          .replace(/ \| tRPC$/, ''),
        edit: hrefs($('main a.theme-edit-this-page')),
        report: hrefs($('main a').filter((_, link) => $(link).text() === 'Report a problem')),
      },
    ];
  });
}

/** What the report names as the page's version: its docs version's label, or "blog post". */
function versionOf(pathname: string): string {
  if (pathname.startsWith('/blog/')) return 'blog post';
  return /^\/docs\/v(\d+)(\/|$)/.exec(pathname)?.[1]?.concat('.x') ?? CURRENT_LABEL;
}

test.describe('edit and report links', () => {
  const pages = docsAndPosts();

  test('every docs page and blog post is checked', () => {
    expect(pages.filter((page) => page.kind === 'doc').length).toBeGreaterThan(300);
    expect(pages.filter((page) => page.kind === 'post').length).toBeGreaterThanOrEqual(5);
  });

  test("each written page's edit link opens its own source file in the site's repository", () => {
    const prefix = `${repository.url}/edit/${repository.branch}/`;
    const wrong = pages
      .filter((page) => !page.pathname.startsWith('/docs/typedoc/'))
      .flatMap(({ pathname, edit }) => {
        if (edit.length !== 1) return [`${pathname}: ${edit.length} edit links`];
        const file = decodeURIComponent(edit[0]!.slice(prefix.length));
        if (!edit[0]!.startsWith(prefix)) return [`${pathname}: edit link ${edit[0]} is not under ${prefix}`];
        return existsSync(path.join(SITE_DIR, file)) ? [] : [`${pathname}: edit link names ${file}, not a file`];
      });
    expect(wrong).toEqual([]);
  });

  test("each API reference page's edit link opens the tRPC source it is generated from", () => {
    const reference = pages.filter((page) => page.pathname.startsWith('/docs/typedoc/'));
    expect(reference.length).toBeGreaterThan(100);
    const wrong = reference
      .filter(({ edit }) => edit.length !== 1 || !TRPC_SOURCE.test(edit[0]!))
      .map(({ pathname, edit }) => `${pathname}: ${edit.join(', ') || 'no edit link'}`);
    expect(wrong).toEqual([]);
  });

  test("each page's report link opens a new issue naming its title, address and version", () => {
    const wrong = pages.flatMap(({ pathname, title, report }) => {
      if (report.length !== 1) return [`${pathname}: ${report.length} report links`];
      const url = new URL(report[0]!);
      const body = url.searchParams.get('body') ?? '';
      const expected = {
        issue: `${repository.url}/issues/new`,
        title: `Docs: ${title}`,
        page: `Page: ${siteUrl}${pathname}`,
        version: `Version: ${versionOf(pathname)}`,
      };
      const actual = {
        issue: `${url.origin}${url.pathname}`,
        title: url.searchParams.get('title'),
        page: body.split('\n')[0],
        version: body.split('\n')[1],
      };
      return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [`${pathname}: ${JSON.stringify(actual)}`];
    });
    expect(wrong).toEqual([]);
  });
});
