import assert from 'node:assert/strict';
import { test } from 'node:test';
import algoliaSearchHelper from 'algoliasearch-helper';
import {
  createLocalSearchClient,
  escapeHtml,
  highlight,
  snippet,
  toPagefindFilters,
  type PagefindApi,
  type PagefindFilter,
  type PagefindFragment,
  type SearchRequest,
} from '../client/localSearchClient';

/**
 * What DocSearch 4.7.0 sends (read from @docsearch/react/dist/esm/DocSearchModal.js and the params
 * src/theme/SearchBar adds) for "router" typed on a current docs page.
 */
const DOCSEARCH_REQUEST = {
  requests: [
    {
      query: 'router',
      indexName: 'local',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
      attributesToSnippet: [
        'hierarchy.lvl1:10',
        'hierarchy.lvl2:10',
        'hierarchy.lvl3:10',
        'hierarchy.lvl4:10',
        'hierarchy.lvl5:10',
        'hierarchy.lvl6:10',
        'content:10',
      ],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    },
  ],
};

/** What algoliasearch-helper 3.30.1 sends for the /search page (recorded with a stub client). */
const HELPER_REQUESTS: SearchRequest[] = [
  {
    indexName: 'local',
    params: {
      advancedSyntax: true,
      facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['language:en']],
      facets: ['docusaurus_tag', 'language'],
      hitsPerPage: 15,
      page: 0,
      query: 'router',
    },
  },
  {
    indexName: 'local',
    params: {
      advancedSyntax: true,
      analytics: false,
      clickAnalytics: false,
      facetFilters: [['language:en']],
      facets: 'docusaurus_tag',
      hitsPerPage: 0,
      page: 0,
      query: 'router',
    },
  },
];

const fragment = (url: string, meta: Record<string, string>): PagefindFragment => ({ url, content: '', meta });
const FRAGMENTS = [
  fragment('/docs/server/routers', {
    title: 'Routers',
    type: 'lvl1',
    lvl0: 'Server',
    text: 'A router is a named collection of procedures and other routers, and more words follow here to be cut.',
  }),
  fragment('/docs/server/routers#merging', {
    title: 'Routers',
    type: 'lvl2',
    lvl0: 'Server',
    lvl2: 'Merging',
    text: 'Combine a router with t.mergeRouters.',
  }),
  fragment('/docs/server/routers#nesting-routers', {
    title: 'Routers',
    type: 'lvl2',
    lvl0: 'Server',
    lvl2: 'Nesting routers',
    text: 'Nest them.',
  }),
  fragment('/docs/typedoc/server/xss#evil', {
    title: 'Evil <b>router</b>',
    type: 'lvl3',
    lvl0: 'API Reference',
    lvl2: 'Parent',
    lvl3: 'router <img src=x onerror=alert(1)>',
    text: '<script>alert("router")</script> & more',
  }),
];

function fakePagefind(fragments = FRAGMENTS) {
  const calls: { term: string; filters: PagefindFilter }[] = [];
  const api: PagefindApi = {
    async search(term, { filters }) {
      calls.push({ term, filters });
      return {
        results: fragments.map((f) => ({ id: f.url, data: async () => f })),
        filters: { docusaurus_tag: { default: 1, 'docs-default-current': 3 } },
      };
    },
  };
  return { api, calls };
}

const clientWith = (api: PagefindApi | (() => Promise<PagefindApi>)) =>
  createLocalSearchClient({
    load: typeof api === 'function' ? api : async () => api,
    origin: () => 'http://127.0.0.1:3000',
    now: () => 0,
  });

test('a DocSearch request gets results in the shape DocSearch reads, with the query echoed exactly', async () => {
  const { api, calls } = fakePagefind();
  const { results } = await clientWith(api).search({
    requests: [{ ...DOCSEARCH_REQUEST.requests[0]!, query: '  Router ' }],
  });
  assert.equal(results.length, 1);
  const [result] = results;
  assert.equal(result!.query, '  Router ');
  assert.equal(result!.index, 'local');
  assert.equal(result!.nbHits, 4);
  assert.equal(result!.hitsPerPage, 20);
  assert.equal(result!.page, 0);
  assert.equal(result!.nbPages, 1);
  assert.equal(typeof result!.processingTimeMS, 'number');
  assert.deepEqual(calls, [
    {
      term: '  Router ',
      filters: { language: { any: ['en'] }, docusaurus_tag: { any: ['default', 'docs-default-current'] } },
    },
  ]);
  const [page, merging, nesting] = result!.hits;
  assert.deepEqual(page, {
    objectID: '/docs/server/routers',
    url: 'http://127.0.0.1:3000/docs/server/routers',
    type: 'lvl1',
    hierarchy: { lvl0: 'Server', lvl1: 'Routers', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: 'A router is a named collection of procedures and other routers, and more words follow here to be cut.',
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Server', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: '<mark>Routers</mark>', matchLevel: 'full', matchedWords: ['router'], fullyHighlighted: true },
      },
      content: {
        value:
          'A <mark>router</mark> is a named collection of procedures and other <mark>routers</mark>, and more words follow here to be cut.',
        matchLevel: 'full',
        matchedWords: ['router'],
        fullyHighlighted: false,
      },
    },
    _snippetResult: {
      hierarchy: {
        lvl0: { value: 'Server', matchLevel: 'none' },
        lvl1: { value: '<mark>Routers</mark>', matchLevel: 'full' },
      },
      content: { value: 'A <mark>router</mark> is a named collection of procedures and other…', matchLevel: 'full' },
    },
  });
  // A section whose heading lacks the word is a content hit; one whose heading has it keeps its level.
  assert.equal(merging!.type, 'content');
  assert.equal(merging!.url, 'http://127.0.0.1:3000/docs/server/routers#merging');
  assert.equal(merging!.hierarchy.lvl2, 'Merging');
  assert.equal(nesting!.type, 'lvl2');
  assert.equal(nesting!._highlightResult.hierarchy.lvl2!.value, 'Nesting <mark>routers</mark>');
});

