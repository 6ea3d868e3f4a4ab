/**
 * Sitemap options of the classic preset. Which pages are listed is mostly decided by the pages themselves:
 * the plugin leaves out every page with a noindex robots meta (the unmaintained 9.x docs, see
 * src/theme/DocVersionRoot), and /search is left out by pattern: a results page is thin content made
 * of other pages' snippets, one URL per query. Each page is dated (`lastmod`) by the last
 * commit to its source file, which the docs and blog plugins read with `showLastUpdateTime`.
 */
import { execFileSync } from 'node:child_process';
import type { Options as SitemapOptions } from '@docusaurus/plugin-sitemap';
import { REFERENCE_DIR } from './apiReference';
import { CURRENT_MAJOR } from './versions';

type SitemapItem = Awaited<ReturnType<NonNullable<SitemapOptions['createSitemapItems']>>>[number];

/**
 * What the generated API reference is made from: the release locked for the current docs, and the
 * generation options. Its pages are untracked build output, so git has no date for them.
 */
const REFERENCE_SOURCES = [
  `snippets/v${CURRENT_MAJOR}/package-lock.json`,
  'typedoc.config.mjs',
  'config/apiReference.ts',
];

/** The day (YYYY-MM-DD) of the last commit to any of the paths, or undefined outside a git clone. */
function lastCommitDay(paths: string[]): string | undefined {
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', ...paths], { encoding: 'utf8' }).trim();
    return seconds ? new Date(Number(seconds) * 1000).toISOString().slice(0, 10) : undefined;
  } catch {
    return undefined;
  }
}

/** Gives the undated items whose path is under `pathPrefix` the given day. */
export function dateUndated(items: SitemapItem[], pathPrefix: string, day: string | undefined): SitemapItem[] {
  if (!day) return items;
  return items.map((item) => {
    const { pathname } = new URL(item.url);
    const under = pathname === pathPrefix || pathname.startsWith(`${pathPrefix}/`);
    return under && !item.lastmod ? { ...item, lastmod: day } : item;
  });
}

export const sitemap = {
  lastmod: 'date',
  ignorePatterns: ['/search'],
  // Google ignores both (https://github.com/facebook/docusaurus/issues/2604): no need to ship them.
  changefreq: null,
  priority: null,
  createSitemapItems: async ({ defaultCreateSitemapItems, ...params }) =>
    dateUndated(await defaultCreateSitemapItems(params), `/${REFERENCE_DIR}`, lastCommitDay(REFERENCE_SOURCES)),
} satisfies SitemapOptions;
