/**
 * What the not-found page offers for a missing path: which docs version the path names, the words to
 * search for, the API reference page of the symbol the path names, the search hits ordered by how close
 * their address is to the missing one, and the same path in the versions that have it. Pure, so it is
 * unit-tested without a browser.
 */

/** The part of a docs version the not-found page needs (from the docs plugin's global data). */
export type VersionPages = {
  name: string;
  label: string;
  /** `/docs`, `/docs/v10`, … */
  path: string;
  isLast: boolean;
  docPaths: readonly string[];
};

/** A page found by search: its path and title. */
export type PageSuggestion = { path: string; title: string; section?: string };

const trimSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * The version whose path prefix the missing path starts with (the longest, so `/docs/v10/x` is 10.x and
 * not the current `/docs`), else the current version; and the rest of the path after that prefix.
 */
export type MissingPath = {
  version: VersionPages;
  /** The path after the version's prefix (`/server/middleware`), or the whole path when it names no version. */
  rest: string;
  /** Whether the path starts with a docs version's prefix. */
  named: boolean;
};

export function versionOfPath(pathname: string, versions: readonly VersionPages[]): MissingPath {
  const clean = trimSlash(pathname.replace(/(\/index)?\.html$/, ''));
  const named = versions
    .filter(({ path }) => clean === path || clean.startsWith(`${path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  const version = named ?? versions.find(({ isLast }) => isLast) ?? versions[0]!;
  return { version, rest: named ? clean.slice(named.path.length) : clean, named: named !== undefined };
}

/** Path segments as words: `/server/errorFormatting_v2` → ["server", "error", "formatting", "v2"]. */
export function wordsOfPath(rest: string): string[] {
  return rest
    .split(/[/\-_.\s]+/)
    .flatMap((segment) => segment.split(/(?<=[a-z])(?=[A-Z])/))
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 1 && !['docs', 'html', 'index', 'md', 'mdx'].includes(word));
}

/** A path's segments under the API reference (`[package, kind, Symbol]`), or undefined for a path outside it. */
function referenceSegments(path: string, referencePath: string): string[] | undefined {
  return path.startsWith(`${referencePath}/`) ? path.slice(referencePath.length + 1).split('/') : undefined;
}

const fullPath = (missing: MissingPath) => `${missing.version.path}${missing.rest}`;

/**
 * The words to search for: under the API reference, the package's and the symbol's (`server init trpc`
 * for `/docs/typedoc/server/functions/initTRPC`: the kind a symbol was filed under is what went stale);
 * elsewhere every segment's.
 */
export function queryWords(missing: MissingPath, referencePath: string): string[] {
  const segments = referenceSegments(fullPath(missing), referencePath);
  if (!segments) return wordsOfPath(missing.rest);
  const [pkg = '', , symbol = ''] = segments;
  return wordsOfPath(`${pkg}/${symbol}`);
}

/** Levenshtein distance, for comparing the last segments of two paths. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How close a page's address is to the missing one, from 0 to 3: twice the likeness of the last segments
 * (`middleware` and `middlewares` are nearly the same page) plus the share of the missing path's
 * segments the page's path also has (`server/` in both).
 */
export function pathCloseness(missingRest: string, candidateRest: string): number {
  const missing = missingRest.toLowerCase().split('/').filter(Boolean);
  const candidate = candidateRest.toLowerCase().split('/').filter(Boolean);
  const [last = '', other = ''] = [missing.at(-1), candidate.at(-1)];
  const longest = Math.max(last.length, other.length);
  const likeness = longest === 0 ? 0 : 1 - distance(last, other) / longest;
  const shared =
    missing.length === 0 ? 0 : missing.filter((segment) => candidate.includes(segment)).length / missing.length;
  return 2 * likeness + shared;
}

/**
 * Search hits as distinct pages of the missing path's version, closest address first; among equally
 * close pages, search order. Hits outside the version (another version's docs, the blog) keep their
 * search order after them. `first` (the symbol's reference pages) comes before all of them.
 */
export function rankSuggestions(
  hits: readonly PageSuggestion[],
  missing: MissingPath,
  { limit = 5, first = [] }: { limit?: number; first?: readonly PageSuggestion[] } = {},
): PageSuggestion[] {
  const seen = new Set<string>(first.map(({ path }) => path));
  const pages = hits.filter(({ path }) => !seen.has(path) && seen.add(path));
  const inVersion = (path: string) => missing.version.docPaths.includes(path);
  const restOf = (path: string) => (inVersion(path) ? path.slice(missing.version.path.length) : path);
  const ranked = pages
    .map((page, order) => ({
      page,
      order,
      closeness: inVersion(page.path) ? pathCloseness(missing.rest, restOf(page.path)) : -1,
    }))
    .sort((a, b) => b.closeness - a.closeness || a.order - b.order)
    .map(({ page }) => page);
  return [...first, ...ranked].slice(0, limit);
}

/**
 * The API reference pages (`<referencePath>/<package>/<kind>/<Symbol>`) of the symbol the missing path ends
 * with, wherever the reference files it now: `/docs/typedoc/server/functions/initTRPC` finds
 * `/docs/typedoc/server/variables/initTRPC`, and `/docs/createTRPCClient` the client's function. The
 * missing path's own package first, then by name, matched without regard to case.
 */
export function symbolPages(missing: MissingPath, referencePath: string): PageSuggestion[] {
  const symbol = missing.rest.split('/').filter(Boolean).at(-1)?.toLowerCase();
  if (!symbol) return [];
  const missingPackage = referenceSegments(fullPath(missing), referencePath)?.[0];
  return missing.version.docPaths
    .map((path) => ({ path, parts: referenceSegments(path, referencePath) ?? [] }))
    .filter(({ parts }) => parts.length === 3 && parts[2]!.toLowerCase() === symbol)
    .sort(
      (a, b) =>
        Number(b.parts[0] === missingPackage) - Number(a.parts[0] === missingPackage) || a.path.localeCompare(b.path),
    )
    .map(({ path, parts }) => ({ path, title: parts[2]!, section: `@trpc/${parts[0]} API reference` }));
}

/**
 * The pages the not-found page lists. Under the API reference, the symbol's reference pages come first (a
 * symbol filed under another kind or package). Elsewhere they join the search hits and are ranked with
 * them, so that a moved guide named like a symbol (`/docs/client/httpBatchLink`) still finds the guide.
 */
export function suggestPages(
  hits: readonly PageSuggestion[],
  missing: MissingPath,
  referencePath: string,
  limit = 5,
): PageSuggestion[] {
  const symbols = symbolPages(missing, referencePath);
  return referenceSegments(fullPath(missing), referencePath)
    ? rankSuggestions(hits, missing, { first: symbols, limit })
    : rankSuggestions([...hits, ...symbols], missing, { limit });
}

/** The same page in the other versions that have it, when the path names a version (`/docs/v9/server/routers`). */
export function sameRestInOtherVersions(
  missing: MissingPath,
  versions: readonly VersionPages[],
): { label: string; path: string }[] {
  if (!missing.named) return [];
  return versions
    .filter((version) => version.name !== missing.version.name)
    .map((version) => ({ version, path: trimSlash(`${version.path}${missing.rest}`) }))
    .filter(({ version, path }) => version.docPaths.includes(path))
    .map(({ version, path }) => ({ label: version.label, path }));
}
