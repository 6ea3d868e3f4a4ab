/**
 * Where the docs version dropdown leads when the page you are on does not exist in the version you pick.
 * Keys are doc ids of any version, values the closest doc id in the target version. A doc whose id exists
 * in the target version (the common case) needs no entry. config/__tests__/closestDocs.test.ts fails
 * when a page has no way into another version or an entry points at a doc that does not exist. The API
 * reference (/docs/typedoc) needs no entries: it documents the current release only, so from there the
 * dropdown opens the other versions' introductions.
 */

/** A docs version name, as the docs plugin knows it. */
export type DocsVersionName = 'current' | '10.x' | '9.x';

/** The flat 9.x pages and their counterparts in the nested tree that 10.x and 11.x share. */
const nestedDocOfV9Doc: Record<string, string> = {
  router: 'server/routers',
  context: 'server/context',
  middlewares: 'server/middlewares',
  'merging-routers': 'server/merging-routers',
  metadata: 'server/metadata',
  'output-validation': 'server/validators',
  'error-handling': 'server/error-handling',
  'error-formatting': 'server/error-formatting',
  'data-transformers': 'server/data-transformers',
  authorization: 'server/authorization',
  caching: 'server/caching',
  'infer-types': 'client/vanilla/infer-types',
  express: 'server/adapters/express',
  fastify: 'server/adapters/fastify',
  'aws-lambda': 'server/adapters/aws-lambda',
  cors: 'client/cors',
  header: 'client/headers',
  vanilla: 'client/vanilla/index',
  links: 'client/links/index',
  react: 'client/react/index',
  'react-queries': 'client/react/useQuery',
  'react-mutations': 'client/react/useMutation',
  useInfiniteQuery: 'client/react/useInfiniteQuery',
  invalidateQueries: 'client/react/useUtils',
  nextjs: 'client/nextjs/index',
  ssr: 'client/nextjs/ssr',
  ssg: 'client/nextjs/ssg',
  'ssg-helpers': 'client/nextjs/server-side-helpers',
  'starter-projects': 'client/nextjs/starter-projects',
  'awesome-trpc': 'community/awesome-trpc',
  love: 'community/love',
  sponsors: 'community/sponsors',
  contributing: 'community/contributing',
};

/** Nested pages that have no 9.x page of their own, and the 9.x page that covers the same ground. */
const v9DocOfNestedOnlyDoc: Record<string, string> = {
  'getting-started': 'index',
  concepts: 'index',
  faq: 'index',
  'videos-and-community-resources': 'further-reading',
  'migrate-from-v9-to-v10': 'index',
  'migrate-from-v10-to-v11': 'index',
  'server/introduction': 'router',
  'server/procedures': 'router',
  'server/server-side-calls': 'router',
  'server/subscriptions': 'subscriptions',
  'server/websockets': 'subscriptions',
  'server/adapters/index': 'express',
  'server/adapters/standalone': 'quickstart',
  'server/adapters/fetch': 'express',
  'server/adapters/nextjs': 'nextjs',
  'client/index': 'vanilla',
  'client/vanilla/setup': 'vanilla',
  'client/vanilla/aborting-procedure-calls': 'vanilla',
  'client/react/setup': 'react',
  'client/react/useQueries': 'react-queries',
  'client/react/useSubscription': 'subscriptions',
  'client/react/suspense': 'react-queries',
  'client/react/disabling-queries': 'react-queries',
  'client/react/getQueryKey': 'invalidateQueries',
  'client/react/infer-types': 'infer-types',
  'client/react/server-components': 'ssr',
  'client/react/createTRPCQueryUtils': 'invalidateQueries',
  'client/react/aborting-procedure-calls': 'react-queries',
  'client/nextjs/setup': 'nextjs',
  'client/nextjs/aborting-procedure-calls': 'nextjs',
  'client/links/httpLink': 'links',
  'client/links/httpBatchLink': 'links',
  'client/links/httpBatchStreamLink': 'links',
  'client/links/httpSubscriptionLink': 'subscriptions',
  'client/links/wsLink': 'subscriptions',
  'client/links/splitLink': 'links',
  'client/links/loggerLink': 'links',
  'client/links/retryLink': 'links',
};

const v9DocOfNestedDoc: Record<string, string> = {
  ...Object.fromEntries(Object.entries(nestedDocOfV9Doc).map(([v9Doc, nestedDoc]) => [nestedDoc, v9Doc])),
  ...v9DocOfNestedOnlyDoc,
};

export const closestDocs: Record<DocsVersionName, Record<string, string>> = {
  current: {
    ...nestedDocOfV9Doc,
    subscriptions: 'server/subscriptions',
    'migrate-from-v9-to-v10': 'migrate-from-v10-to-v11',
  },
  '10.x': {
    ...nestedDocOfV9Doc,
    // 10.x has one subscriptions page at the top level and no server introduction.
    'server/introduction': 'server/routers',
    'server/subscriptions': 'subscriptions',
    'server/websockets': 'subscriptions',
    'client/react/useSubscription': 'subscriptions',
    'client/links/httpSubscriptionLink': 'subscriptions',
    'client/links/retryLink': 'client/links/index',
    'client/react/disabling-queries': 'client/react/useQuery',
    'client/react/server-components': 'client/nextjs/server-side-helpers',
    'client/react/createTRPCQueryUtils': 'client/react/useUtils',
    'migrate-from-v10-to-v11': 'migrate-from-v9-to-v10',
  },
  '9.x': v9DocOfNestedDoc,
};

/** The doc id to open in `targetVersion` for a reader on `docId`, when that id does not exist there. */
export function closestDocId(targetVersion: string, docId: string): string | undefined {
  return closestDocs[targetVersion as DocsVersionName]?.[docId];
}