test('everything in a hit is HTML-escaped except the highlight tags', async () => {
  const { api } = fakePagefind();
  const { results } = await clientWith(api).search(DOCSEARCH_REQUEST);
  const evil = results[0]!.hits[3]!;
  assert.equal(evil.type, 'lvl3');
  assert.equal(evil._highlightResult.hierarchy.lvl3!.value, '<mark>router</mark> &lt;img src=x onerror=alert(1)&gt;');
  assert.equal(evil._highlightResult.hierarchy.lvl1!.value, 'Evil &lt;b&gt;<mark>router</mark>&lt;/b&gt;');
  assert.equal(
    evil._snippetResult.content!.value,
    '&lt;script&gt;alert(&quot;<mark>router</mark>&quot;)&lt;/script&gt; &amp; more',
  );
  const markup = JSON.stringify([evil._highlightResult, evil._snippetResult]).replace(/<\/?mark>/g, '');
  assert.doesNotMatch(markup, /[<>]/);
});

test('algoliasearch-helper requests (the /search page) get hits, pages and facet counts', async () => {
  const { api, calls } = fakePagefind();
  const { results } = await clientWith(api).search(HELPER_REQUESTS);
  assert.equal(results.length, 2);
  assert.equal(results[0]!.hits.length, 4);
  assert.equal(results[0]!.hitsPerPage, 15);
  assert.deepEqual(results[0]!.facets, {
    docusaurus_tag: { default: 1, 'docs-default-current': 3 },
    language: {},
  });
  assert.equal(results[1]!.hits.length, 0);
  assert.equal(results[1]!.nbPages, 0);
  assert.deepEqual(calls[1]!.filters, { language: { any: ['en'] } });
  // The default highlight tags of Algolia when the request names none.
  assert.match(results[0]!.hits[0]!._highlightResult.hierarchy.lvl1!.value, /^<em>Routers<\/em>$/);
});

test('the real algoliasearch-helper, as the /search page drives it, renders hits from this client', async () => {
  const { api } = fakePagefind();
  const helper = algoliaSearchHelper(clientWith(api) as never, 'local', {
    hitsPerPage: 15,
    advancedSyntax: true,
    disjunctiveFacets: ['language', 'docusaurus_tag'],
  });
  type Hit = { url: string; _snippetResult?: { content?: { value: string } } };
  const result = new Promise<{ query: string; nbHits: number; nbPages: number; urls: string[]; snippets: string[] }>(
    (resolve, reject) => {
      helper.on('result', ({ results }) =>
        resolve({
          query: results.query,
          nbHits: results.nbHits,
          nbPages: results.nbPages,
          urls: results.hits.map((hit: Hit) => hit.url),
          snippets: results.hits.map((hit: Hit) => hit._snippetResult?.content?.value ?? ''),
        }),
      );
      helper.on('error', ({ error }) => reject(error));
    },
  );
  helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
  helper.addDisjunctiveFacetRefinement('language', 'en');
  helper.setQuery('router').setPage(0).search();
  const { query, nbHits, nbPages, urls, snippets } = await result;
  // The page appends "..." to each snippet itself: a cut snippet must not bring its own.
  assert.ok(
    snippets.some((text) => text.endsWith('procedures and other')),
    snippets.join(' | '),
  );
  assert.ok(
    snippets.every((text) => !/(…|\.\.\.)$/.test(text)),
    snippets.join(' | '),
  );
  assert.equal(query, 'router');
  assert.equal(nbHits, 4);
  assert.equal(nbPages, 1);
  assert.equal(urls[0], 'http://127.0.0.1:3000/docs/server/routers');
});

