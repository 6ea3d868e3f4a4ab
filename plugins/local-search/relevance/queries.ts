/**
 * The relevance suite: queries as readers type them, each with the page (or section, with `#anchor`)
 * it must find. `version` is the docs version the reader searches from (their page's version); without
 * it, a current docs page. Gated in `npm test` (hit@1 ≥ 90%, hit@3 ≥ 98%) and reported by `npm run bench`.
 *
 * Written from the docs' point of view, not tuned to the ranker: when a query misses, fix the ranking
 * rule the miss reveals, or the page's title or headings, never the expectation alone.
 */
/** The held-out rounds of the reader questions, oldest first (readerQuestions.ts). */
export const HELD_OUT_ROUNDS = [1, 2, 3, 4] as const;
export type HeldOutRound = (typeof HELD_OUT_ROUNDS)[number];

export type RelevanceQuery = {
  query: string;
  /** The page that answers it; several when the query is as true of each (same title in several sections). */
  expect: string | string[];
  version?: '10.x' | '9.x';
  /** Why a reader types it, when the query alone does not say. */
  note?: string;
  /** The trpc/trpc thread whose question it comes from (readerQuestions.ts). */
  source?: string;
  /** Kept out of tuning, and the round it was held out in: it measures whether the ranking rules generalise (readerQuestions.ts). */
  heldOut?: HeldOutRound;
};

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Current version: the name of a page.
  { query: 'useQuery', expect: '/docs/client/react/useQuery' },
  { query: 'useQueries', expect: '/docs/client/react/useQueries' },
  { query: 'useMutation', expect: '/docs/client/react/useMutation' },
  { query: 'useInfiniteQuery', expect: '/docs/client/react/useInfiniteQuery' },
  { query: 'useSubscription', expect: '/docs/client/react/useSubscription' },
  { query: 'useUtils', expect: '/docs/client/react/useUtils' },
  { query: 'getQueryKey', expect: '/docs/client/react/getQueryKey' },
  { query: 'createTRPCQueryUtils', expect: '/docs/client/react/createTRPCQueryUtils' },
  { query: 'httpBatchLink', expect: '/docs/client/links/httpBatchLink' },
  { query: 'httpBatchStreamLink', expect: '/docs/client/links/httpBatchStreamLink' },
  { query: 'httpLink', expect: '/docs/client/links/httpLink' },
  { query: 'httpSubscriptionLink', expect: '/docs/client/links/httpSubscriptionLink' },
  { query: 'splitLink', expect: '/docs/client/links/splitLink' },
  { query: 'loggerLink', expect: '/docs/client/links/loggerLink' },
  { query: 'retryLink', expect: '/docs/client/links/retryLink' },
  { query: 'wsLink', expect: '/docs/client/links/wsLink' },
  { query: 'links', expect: '/docs/client/links' },
  { query: 'middleware', expect: '/docs/server/middlewares' },
  { query: 'middlewares', expect: '/docs/server/middlewares' },
  { query: 'context', expect: '/docs/server/context' },
  { query: 'transformer', expect: '/docs/server/data-transformers' },
  { query: 'data transformers', expect: '/docs/server/data-transformers' },
  { query: 'superjson', expect: '/docs/server/data-transformers' },
  { query: 'procedures', expect: '/docs/server/procedures' },
  { query: 'routers', expect: '/docs/server/routers' },
  { query: 'merging routers', expect: '/docs/server/merging-routers' },
  { query: 'metadata', expect: '/docs/server/metadata' },
  { query: 'validators', expect: '/docs/server/validators' },
  { query: 'authorization', expect: '/docs/server/authorization' },
  { query: 'error handling', expect: '/docs/server/error-handling' },
  { query: 'error formatting', expect: '/docs/server/error-formatting' },
  { query: 'subscriptions', expect: '/docs/server/subscriptions' },
  { query: 'websockets', expect: '/docs/server/websockets' },
  { query: 'server side calls', expect: '/docs/server/server-side-calls' },
  { query: 'caching', expect: '/docs/server/caching' },
  { query: 'faq', expect: '/docs/faq' },
  { query: 'quickstart', expect: '/docs/quickstart' },
  { query: 'getting started', expect: '/docs/getting-started' },
  { query: 'concepts', expect: '/docs/concepts' },
  { query: 'example apps', expect: '/docs/example-apps' },
  { query: 'cors', expect: '/docs/client/cors' },
  { query: 'custom headers', expect: '/docs/client/headers' },
  { query: 'suspense', expect: '/docs/client/react/suspense' },
  { query: 'server components', expect: '/docs/client/react/server-components' },
  { query: 'rpc specification', expect: '/docs/rpc' },
  { query: 'sponsors', expect: '/docs/community/sponsors' },
  { query: 'contributing', expect: '/docs/community/contributing' },
  // Current version: adapters and frameworks.
  { query: 'fetch adapter', expect: '/docs/server/adapters/fetch' },
  { query: 'express', expect: '/docs/server/adapters/express' },
  { query: 'fastify', expect: '/docs/server/adapters/fastify' },
  { query: 'aws lambda', expect: '/docs/server/adapters/aws-lambda' },
  { query: 'standalone server', expect: '/docs/server/adapters/standalone' },
  { query: 'next.js adapter', expect: '/docs/server/adapters/nextjs' },
  { query: 'next.js setup', expect: '/docs/client/nextjs/setup' },
  { query: 'ssr', expect: '/docs/client/nextjs/ssr' },
  { query: 'ssg', expect: '/docs/client/nextjs/ssg' },
  { query: 'server-side helpers', expect: '/docs/client/nextjs/server-side-helpers' },
  { query: 'starter projects', expect: '/docs/client/nextjs/starter-projects' },
  // Current version: tasks and concepts in a reader's words.
  { query: 'migrate from v10', expect: '/docs/migrate-from-v10-to-v11' },
  { query: 'upgrade to v11', expect: '/docs/migrate-from-v10-to-v11' },
  { query: 'vanilla client', expect: '/docs/client/vanilla' },
  { query: 'react query setup', expect: '/docs/client/react/setup' },
  { query: 'disable a query', expect: '/docs/client/react/disabling-queries' },
  {
    query: 'abort a request',
    expect: [
      '/docs/client/vanilla/aborting-procedure-calls',
      '/docs/client/react/aborting-procedure-calls',
      '/docs/client/nextjs/aborting-procedure-calls',
    ],
  },
  { query: 'infer types', expect: ['/docs/client/vanilla/infer-types', '/docs/client/react/infer-types'] },
  { query: 'inferRouterOutputs', expect: '/docs/typedoc/server/type-aliases/inferRouterOutputs' },
  { query: 'infer router outputs', expect: ['/docs/client/vanilla/infer-types', '/docs/client/react/infer-types'] },
  { query: 'skipToken', expect: '/docs/client/react/disabling-queries#skiptoken' },
  { query: 'createContext', expect: '/docs/server/context' },
  { query: 'TRPCError', expect: '/docs/typedoc/server/classes/TRPCError' },
  { query: 'initTRPC', expect: '/docs/typedoc/server/variables/initTRPC' },
  { query: 'createTRPCClient', expect: '/docs/typedoc/client/functions/createTRPCClient' },
  { query: 'createWSClient', expect: '/docs/typedoc/client/functions/createWSClient' },
  { query: 'fetchRequestHandler', expect: '/docs/typedoc/server/functions/fetchRequestHandler' },
  { query: 'responseMeta', expect: '/docs/server/caching' },
  { query: 'onError', expect: '/docs/server/error-handling#logging-with-onerror' },
  { query: 'batch link', expect: '/docs/client/links/httpBatchLink' },
  { query: 'query key', expect: '/docs/client/react/getQueryKey' },
  { query: 'openapi', expect: '/docs/faq' },
  { query: 'type instantiation is excessively deep', expect: '/docs/troubleshooting' },
  // Current version: one typo in a long word.
  { query: 'midleware', expect: '/docs/server/middlewares' },
  { query: 'subscribtions', expect: '/docs/server/subscriptions' },
  { query: 'valdiators', expect: '/docs/server/validators' },
  { query: 'contxt', expect: '/docs/server/context' },
  { query: 'autorization', expect: '/docs/server/authorization' },
  { query: 'useMutaton', expect: '/docs/client/react/useMutation' },

  // 10.x pages: the same words must stay in 10.x.
  { version: '10.x', query: 'middleware', expect: '/docs/v10/server/middlewares' },
  { version: '10.x', query: 'useQuery', expect: '/docs/v10/client/react/useQuery' },
  { version: '10.x', query: 'context', expect: '/docs/v10/server/context' },
  { version: '10.x', query: 'httpBatchLink', expect: '/docs/v10/client/links/httpBatchLink' },
  { version: '10.x', query: 'subscriptions', expect: '/docs/v10/subscriptions' },
  { version: '10.x', query: 'migrate from v9', expect: '/docs/v10/migrate-from-v9-to-v10' },
  { version: '10.x', query: 'transformer', expect: '/docs/v10/server/data-transformers' },
  { version: '10.x', query: 'faq', expect: '/docs/v10/faq' },
  { version: '10.x', query: 'procedures', expect: '/docs/v10/server/procedures' },
  { version: '10.x', query: 'ssr', expect: '/docs/v10/client/nextjs/ssr' },
  { version: '10.x', query: 'fetch adapter', expect: '/docs/v10/server/adapters/fetch' },
  { version: '10.x', query: 'useUtils', expect: '/docs/v10/client/react/useUtils' },
  { version: '10.x', query: 'midleware', expect: '/docs/v10/server/middlewares' },
  { version: '10.x', query: 'server side calls', expect: '/docs/v10/server/server-side-calls' },

  // 9.x pages.
  { version: '9.x', query: 'middleware', expect: '/docs/v9/middlewares' },
  { version: '9.x', query: 'useQuery', expect: '/docs/v9/react-queries' },
  { version: '9.x', query: 'useMutation', expect: '/docs/v9/react-mutations' },
  { version: '9.x', query: 'context', expect: '/docs/v9/context' },
  { version: '9.x', query: 'subscriptions', expect: '/docs/v9/subscriptions' },
  { version: '9.x', query: 'invalidate queries', expect: '/docs/v9/invalidateQueries' },
  { version: '9.x', query: 'output validation', expect: '/docs/v9/output-validation' },
  { version: '9.x', query: 'ssg helpers', expect: '/docs/v9/ssg-helpers' },
  { version: '9.x', query: 'define routers', expect: '/docs/v9/router' },
  { version: '9.x', query: 'express', expect: '/docs/v9/express' },

  // The blog, from any page.
  { query: 'announcing trpc 10', expect: '/blog/announcing-trpc-10' },
  { query: 'tinyrpc', expect: '/blog/tinyrpc-client' },
  { query: 'server actions', expect: '/blog/trpc-actions' },
  { query: 'typescript performance', expect: '/blog/typescript-performance-lessons' },
  { query: 'introducing trpc', expect: '/blog/introducing-trpc' },
];
