// Wraps the stock /search page of @docusaurus/theme-search-algolia 3.10.2 for what it lacks here:
// - a <main> landmark around its content (added by src/theme/Layout, which reads InSearchPage);
// - an accessible name on its docs-version <select> (set once mounted: the select only works with
//   JavaScript anyway);
// - no "Powered by Algolia" with local search, and readable contrast for it with hosted Algolia;
// - a robots noindex that search engines and the sitemap plugin read: the stock page writes it as
//   <meta property="robots">, which neither does. A results page is thin content made of other pages'
//   snippets, and every query would be a URL of its own; "follow" still lets crawlers reach the results.
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
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage />
    </InSearchPage.Provider>
  );
}
