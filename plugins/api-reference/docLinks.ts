/**
 * Links from the packages' doc comments into trpc.io's docs (`@see https://trpc.io/docs/v11/quickstart`),
 * rewritten to this site's routes: a reader stays on the site, and Docusaurus's broken-link and
 * broken-anchor checks cover them. trpc.io's paths differ from this site's in three ways: the current
 * major has no version segment here (/docs/v11/x is /docs/x), old paths have moved (the site's
 * redirects), and a few pages or sections have other names here (the `movedLinks` option).
 * A link to a page this site lacks fails the build, naming the symbol whose comment holds it.
 */

/** A path (with an optional `#anchor`) and the path that answers it on this site. */
export type PathMove = { from: string; to: string };

export type LinkRules = {
  /**
   * The major of the release the reference documents, that of the current docs (/docs): trpc.io's
   * /docs/v<major>/x is /docs/x here.
   */
  currentMajor: number;
  /** Old paths and the page each now lives at (the site's redirects; no anchors). */
  redirects: readonly PathMove[];
  /** Links whose page or section has another path here than on trpc.io, after `redirects`. */
  movedLinks: readonly PathMove[];
};

/** A link rewritten on a reference page: which symbol's page, the URL it had and the path it has now. */
export type DocLink = { file: string; symbol: string; packageName: string; url: string; path: string };

/**
 * Code (a fenced block or an inline span), left alone; or a trpc.io URL, possibly a Markdown link's
 * destination (`](` before it). A URL ends where Markdown syntax or a table cell would.
 */
const CODE_OR_URL = /(```[\s\S]*?```|`[^`\n]*`)|(\]\()?(https?:\/\/(?:www\.)?trpc\.io(?:[/#][^\s()<>|`\\[\]*]*)?)/g;
/** What ends a sentence rather than a bare URL (GitHub's autolinks leave it out of the link too). */
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

/** This site's path (and anchor) for a trpc.io docs URL; undefined for any other URL. */
export function siteDocPath(url: string, rules: LinkRules): string | undefined {
  const { hostname, pathname, hash } = new URL(url);
  if (!/^(www\.)?trpc\.io$/.test(hostname) || !/^\/docs(\/|$)/.test(pathname)) return undefined;
  const unversioned = pathname.replace(/\/+$/, '').replace(new RegExp(`^/docs/v${rules.currentMajor}(?=/|$)`), '/docs');
  const page = rules.redirects.find((redirect) => redirect.from === unversioned)?.to ?? unversioned;
  const section = rules.movedLinks.find((move) => move.from === page + hash)?.to;
  if (section) return section;
  return (rules.movedLinks.find((move) => move.from === page)?.to ?? page) + hash;
}

/**
 * The Markdown with every trpc.io docs URL outside code leading to this site's path: a link's
 * destination is replaced, a bare URL becomes a link labelled with the path. Returns the links made.
 */
export function rewriteDocLinks(
  markdown: string,
  rules: LinkRules,
): { markdown: string; links: { url: string; path: string }[] } {
  const links: { url: string; path: string }[] = [];
  const rewritten = markdown.replace(CODE_OR_URL, (match, code?: string, linkOpen?: string, found?: string) => {
    if (code || !found) return match;
    const url = linkOpen ? found : found.replace(TRAILING_PUNCTUATION, '');
    const rest = found.slice(url.length);
    const path = siteDocPath(url, rules);
    if (!path) return match;
    links.push({ url, path });
    return linkOpen ? `](${path}${rest}` : `[${path}](${path})${rest}`;
  });
  return { markdown: rewritten, links };
}

/**
 * The permalinks of every doc of every version, from `allContentLoaded`'s content of the docs plugin,
 * without a trailing slash: a folder's index doc has one (/docs/client/links/), its route does not.
 */
export function docPermalinks(allContent: Record<string, Record<string, unknown>>): Set<string> {
  type DocsContentLike = { loadedVersions: { docs: { permalink: string }[] }[] };
  const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContentLike[];
  return new Set(
    instances
      .flatMap(({ loadedVersions }) => loadedVersions.flatMap(({ docs }) => docs))
      .map((doc) => doc.permalink.replace(/(.)\/$/, '$1')),
  );
}

/** Fails naming each symbol, package and URL whose link leads to no page of this site. */
export function assertDocLinksLeadToPages(links: readonly DocLink[], permalinks: ReadonlySet<string>): void {
  const broken = links.filter((link) => !permalinks.has(link.path.replace(/#.*$/, '')));
  if (broken.length === 0) return;
  throw new Error(
    `[api-reference] ${broken.length} link(s) in the packages' doc comments lead to no page of this site:\n` +
      broken
        .map((link) => `- ${link.symbol} (${link.packageName}, ${link.file}): ${link.url} → ${link.path}\n`)
        .join('') +
      'Point each at the page that covers it with `movedLinks` (config/apiReference.ts), or add the page.',
  );
}
