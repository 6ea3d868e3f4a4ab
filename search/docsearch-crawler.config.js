/* global Crawler */
// Algolia Crawler configuration for the hosted index used when ALGOLIA_APP_ID, ALGOLIA_API_KEY and
// ALGOLIA_INDEX_NAME are set (paste into the Crawler's editor; it is not run by this repository).
// It gives the records plugins/local-search builds for the offline index, from the same markup:
// lvl0 = top sidebar category (first breadcrumb), "Blog" or "API Reference"; lvl1 = page title;
// lvl2/lvl3 = h2/h3 of the <article>; language and docusaurus_tag from the docsearch:* meta tags, with
// API reference pages tagged "default" so every docs version finds them. List pages are not indexed.
const SITE = 'https://trpc.io';
const INDEX = 'trpc';

const shared = {
  lvl1: ['article header h1', 'article h1'],
  lvl2: 'article h2',
  lvl3: 'article h3',
  content: 'article .markdown p, article .markdown li, article .markdown td:last-child, article .markdown pre',
};

new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: [`${SITE}/docs`, `${SITE}/blog`],
  sitemaps: [`${SITE}/sitemap.xml`],
  ignoreCanonicalTo: true,
  discoveryPatterns: [`${SITE}/**`],
  exclusionPatterns: [
    `${SITE}/**/*.md`,
    `${SITE}/**/*.txt`,
    `${SITE}/search**`,
    `${SITE}/blog/archive`,
    `${SITE}/blog/authors/**`,
    `${SITE}/blog/tags/**`,
    `${SITE}/blog/page/**`,
  ],
  actions: [
    {
      indexName: INDEX,
      pathsToMatch: [`${SITE}/docs/typedoc/**`],
      recordExtractor: ({ helpers }) =>
        helpers.docsearch({
          recordProps: {
            ...shared,
            lvl0: { selectors: '', defaultValue: 'API Reference' },
            docusaurus_tag: { selectors: '', defaultValue: 'default' },
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        }),
    },
    {
      indexName: INDEX,
      pathsToMatch: [`${SITE}/docs/**`],
      pathsToExclude: [`${SITE}/docs/typedoc/**`],
      recordExtractor: ({ $, helpers }) => {
        // Only doc pages: generated category index pages are lists.
        if (!$('html').hasClass('docs-doc-page')) return [];
        return helpers.docsearch({
          recordProps: {
            ...shared,
            lvl0: {
              selectors:
                '.theme-doc-breadcrumbs .breadcrumbs__item:nth-child(2):not(.breadcrumbs__item--active) .breadcrumbs__link',
              defaultValue: 'Documentation',
            },
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
    {
      indexName: INDEX,
      pathsToMatch: [`${SITE}/blog/**`],
      recordExtractor: ({ $, helpers }) => {
        if (!$('html').hasClass('blog-post-page')) return [];
        return helpers.docsearch({
          recordProps: { ...shared, lvl0: { selectors: '', defaultValue: 'Blog' } },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    [INDEX]: {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
