// Ejected from @docusaurus/theme-search-algolia 3.10.2 (src/theme/SearchBar): compare on upgrade.
// Why not a wrapper: the stock component always renders <link rel="preconnect"> to `${appId}-dsn.algolia.net`
// through <Head>, and no prop or context keeps that out, so local search (plugins/local-search) needs this copy.
// Changes from upstream:
// - local search (its global data present): the modal gets the local client through transformSearchClient, no
//   preconnect, no "Powered by Algolia" footer;
// - the modal, its styles, its strings and the client load on hover, focus or press of the button, never with the
//   page, and the index shards of the page's version start downloading then (from the page's bundle), and indexing
//   as soon as the client has loaded;
// - as on the original site: Escape with a query clears it before closing; queries are at most 64 characters,
//   typed or taken from the selection, and a query from the selection is selected, so typing replaces it; snippets
//   are 10 words (5 up to 768 px) and hits 20 per page; "No results for", with a "Let us know." link to a GitHub
//   issue. Ask AI is left out (not used here);
// - accessibility: the button is our own (./SearchButton), whose name contains its visible text; hits are not
//   links inside options; the backdrop is no button;
// - no storage: no recent or favourite searches.
// Two bugs inside DocSearch's bundle are fixed at build time by plugins/docsearch-fixes.
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import type { ThemeConfigAlgolia } from '@docusaurus/theme-search-algolia';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import { links } from '@site/src/data/links';
import type { LocalSearchClient } from '@site/plugins/local-search/client/localSearchClient';
import { requestShards } from '@site/plugins/local-search/client/shardRequests';
import type searchTranslations from '@theme/SearchTranslations';
import { SearchButton } from './SearchButton';
// DocSearch's stylesheet in its parts: the variables and the button with the page, the modal's styles with the
// modal (plugins/lazy-styles keeps them out of the stylesheet every page blocks on).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

/** What the modal needs, loaded on the first hover, focus or press of the search button, never with the page. */
type SearchModal = {
  DocSearchModal: typeof DocSearchModalType;
  modalTranslations: (typeof searchTranslations)['modal'];
  /** Local search: the client and its engine. */
  localSearchClient: (() => LocalSearchClient) | undefined;
};
let loaded: SearchModal | null = null;
let loading: Promise<SearchModal> | undefined;

/** The local search client's chunk: one import, so the modal and preloadIndex share one chunk. */
const loadLocalClient = () => import('@site/plugins/local-search/client/browserClient');

function loadSearchModal(isLocal: boolean): Promise<SearchModal> {
  if (!loading) {
    loading = Promise.all([
      import('@docsearch/react/modal'),
      import('@docsearch/css/dist/modal.css'),
      import('@theme/SearchTranslations'),
      isLocal ? loadLocalClient() : undefined,
    ]).then(([{ DocSearchModal }, , { default: translations }, local]) => {
      loaded = {
        DocSearchModal,
        // The original site's "No results for" (Docusaurus 3.10 says "No results found for"). An
        // i18n/en/code.json cannot carry it: its presence makes the build reject the API sidebars' repeated labels.
        modalTranslations: {
          ...translations.modal,
          noResultsScreen: { ...translations.modal?.noResultsScreen, noResultsText: 'No results for' },
        },
        localSearchClient: local?.localSearchClient,
      };
      return loaded;
    });
    // A failed chunk download is retried on the next hover or press.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * Starts downloading the shards a search with these facetFilters reads at once, and indexing them as soon as the
 * client's small chunk has loaded: beside the modal's chunks, not after them. The dev server has no shards.
 */
function preloadIndex(facetFilters: unknown): void {
  if (process.env.NODE_ENV === 'production') requestShards(facetFilters);
  loadLocalClient()
    .then(({ localSearchClient }) => localSearchClient().preload(facetFilters))
    // The first search loads it again, and reports a failure.
    .catch(() => undefined);
}

/** The button's strings, as @theme/SearchTranslations words them, without loading the modal's. */
const buttonTranslations = {
  buttonText: translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  }),
};

/** The longest query, typed or taken from the page's selection, as on the original site (DocSearch 4.7: 512). */
const MAX_QUERY_LENGTH = 64;

/** True when plugins/local-search is registered (no hosted Algolia credentials). */
function useIsLocalSearch(): boolean {
  return 'local-search' in useGlobalData();
}

/** Snippet length, as on the original site: 10 words, 5 on screens up to 768 px wide. */
function snippetWords(): number {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
}

/**
 * A hit: a real link that is itself the list's option. plugins/docsearch-fixes hands it the option's props (id,
 * role, aria-selected, mouse handlers) that DocSearch puts on the <li>, so no control nests in another (axe
 * nested-interactive). A plain click goes through the router; modified and middle clicks, and the context
 * menu, are the browser's own, as on any link. Enter reaches the page through `navigator`.
 */
function Hit({
  hit,
  children,
  itemProps,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
  itemProps?: AnchorHTMLAttributes<HTMLAnchorElement>;
}) {
  const history = useHistory();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Autocomplete's own: saves the hit to the recent searches and closes the modal on a plain click.
    itemProps?.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    <a href={hit.url} {...itemProps} onClick={onClick}>
      {children}
    </a>
  );
}