test('paging slices the results and loads only the fragments of that page', async () => {
  const loaded: string[] = [];
  const api: PagefindApi = {
    async search() {
      return {
        results: FRAGMENTS.map((f) => ({
          id: f.url,
          data: async () => {
            loaded.push(f.url);
            return f;
          },
        })),
      };
    },
  };
  const { results } = await clientWith(api).search([
    { indexName: 'local', params: { query: 'router', hitsPerPage: 3, page: 1 } },
  ]);
  assert.equal(results[0]!.nbPages, 2);
  assert.equal(results[0]!.page, 1);
  assert.deepEqual(loaded, ['/docs/typedoc/server/xss#evil']);
});

test('an empty query answers with no hits and does not load the index', async () => {
  let loads = 0;
  const client = clientWith(async () => {
    loads += 1;
    return fakePagefind().api;
  });
  const { results } = await client.search({ requests: [{ indexName: 'local', query: '  ' }] });
  assert.equal(results[0]!.nbHits, 0);
  assert.equal(results[0]!.query, '  ');
  assert.equal(loads, 0);
});

test('an index that cannot be loaded is a RetryError (DocSearch shows its error screen), and is retried', async () => {
  let attempts = 0;
  const client = clientWith(async () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return fakePagefind().api;
  });
  await assert.rejects(client.search(DOCSEARCH_REQUEST), { name: 'RetryError' });
  const { results } = await client.search(DOCSEARCH_REQUEST);
  assert.equal(results[0]!.nbHits, 4);
  assert.equal(attempts, 2);
});

test('a fragment that cannot be loaded is a RetryError too', async () => {
  const api: PagefindApi = {
    async search() {
      return { results: [{ id: 'x', data: () => Promise.reject(new Error('404')) }] };
    },
  };
  await assert.rejects(clientWith(api).search(DOCSEARCH_REQUEST), { name: 'RetryError' });
});

test('preload starts loading the index once; searches reuse it', async () => {
  let loads = 0;
  const client = clientWith(async () => {
    loads += 1;
    return fakePagefind().api;
  });
  client.preload();
  client.preload();
  await client.search(DOCSEARCH_REQUEST);
  assert.equal(loads, 1);
});

test('in the dev server every search answers with one hit saying how to get an index', async () => {
  let loads = 0;
  const client = createLocalSearchClient({
    load: async () => {
      loads += 1;
      return fakePagefind().api;
    },
    origin: () => 'http://localhost:3000',
    notice: { title: 'No search index in the dev server', text: 'Run npm run build && npm run serve.', url: '/' },
  });
  client.preload();
  const { results } = await client.search(DOCSEARCH_REQUEST);
  assert.equal(results[0]!.nbHits, 1);
  assert.equal(results[0]!.hits[0]!.hierarchy.lvl0, 'No search index in the dev server');
  assert.equal(
    results[0]!.hits[0]!._highlightResult.hierarchy.lvl1!.value,
    'Run npm run build &amp;&amp; npm run serve.',
  );
  assert.equal(loads, 0);
});

test('facetFilters: AND of entries, OR inside an array, values of one attribute intersected', () => {
  assert.deepEqual(toPagefindFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-10.x']]), {
    language: { any: ['en'] },
    docusaurus_tag: { any: ['default', 'docs-default-10.x'] },
  });
  assert.deepEqual(toPagefindFilters([['docusaurus_tag:a', 'docusaurus_tag:b'], 'docusaurus_tag:b']), {
    docusaurus_tag: { any: ['b'] },
  });
  assert.deepEqual(toPagefindFilters('language:en'), { language: { any: ['en'] } });
  assert.deepEqual(toPagefindFilters(undefined), {});
  assert.deepEqual(toPagefindFilters(['language:-en', ['a:1', 'b:2']]), {});
});

test('params sent as a query string (older clients) are read too', async () => {
  const { api, calls } = fakePagefind();
  const { results } = await clientWith(api).search([
    { indexName: 'local', params: 'query=router&hitsPerPage=2&facetFilters=%5B%22language%3Aen%22%5D' },
  ]);
  assert.equal(results[0]!.hits.length, 2);
  assert.deepEqual(calls[0]!.filters, { language: { any: ['en'] } });
});

test('highlight marks whole words starting with a query word; snippet keeps the words around the first', () => {
  const tags = { pre: '<mark>', post: '</mark>' };
  assert.equal(
    highlight('createTRPCRouter and router()', ['router'], tags).value,
    'createTRPCRouter and <mark>router</mark>()',
  );
  assert.equal(highlight('no match', ['router'], tags).matchLevel, 'none');
  assert.equal(highlight('Routers merge', ['router', 'merge', 'zod'], tags).matchLevel, 'partial');
  const text = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ') + ' router ' + 'tail '.repeat(20);
  assert.equal(snippet(text, ['router'], 5, tags, '…').value, '…w29 <mark>router</mark> tail tail tail…');
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});
