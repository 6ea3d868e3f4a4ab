import assert from 'node:assert/strict';
import { test } from 'node:test';
import algoliaSearchHelper from 'algoliasearch-helper';
import type { IndexRecord, IndexShard } from '../client/engine';
import { decodeShard } from '../client/shard';
import {
  allowedFacetValues,
  createLocalSearchClient,
  escapeHtml,
  highlight,
  snippet,
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

const record = (url: string, fields: Partial<IndexRecord> & Pick<IndexRecord, 'lvl0' | 'lvl1'>): IndexRecord => ({
  url,
  type: 'lvl1',
  lvl2: null,
  lvl3: null,
  text: '',
  code: '',
  defines: '',
  pointers: '',
  keywords: '',
  quotes: '',
  reference: url.startsWith('/docs/typedoc'),
  ...fields,
});
const SHARDS: Record<string, IndexShard> = {
  'docs-default-current': {
    tag: 'docs-default-current',
    records: [
      record('/docs/server/routers', {
        lvl0: 'Server',
        lvl1: 'Routers',
        text: 'A router is a named collection of procedures and other routers, and more words follow here to be cut.',
      }),
      record('/docs/server/merging#merging', {
        type: 'lvl2',
        lvl0: 'Server',
        lvl1: 'Merging',
        lvl2: 'Merging',
        text: 'Combine a router with t.mergeRouters.',
      }),
      record('/docs/server/routers#nesting-routers', {
        type: 'lvl2',
        lvl0: 'Server',
        lvl1: 'Routers',
        lvl2: 'Nesting routers',
        text: 'Nest them.',
      }),
      record('/docs/typedoc/server/xss#evil', {
        type: 'lvl3',
        lvl0: 'API Reference',
        lvl1: 'Evil <b>router</b>',
        lvl2: 'Parent',
        lvl3: 'router <img src=x onerror=alert(1)>',
        text: '<script>alert("router")</script> & more',
      }),
    ],
  },
  default: {
    tag: 'default',
    records: [
      record('/blog/routers-in-practice', { lvl0: 'Blog', lvl1: 'Routers in practice', text: 'How we split ours.' }),
    ],
  },
  'docs-default-10.x': {
    tag: 'docs-default-10.x',
    records: [record('/docs/v10/server/routers', { lvl0: 'Server', lvl1: 'Routers', text: 'A 10.x router.' })],
  },
};

/** A shard loader over SHARDS that records which tags it was asked for. */
function fakeShards() {
  const loaded: string[] = [];
  const load = async (tag: string) => {
    loaded.push(tag);
    const shard = SHARDS[tag];
    if (!shard) throw new Error(`404 for ${tag}.json`);
    return shard;
  };
  return { load, loaded };
}

const clientWith = (load: (tag: string) => Promise<IndexShard>) =>
  createLocalSearchClient({ load, origin: () => 'http://127.0.0.1:3000', now: () => 0 });

test('a DocSearch request gets results in the shape DocSearch reads, with the query echoed exactly', async () => {
  const { load, loaded } = fakeShards();
  const { results } = await clientWith(load).search({
    requests: [{ ...DOCSEARCH_REQUEST.requests[0]!, query: '  Router ' }],
  });
  assert.equal(results.length, 1);
  const [result] = results;
  assert.equal(result!.query, '  Router ');
  assert.equal(result!.index, 'local');
  // Every match of the two shards the filters name (the 10.x shard is not loaded), guides first.
  assert.equal(result!.nbHits, 5);
  assert.equal(result!.hitsPerPage, 20);
  assert.equal(result!.page, 0);
  assert.equal(result!.nbPages, 1);
  assert.equal(typeof result!.processingTimeMS, 'number');
  assert.deepEqual(loaded.sort(), ['default', 'docs-default-current']);
  const [page, nesting, blog, merging] = result!.hits;
  // A post whose title holds the query ranks as a docs page would: after the page named by it, before a mention.
  assert.equal(blog!.objectID, '/blog/routers-in-practice');
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
  assert.equal(merging!.url, 'http://127.0.0.1:3000/docs/server/merging#merging');
  assert.equal(merging!.hierarchy.lvl2, 'Merging');
  assert.equal(nesting!.type, 'lvl2');
  assert.equal(nesting!._highlightResult.hierarchy.lvl2!.value, 'Nesting <mark>routers</mark>');
});

test('everything in a hit is HTML-escaped except the highlight tags', async () => {
  const { results } = await clientWith(fakeShards().load).search(DOCSEARCH_REQUEST);
  const evil = results[0]!.hits.find((hit) => hit.objectID === '/docs/typedoc/server/xss#evil')!;
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
  const { results } = await clientWith(fakeShards().load).search(HELPER_REQUESTS);
  assert.equal(results.length, 2);
  assert.equal(results[0]!.hits.length, 5);
  assert.equal(results[0]!.hitsPerPage, 15);
  assert.deepEqual(results[0]!.facets, {
    docusaurus_tag: { default: 1, 'docs-default-current': 4 },
    language: {},
  });
  // The facet request names no version: it counts the current version's and the blog's hits.
  assert.equal(results[1]!.hits.length, 0);
  assert.equal(results[1]!.nbPages, 0);
  assert.deepEqual(results[1]!.facets, { docusaurus_tag: { default: 1, 'docs-default-current': 4 } });
  // The default highlight tags of Algolia when the request names none.
  assert.match(results[0]!.hits[0]!._highlightResult.hierarchy.lvl1!.value, /^<em>Routers<\/em>$/);
});

test('the real algoliasearch-helper, as the /search page drives it, renders hits from this client', async () => {
  const helper = algoliaSearchHelper(clientWith(fakeShards().load) as never, 'local', {
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
  helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
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
  assert.equal(nbHits, 5);
  assert.equal(nbPages, 1);
  assert.equal(urls[0], 'http://127.0.0.1:3000/docs/server/routers');
});

test('paging slices the ranked results; nbHits and nbPages count them all', async () => {
  const { results } = await clientWith(fakeShards().load).search([
    { indexName: 'local', params: { query: 'router', hitsPerPage: 3, page: 1 } },
  ]);
  assert.equal(results[0]!.nbHits, 5);
  assert.equal(results[0]!.nbPages, 2);
  assert.equal(results[0]!.page, 1);
  assert.deepEqual(
    results[0]!.hits.map((hit) => hit.objectID),
    ['/docs/server/merging#merging', '/docs/typedoc/server/xss#evil'],
  );
});

test('a 10.x page searches the 10.x docs and the blog, never another version', async () => {
  const { load, loaded } = fakeShards();
  const { results } = await clientWith(load).search({
    requests: [
      {
        indexName: 'local',
        query: 'router',
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-10.x']],
      },
    ],
  });
  assert.deepEqual(
    results[0]!.hits.map((hit) => hit.objectID),
    ['/docs/v10/server/routers', '/blog/routers-in-practice'],
  );
  assert.deepEqual(loaded.sort(), ['default', 'docs-default-10.x']);
});

test('an empty query answers with no hits and does not load the index', async () => {
  let loads = 0;
  const client = clientWith(async (tag) => {
    loads += 1;
    return fakeShards().load(tag);
  });
  const { results } = await client.search({ requests: [{ indexName: 'local', query: '  ' }] });
  assert.equal(results[0]!.nbHits, 0);
  assert.equal(results[0]!.query, '  ');
  assert.equal(loads, 0);
});

test('an index that cannot be loaded is a RetryError (DocSearch shows its error screen), and is retried', async () => {
  let attempts = 0;
  const client = clientWith(async (tag) => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch');
    return fakeShards().load(tag);
  });
  await assert.rejects(client.search(DOCSEARCH_REQUEST), { name: 'RetryError' });
  const { results } = await client.search(DOCSEARCH_REQUEST);
  assert.equal(results[0]!.nbHits, 5);
});

test('a shard that is not an index is a RetryError too', async () => {
  const client = clientWith(async () => decodeShard({ format: 0 }));
  await assert.rejects(client.search(DOCSEARCH_REQUEST), { name: 'RetryError', message: /not an index shard/ });
});

test('preload starts loading the index once; searches reuse it', async () => {
  let loads = 0;
  const client = clientWith(async (tag) => {
    loads += 1;
    return fakeShards().load(tag);
  });
  client.preload();
  client.preload();
  await client.search(DOCSEARCH_REQUEST);
  assert.equal(loads, 2); // the blog's shard and the current version's, once each
});

test("preload reads the shards a search with the same facetFilters reads: a 10.x page's, not the current docs'", async () => {
  const loaded: string[] = [];
  const client = clientWith(async (tag) => {
    loaded.push(tag);
    return fakeShards().load(tag);
  });
  const facetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-10.x']];
  client.preload(facetFilters);
  await client.search({ requests: [{ indexName: 'trpc', query: 'router', facetFilters }] });
  assert.deepEqual(loaded.sort(), ['default', 'docs-default-10.x']);
});

test('searches typed while the index loads: the newest is answered first, the older ones empty after it', async () => {
  let release: () => void = () => {};
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const client = clientWith(async (tag) => {
    await loaded;
    return fakeShards().load(tag);
  });
  const order: string[] = [];
  const typed = ['r', 'ro', 'rou', 'router'].map((query) =>
    client.search({ requests: [{ indexName: 'local', query }] }).then(({ results }) => {
      order.push(query);
      return results[0]!;
    }),
  );
  release();
  const [r, ro, rou, router] = await Promise.all(typed);
  assert.equal(order[0], 'router', `answered in the order ${order.join(', ')}`);
  assert.ok(router!.nbHits > 0);
  assert.deepEqual([r!.nbHits, ro!.nbHits, rou!.nbHits], [0, 0, 0]);
  // Once the index is in, each search is answered as it comes.
  const again = await client.search({ requests: [{ indexName: 'local', query: 'rou' }] });
  assert.ok(again.results[0]!.nbHits > 0);
});

test('in the dev server every search answers with one hit saying how to get an index', async () => {
  let loads = 0;
  const client = createLocalSearchClient({
    load: async (tag) => {
      loads += 1;
      return fakeShards().load(tag);
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
  const plain = (filters: unknown) =>
    Object.fromEntries([...allowedFacetValues(filters)].map(([attribute, values]) => [attribute, [...values]]));
  assert.deepEqual(plain(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-10.x']]), {
    language: ['en'],
    docusaurus_tag: ['default', 'docs-default-10.x'],
  });
  assert.deepEqual(plain([['docusaurus_tag:a', 'docusaurus_tag:b'], 'docusaurus_tag:b']), { docusaurus_tag: ['b'] });
  assert.deepEqual(plain('language:en'), { language: ['en'] });
  assert.deepEqual(plain(undefined), {});
  assert.deepEqual(plain(['language:-en', ['a:1', 'b:2']]), {});
});

test('params sent as a query string (older clients) are read too', async () => {
  const { results } = await clientWith(fakeShards().load).search([
    { indexName: 'local', params: 'query=router&hitsPerPage=2&facetFilters=%5B%22language%3Aen%22%5D' },
  ]);
  assert.equal(results[0]!.hits.length, 2);
  assert.equal(results[0]!.nbHits, 5);
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
  // The first match inside punctuation, after runs of spaces, and a longer form of a term that another term starts.
  const spaced = `  ${Array.from({ length: 12 }, (_, i) => `w${i}`).join('  ')} ("routers"), tail tail tail tail`;
  assert.equal(
    snippet(spaced, ['routers', 'router'], 4, tags, '…').value,
    '…w11 (&quot;<mark>routers</mark>&quot;), tail tail…',
  );
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});
