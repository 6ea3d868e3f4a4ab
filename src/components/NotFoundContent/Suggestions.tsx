import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import type { ThemeConfigAlgolia } from '@docusaurus/theme-search-algolia';
import {
  sameRestInOtherVersions,
  suggestPages,
  versionOfPath,
  queryWords,
  wordsOfPath,
  type MissingPath,
  type PageSuggestion,
  type VersionPages,
} from './closestPages';
import styles from './styles.module.css';

type SearchHit = { url: string; hierarchy: Record<string, string | null | undefined> };
type SearchState = { status: 'searching' } | { status: 'done'; pages: PageSuggestion[] } | { status: 'failed' };

/**
 * Asks the site's search (the local index through the `algoliasearch/lite` alias of
 * plugins/local-search, or hosted Algolia when configured) for pages of the missing path's version.
 */
async function searchPages(
  algolia: ThemeConfigAlgolia,
  missing: MissingPath,
  queries: string[],
): Promise<PageSuggestion[]> {
  const { liteClient } = await import('algoliasearch/lite');
  const client = liteClient(algolia.appId, algolia.apiKey);
  const facetFilters = [
    ['language:en'],
    ['docusaurus_tag:default', `docusaurus_tag:docs-default-${missing.version.name}`],
  ];
  const { results } = await client.search<SearchHit>({
    requests: queries.map((query) => ({ indexName: algolia.indexName, query, facetFilters, hitsPerPage: 20 })),
  });
  return results.flatMap((result) =>
    'hits' in result
      ? result.hits.map((hit: SearchHit) => {
          const url = new URL(hit.url, window.location.origin);
          return {
            path: url.pathname.replace(/\/$/, '') || '/',
            title: hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? url.pathname,
            section: hit.hierarchy.lvl0 ?? undefined,
          };
        })
      : [],
  );
}

/** The not-found page's help for the missing address: the closest pages and the same page in other versions. */
export default function Suggestions(): ReactNode {
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const globalVersions = useVersions(undefined);
  const versions = useMemo<VersionPages[]>(
    () =>
      globalVersions.map((version) => ({
        name: version.name,
        label: version.label,
        path: version.path,
        isLast: version.isLast,
        docPaths: version.docs.map((doc) => doc.path),
      })),
    [globalVersions],
  );
  const missing = useMemo(() => versionOfPath(pathname, versions), [pathname, versions]);
  const referencePath = siteConfig.customFields?.apiReferencePath as string;
  const words = useMemo(() => queryWords(missing, referencePath), [missing, referencePath]);
  const [search, setSearch] = useState<SearchState>({ status: 'searching' });

  useEffect(() => {
    if (words.length === 0) return;
    let current = true;
    // The whole path's words first; the last segment alone (the page's own name) widens it.
    const queries = [...new Set([words.join(' '), wordsOfPath(missing.rest.split('/').at(-1) ?? '').join(' ')])].filter(
      Boolean,
    );
    searchPages(algolia, missing, queries).then(
      (hits) => current && setSearch({ status: 'done', pages: suggestPages(hits, missing, referencePath) }),
      (error: unknown) => {
        console.warn('The not-found page could not search for similar pages:', error);
        if (current) setSearch({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [algolia, missing, words, referencePath]);

  const otherVersions = sameRestInOtherVersions(missing, versions);
  const query = words.join(' ');
  // Before hydration (and without JavaScript) the page cannot know the missing address: a plain search link.
  if (!isBrowser || words.length === 0) {
    return (
      <p>
        <Link to="/search">Search the documentation</Link> for what you were looking for.
      </p>
    );
  }
  return (
    <>
      {otherVersions.length > 0 && (
        <section aria-labelledby="not-found-other-versions">
          <h2 id="not-found-other-versions" className={styles.heading}>
            This page in other versions
          </h2>
          <ul className={styles.suggestions}>
            {otherVersions.map(({ label, path }) => (
              <li key={path}>
                <Link to={path}>
                  {label}: <code>{path}</code>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="not-found-closest" aria-busy={search.status === 'searching'}>
        <h2 id="not-found-closest" className={styles.heading}>
          Pages like “{query}” in {missing.version.label}
        </h2>
        {search.status === 'searching' && <p role="status">Looking for similar pages…</p>}
        {search.status === 'done' && search.pages.length === 0 && <p role="status">No page matches these words.</p>}
        {search.status === 'done' && search.pages.length > 0 && (
          <ol className={styles.suggestions} aria-label="Closest pages">
            {search.pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
                {page.section && page.section !== page.title && (
                  <span className={styles.section}> · {page.section}</span>
                )}
              </li>
            ))}
          </ol>
        )}
        <p>
          <Link to={`/search?q=${encodeURIComponent(query)}`}>Search the documentation for “{query}”</Link>
        </p>
      </section>
    </>
  );
}