function ResultsFooter({ state, onClose }: { state: AutocompleteState<InternalDocSearchHit>; onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits as number }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

const missingResultsUrl = ({ query }: { query: string }) =>
  `${links.github}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;

export default function SearchBar(): ReactNode {
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const config = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const isLocal = useIsLocalSearch();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  /** The page's selection when the modal opened, cut to 64 characters. */
  const selectionQuery = useRef<string | undefined>(undefined);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({ itemUrl }) {
        // Hits on another site (externalUrlRegex) cannot go through the router.
        if (isRegexpStringMatch(config.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [config.externalUrlRegex, history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: processSearchResultUrl(item.url) })),
    [processSearchResultUrl],
  );

  const { docusaurusVersion } = siteMetadata;
  const transformSearchClient = useCallback(
    (searchClient: DocSearchTransformClient): DocSearchTransformClient => {
      if (isLocal && loaded?.localSearchClient)
        return loaded.localSearchClient() as unknown as DocSearchTransformClient;
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [isLocal, docusaurusVersion],
  );

  const configFacetFilters = (config.searchParameters?.facetFilters ?? []) as string[];
  const facetFilters = config.contextualSearch
    ? mergeFacetFilters(contextualFacetFilters, configFacetFilters)
    : configFacetFilters;

  const prefetch = useCallback(() => {
    if (isLocal) preloadIndex(facetFilters);
    void loadSearchModal(isLocal);
  }, [isLocal, facetFilters]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const container = document.createElement('div');
      if (isLocal) container.dataset.searchBackend = 'local';
      searchContainer.current = container;
      document.body.insertBefore(container, document.body.firstChild);
      setContainer(container);
    }
    // The query taken from the page's selection is cut to 64 characters (DocSearch keeps 512).
    // A key typed to open the modal (onInput) comes first.
    const selection = window.getSelection()?.toString().slice(0, MAX_QUERY_LENGTH);
    selectionQuery.current = selection || undefined;
    setInitialQuery((typed) => typed ?? (selection || undefined));
    if (isLocal) preloadIndex(facetFilters);
    void loadSearchModal(isLocal).then(() => setIsOpen(true));
  }, [isLocal, facetFilters]);

  // DocSearch 4.7 makes its backdrop (.DocSearch-Container) a role="button" named by the search label, around
  // the whole modal: a button holding the hits' options (axe: nested-interactive) and named by text it does not
  // show (label-content-name-mismatch). The backdrop is only a click target (Escape and the Cancel button close
  // the modal for keyboards), so it loses the role, its tab stop and the combobox attributes given to it.
  // What the reader types is capped at 64 characters too; DocSearch renders the input with 512, once.
  useEffect(() => {
    const backdrop = isOpen ? container?.querySelector('.DocSearch-Container') : null;
    if (!backdrop) return;
    for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-controls']) {
      backdrop.removeAttribute(name);
    }
    const input = backdrop.querySelector<HTMLInputElement>('input.DocSearch-Input');
    if (!input) return;
    input.maxLength = MAX_QUERY_LENGTH;
    // A query taken from the selection is selected, so typing replaces it. DocSearch does this only when the
    // query is the whole selection, and ours is cut to 64 characters.
    if (selectionQuery.current && input.value === selectionQuery.current) input.select();
  }, [isOpen, container]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  // With a query, Escape first empties the query and the list, and only the next Escape closes
  // the modal (DocSearch 4.7 closes at once).
  const onKeyboardClose = useCallback(() => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input?.value) {
      // As if the reader deleted the text: autocomplete sees an input event and shows the start screen.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.focus();
      return;
    }
    closeModal();
  }, [closeModal]);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // the key would otherwise be typed twice into the modal
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({ state }: { state: AutocompleteState<InternalDocSearchHit> }) {
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: onKeyboardClose,
    onInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const words = snippetWords();
  const { appId, apiKey, indexName, searchParameters, searchPagePath } = config;

  return (
    <>
      {!isLocal && (
        <Head>
          {/* Lets the browser open the connection to the DocSearch cluster before the first query. */}
          <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        onTouchStart={prefetch}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onClick={openModal}
        ref={searchButtonRef}
        translations={buttonTranslations}
      />

      {isOpen &&
        loaded &&
        container &&
        createPortal(
          <loaded.DocSearchModal
            appId={appId}
            apiKey={apiKey}
            indexName={indexName}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            getMissingResultsUrl={missingResultsUrl}
            // No storage (src/clientModules/browserStorage.ts made it null): no recent or favourite searches.
            disableUserPersonalization={!window.localStorage}
            onAskAiToggle={() => {}}
            {...(searchPagePath && { resultsFooterComponent })}
            translations={loaded.modalTranslations}
            searchParameters={{
              hitsPerPage: 20,
              attributesToSnippet: [
                ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `hierarchy.${level}:${words}`),
                `content:${words}`,
              ],
              ...searchParameters,
              facetFilters,
            }}
          />,
          container,
        )}
    </>
  );
}
