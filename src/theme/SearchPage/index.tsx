// Wraps the stock /search page of @docusaurus/theme-search-algolia 3.10.2 for what it lacks here:
// - a <main> landmark around its content (added by src/theme/Layout, which reads InSearchPage);
// - an accessible name on its docs-version <select>, the page's only one (set once mounted: the select only
//   works with JavaScript anyway; support/upstreamContracts.ts checks the stock page's markup);
// - no "Powered by Algolia" with local search, and readable contrast for it with hosted Algolia;
// - a screen-high page from the first paint, so results arriving do not push the footer (styles.module.css);
// - on a narrow screen, its version select lined up under the query input, not out at the edge (same file);
// - a meta description (search engines and Lighthouse's SEO audit ask every page for one). The page
//   stays indexable (a noindex would fail that audit); config/sitemap.ts leaves it out of the sitemap.
import { useEffect, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useGlobalData from '@docusaurus/useGlobalData';
import SearchPage from '@theme-original/SearchPage';
import { InSearchPage } from './context';
import styles from './styles.module.css';

export default function SearchPageWrapper(): ReactNode {
  const isLocal = 'local-search' in useGlobalData();
  useEffect(() => {
    document
      .querySelectorAll(`.${styles.main} select:not([aria-label])`)
      .forEach((select) => select.setAttribute('aria-label', 'Docs version to search'));
  });
  return (
    <InSearchPage.Provider value={{ mainClassName: clsx(styles.main, isLocal && styles.local) }}>
      <Head>
        <meta name="description" content="Search the tRPC documentation, API reference and blog." />
      </Head>
      <SearchPage />
    </InSearchPage.Provider>
  );
}
