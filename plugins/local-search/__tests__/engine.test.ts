import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  createEngine,
  HITS_PER_PAGE,
  indexTerms,
  queryWords,
  slugWords,
  stem,
  withinOneEdit,
  type IndexRecord,
} from '../client/engine';

const page = (url: string, lvl1: string, fields: Partial<IndexRecord> = {}): IndexRecord => ({
  url,
  type: 'lvl1',
  lvl0: 'Docs',
  lvl1,
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
const search = (records: IndexRecord[], query: string) =>
  createEngine([{ tag: 'docs-default-current', records }])
    .search(query)
    .map((hit) => hit.record.url);

test('query words: lowercased, deduplicated, stop words dropped unless nothing else is left', () => {
  assert.deepEqual(queryWords('How to add a Middleware middleware'), ['add', 'middleware']);
  assert.deepEqual(queryWords('how to'), ['how', 'to']);
  assert.deepEqual(queryWords('<b>😀 (.*)'), ['b']);
});

test('indexed terms: words, stems, identifier parts, and joined pairs in headings', () => {
  assert.deepEqual(indexTerms('httpBatchLink', 'text'), ['httpbatchlink', 'http', 'batch', 'link']);
  assert.ok(indexTerms('Set up Next.js', 'title').includes('setup'));
  assert.ok(indexTerms('Set up Next.js', 'title').includes('nextjs'));
  assert.ok(!indexTerms('Set up', 'text').includes('setup'));
  // Not after a stop word: a page titled "What people build with tRPC" is not about withTRPC.
  assert.ok(!indexTerms('What people build with tRPC', 'title').includes('withtrpc'));
  assert.ok(indexTerms('Wrap the app with withTRPC', 'h2').includes('withtrpc'));
  assert.equal(stem('disabling'), stem('disable'));
  assert.equal(stem('queries'), stem('query'));
  assert.equal(stem('middlewares'), stem('middleware'));
  assert.equal(slugWords('/docs/migrate-from-v10-to-v11#x'), 'migrate from v10 to v11');
});

test('one typo: an edit or a swap of two letters', () => {
  assert.ok(withinOneEdit('midleware', 'middleware'));
  assert.ok(withinOneEdit('valdiators', 'validators'));
  assert.ok(withinOneEdit('contxt', 'context'));
  assert.ok(!withinOneEdit('router', 'routes!!'));
});

test('a whole-word title match beats a prefix and an identifier part; guides beat the API reference', () => {
  const records = [
    page('/docs/client/react/useQueries', 'useQueries()', { text: 'Like useQuery, for many.' }),
    page('/docs/typedoc/server/functions/standaloneMiddleware', 'standaloneMiddleware()'),
    page('/docs/client/react/useQuery', 'useQuery()'),
    page('/docs/server/middlewares', 'Middlewares'),
  ];
  assert.deepEqual(search(records, 'useQuery')[0], '/docs/client/react/useQuery');
  assert.deepEqual(search(records, 'middleware')[0], '/docs/server/middlewares');
  assert.deepEqual(search(records, 'midleware')[0], '/docs/server/middlewares');
});

test('a page comes before its own sections; more query words matched comes first', () => {
  const records = [
    page('/docs/context#a', 'Context', { type: 'lvl2', lvl2: 'Creating a context' }),
    page('/docs/context', 'Context'),
    page('/docs/other', 'Other', { text: 'context and inner context' }),
    page('/docs/inner', 'Inner context'),
  ];
  const hits = search(records, 'context');
  assert.equal(hits[0], '/docs/context');
  assert.ok(hits.indexOf('/docs/context#a') < hits.indexOf('/docs/other'), hits.join(' '));
  assert.equal(search(records, 'inner context')[0], '/docs/inner');
});

test('a query that is exactly a symbol puts its reference page first, unless a guide has that name', () => {
  const records = [
    page('/docs/server/error-handling', 'Error handling', { text: 'Throw a TRPCError.' }),
    page('/docs/typedoc/server/classes/TRPCError', 'TRPCError'),
    page('/docs/client/links/httpLink', 'httpLink'),
    page('/docs/typedoc/client/functions/httpLink', 'httpLink()'),
  ];
  assert.equal(search(records, 'TRPCError')[0], '/docs/typedoc/server/classes/TRPCError');
  assert.equal(search(records, 'trpcerror')[0], '/docs/server/error-handling');
  assert.deepEqual(search(records, 'httpLink').slice(0, 2), [
    '/docs/client/links/httpLink',
    '/docs/typedoc/client/functions/httpLink',
  ]);
});

test("a page's keywords find it in a reader's words, and one that is the query names the page", () => {
  const transformers = page('/docs/server/data-transformers', 'Data Transformers', {
    text: 'superjson keeps a Date a Date on the way to the client.',
    keywords: 'Date turns into a string\nserialize Map and Set',
  });
  const transformersSection = page('/docs/server/data-transformers#setup', 'Data Transformers', {
    type: 'lvl2',
    lvl2: 'Setup with superjson',
    text: 'Pass the transformer to initTRPC and to the link; a Date stays a Date.',
  });
  const ssr = page('/docs/client/nextjs/ssr', 'Server-Side Rendering', {
    text: 'Every page turns dynamic: a string of HTML is rendered per request.',
  });
  const records = [ssr, transformers, transformersSection];
  assert.equal(search(records, 'date turns into string')[0]!.split('#')[0], transformers.url);
  assert.equal(search(records, 'serialize map')[0], transformers.url);
  // A keyword that is the query names the page: it beats a heading with the same words.
  const faq = page('/docs/faq#dates', 'FAQ', { type: 'lvl2', lvl2: 'Why does a Date turn into a string?' });
  assert.equal(search([faq, ...records], 'date turns into a string')[0]!.split('#')[0], transformers.url);
  assert.equal(
    search([faq, { ...transformers, keywords: '' }, transformersSection], 'date turns into a string')[0],
    faq.url,
  );
  // A keyword is the page's, not its opening's: the section that matches in its own words is shown first.
  assert.deepEqual(search(records, 'date superjson').slice(0, 2), [transformersSection.url, transformers.url]);
  // Without keywords, the words are matched where they stand.
  assert.equal(search([ssr, { ...transformers, keywords: '' }], 'date turns into string')[0], ssr.url);
});

test('a deprecated symbol does not put its reference page first: the guide that replaces it does', () => {
  const records = [
    page('/docs/server/context', 'Context', {
      text: 'inferAsyncReturnType is deprecated: use Awaited and ReturnType.',
    }),
    page('/docs/typedoc/server/type-aliases/inferAsyncReturnType', 'inferAsyncReturnType'),
    page('/docs/typedoc/server/type-aliases/inferAsyncReturnType#deprecated', 'inferAsyncReturnType', {
      type: 'lvl2',
      lvl2: 'Deprecated',
      text: 'Use Awaited<ReturnType<typeof myFunction>> instead',
    }),
  ];
  assert.deepEqual(search(records, 'inferAsyncReturnType').slice(0, 2), [
    '/docs/server/context',
    '/docs/typedoc/server/type-aliases/inferAsyncReturnType',
  ]);
  // Without the note, the same symbol's reference page comes first.
  assert.equal(
    search(records.slice(0, 2), 'inferAsyncReturnType')[0],
    '/docs/typedoc/server/type-aliases/inferAsyncReturnType',
  );
});

test('queries of any text return hits or none, never an error', () => {
  const records = [page('/docs/a', 'Routers', { text: 'Ünïcode テキスト and emoji 🚀 text' })];
  for (const query of ['(.*)[', '<script>alert(1)</script>', '🚀', 'テキスト', 'a'.repeat(64), '\\', '$^']) {
    assert.doesNotThrow(() => search(records, query), query);
  }
  assert.deepEqual(search(records, 'テキスト'), ['/docs/a']);
});

test('a docs page comes before a blog post that matches as well, unless the post has every query word in its title', () => {
  const searchBoth = (docs: IndexRecord[], blog: IndexRecord[], query: string) =>
    createEngine([
      { tag: 'default', records: blog },
      { tag: 'docs-default-current', records: docs },
    ])
      .search(query)
      .map((hit) => hit.record.url);
  const guide = page('/docs/server/server-side-calls', 'Server-Side Calls', {
    type: 'lvl2',
    lvl2: 'Calling procedures from tests',
  });
  const post = page('/blog/announcing-trpc-10', 'Announcing tRPC 10: procedures as values', {
    lvl0: 'Blog',
    text: 'Each test of the type checker took longer.',
  });
  assert.deepEqual(searchBoth([guide], [post], 'test procedures'), [guide.url, post.url]);
  const actions = page('/blog/trpc-actions', 'tRPC procedures as Next.js Server Actions', { lvl0: 'Blog' });
  const mentions = page('/docs/server/introduction', 'Server overview', { text: 'Server actions call procedures.' });
  assert.deepEqual(searchBoth([mentions], [actions], 'server actions'), [actions.url, mentions.url]);
});

test('a migration guide, which names every API it changes, comes after the page about one, unless its title is asked', () => {
  const guide = page('/docs/migrate-from-v10-to-v11', 'Migrate from v10 to v11', {
    text: 'useContext becomes useUtils: rename every call of the hook.',
  });
  const hook = page('/docs/client/react/useUtils', 'useUtils', { text: 'Query helpers; it replaced useContext.' });
  // "renamed" is a commoner word than the hook's name, as on the site.
  const notes = Array.from({ length: 4 }, (_, i) =>
    page(`/docs/notes/${i}`, `Notes ${i}`, { text: 'Renamed options.' }),
  );
  const order = (records: IndexRecord[]) =>
    search([...records, ...notes], 'useContext renamed').filter((url) => !url.startsWith('/docs/notes/'));
  assert.deepEqual(order([guide, hook]), [hook.url, guide.url]);
  // The same guide under another path is a page like any other: its closer match comes first.
  const notAGuide = { ...guide, url: '/docs/renames' };
  assert.deepEqual(order([notAGuide, hook]), [notAGuide.url, hook.url]);
  assert.deepEqual(search([guide, hook], 'migrate v11'), [guide.url]);
});

test('a query of four typed words or more that a page holds as a phrase, a pasted message, finds that page first', () => {
  const section = (url: string, lvl1: string, lvl2: string, text: string): IndexRecord => ({
    ...page(url, lvl1),
    type: 'lvl2',
    lvl2,
    text,
  });
  const websockets = section(
    '/docs/websockets#node',
    'WebSockets',
    'WebSocket not defined in Node',
    'Pass a ws class.',
  );
  const wsLink = section(
    '/docs/wslink#node',
    'wsLink',
    'In Node.js',
    'Without one, createWSClient throws ReferenceError: WebSocket is not defined.',
  );
  const records = [websockets, wsLink];
  assert.equal(search(records, 'WebSocket is not defined')[0], wsLink.url);
  // Three typed words are a topic, not a message: the page whose heading holds them comes first.
  assert.equal(search(records, 'websocket not defined')[0], websockets.url);
  // The words out of order are no phrase.
  assert.equal(search(records, 'defined is not WebSocket')[0], websockets.url);
});

test('a pasted message finds the section that quotes it first, whatever its prefix and values, its text or not', () => {
  const errors = page('/docs/errors', 'No procedure on path errors', {
    keywords: 'no procedure on path',
    text: 'No procedure on path: every error a procedure path gives.',
  });
  const rpc: IndexRecord = {
    ...page('/docs/rpc#paths', 'HTTP RPC'),
    type: 'lvl2',
    lvl2: 'Paths',
    text: 'A path names a procedure.',
    quotes: 'import type\nNo "…"-procedure on path "…"',
  };
  const records = [errors, rpc];
  assert.equal(search(records, 'TRPCClientError: No "query"-procedure on path "post.byId"')[0], rpc.url);
  assert.equal(search(records, 'no procedure on path')[0], rpc.url, 'the message without its values');
  assert.equal(search(records, 'procedure path errors')[0], errors.url, 'no message: the page its words name');
});

test('a page whose title is the query comes before pages whose longer titles contain it', () => {
  const records = [
    page('/docs/client/nextjs/setup', 'Set up tRPC with the Next.js Pages Router', { text: 'Create the router.' }),
    page('/docs/server/routers', 'Routers'),
    page('/docs/server/routers-faq', 'Router questions', { text: 'Routers, routers and routers.' }),
  ];
  assert.equal(search(records, 'router')[0], '/docs/server/routers');
  assert.equal(search(records, 'routers')[0], '/docs/server/routers');
});

test('an identifier names the page titled with its parts, all but perhaps its leading verb', () => {
  const records = [
    page('/docs/ssg', 'Static Site Generation', {
      text: 'createServerSideHelpers prefetches in getStaticProps. Call createServerSideHelpers per page.',
      code: 'createServerSideHelpers',
    }),
    page('/docs/server-side-helpers', 'Server-Side Helpers', { text: 'Call createServerSideHelpers once.' }),
    page('/docs/react-queries', 'React Queries', { code: 'createReactQueryHooks' }),
    page('/docs/react', 'React', { text: 'Call createReactQueryHooks to create the hooks.' }),
  ];
  assert.equal(search(records, 'createServerSideHelpers')[0], '/docs/server-side-helpers');
  // "React Queries" leaves out "Hooks": it is not the page of createReactQueryHooks.
  assert.equal(search(records, 'createReactQueryHooks')[0], '/docs/react');

  const more = [
    page('/docs/metadata', 'Metadata', { text: 'Merge routers made by createRouter. createRouter takes meta.' }),
    page('/docs/router', 'Routers', { text: 'Define procedures on createRouter.' }),
    page('/docs/rpc', 'RPC', { text: 'unstable_httpBatchStreamLink streams. unstable_httpBatchStreamLink.' }),
    page('/docs/links/httpBatchStreamLink', 'httpBatchStreamLink', { text: 'unstable_httpBatchStreamLink' }),
    page('/docs/client', 'Client', { code: 'createTRPCClient' }),
    page('/docs/vanilla', 'Vanilla setup', { text: 'Call createTRPCClient. createTRPCClient takes links.' }),
  ];
  assert.equal(search(more, 'createRouter')[0], '/docs/router');
  assert.equal(search(more, 'unstable_httpBatchStreamLink')[0], '/docs/links/httpBatchStreamLink');
  // "Client" is one of createTRPCClient's parts, not all but its verb: the page that explains it comes first.
  assert.equal(search(more, 'createTRPCClient')[0], '/docs/vanilla');
});

test('a rare query word outweighs common ones: the page with "invalidate" beats one with "all queries" in headings', () => {
  const common = Array.from({ length: 30 }, (_, i) =>
    page(`/docs/filler/${i}`, `Filler ${i}`, { text: 'All queries run here.' }),
  );
  const records = [
    ...common,
    page('/docs/abort#all', 'Aborting calls', { type: 'lvl2', lvl2: 'Enable it for all queries' }),
    page('/docs/client/react/useUtils', 'useUtils', { text: 'Invalidate queries after a mutation.' }),
  ];
  assert.equal(search(records, 'invalidate all queries')[0], '/docs/client/react/useUtils');
});

test('a page with one common query word in its title does not outweigh a page with the distinctive word too', () => {
  const common = Array.from({ length: 6 }, (_, i) =>
    page(`/docs/options/${i}`, `Options ${i}`, { text: 'This option is deprecated.' }),
  );
  const records = [
    ...common,
    page('/docs/deprecated-apis', 'Deprecated APIs', { text: 'Names that still work but will go.' }),
    page('/docs/client#renamed', 'Vanilla client', {
      type: 'lvl2',
      lvl2: 'Renamed names',
      text: 'createFooClient still works, as a deprecated alias of createBarClient.',
    }),
  ];
  assert.equal(search(records, 'createFooClient deprecated')[0], '/docs/client#renamed');
  // The title still counts when its word is the query's distinctive part, or the page holds more of the query.
  assert.equal(search(records, 'deprecated')[0], '/docs/deprecated-apis');
  assert.equal(
    search([...records, page('/docs/foo', 'createFooClient', {})], 'createFooClient deprecated')[0],
    '/docs/foo',
  );
});

test('an options table that defines a name beats prose that mentions it; a Related list ranks below both', () => {
  const records = [
    page('/docs/related', 'Batching', { type: 'lvl2', lvl2: 'Related', pointers: 'Adapters: maxBatchSize and more.' }),
    page('/docs/rpc', 'HTTP RPC', { text: 'A server may set maxBatchSize to cap a batch, see Adapters.' }),
    page('/docs/server/adapters', 'Adapters', { type: 'lvl2', lvl2: 'Options', defines: 'maxBatchSize\nmaxBodySize' }),
  ];
  assert.deepEqual(search(records, 'maxBatchSize'), ['/docs/server/adapters', '/docs/rpc', '/docs/related']);
});

test('a name that a page shows only in its code finds that page', () => {
  const records = [page('/docs/server/adapters/fetch', 'Fetch adapter', { code: 'fetchRequestHandler createContext' })];
  assert.deepEqual(search(records, 'fetchRequestHandler'), ['/docs/server/adapters/fetch']);
  assert.deepEqual(search(records, 'request handler'), [], 'code is matched by whole identifiers, not their parts');
});

test(`a page shows its ${HITS_PER_PAGE} best hits, so other pages reach the first rows`, () => {
  const records = [
    page('/docs/subscriptions', 'Subscriptions', { text: 'Subscriptions over SSE.' }),
    ...['a', 'b', 'c', 'd'].map((id) =>
      page(`/docs/subscriptions#${id}`, 'Subscriptions', { type: 'lvl2', lvl2: `Section ${id}`, text: 'SSE again.' }),
    ),
    page('/docs/client/links/httpSubscriptionLink', 'httpSubscriptionLink', { text: 'Receives SSE.' }),
  ];
  const hits = search(records, 'sse');
  assert.equal(hits.filter((url) => url.startsWith('/docs/subscriptions')).length, HITS_PER_PAGE);
  assert.ok(hits.includes('/docs/client/links/httpSubscriptionLink'), hits.join(' '));
});
