/**
 * Old URLs that trpc.io still answers, and the page each one now lives at. The host answers each with a 301
 * (build/_redirects, plugins/host-redirects); @docusaurus/plugin-client-redirects also writes a static redirect
 * page for each, for other hosts, which forwards the reader's query string and hash.
 *
 * The pairs come from the redirects of the old site (trpc/trpc `www/vercel.json`), with chains
 * resolved to their last hop. Only pairs whose target is a page of this site are kept: the old
 * site's external short links (/discord, /sponsor) and its redirects to pages this site does not
 * have (/docs/further, /docs/client/aborting-procedure-calls) are left out, as is the `/docs/v11/*`
 * wildcard (this plugin has no wildcards). config/__tests__/redirects.test.ts checks every entry.
 */

import { CURRENT_MAJOR } from './versions';

export type Redirect = {
  /** An old path: no trailing slash, and not a page of this site. */
  from: string;
  /** A page of this site, without query or hash, so that the reader's own are kept. */
  to: string;
};

const pairs = (entries: [from: string, to: string][]): Redirect[] => entries.map(([from, to]) => ({ from, to }));

export const redirects: Redirect[] = [
  // 10.x moved the flat 9.x server pages under /docs/server (and renamed some of them).
  ...pairs([
    ['/docs/server/output-validation', '/docs/server/validators'],
    ['/docs/output-validation', '/docs/server/validators'],
    ['/docs/authorization', '/docs/server/authorization'],
    ['/docs/caching', '/docs/server/caching'],
    ['/docs/context', '/docs/server/context'],
    ['/docs/data-transformers', '/docs/server/data-transformers'],
    ['/docs/error-formatting', '/docs/server/error-formatting'],
    ['/docs/error-handling', '/docs/server/error-handling'],
    ['/docs/merging-routers', '/docs/server/merging-routers'],
    ['/docs/metadata', '/docs/server/metadata'],
    ['/docs/middlewares', '/docs/server/middlewares'],
    ['/docs/procedures', '/docs/server/procedures'],
    ['/docs/v10/publicProcedures', '/docs/server/procedures'],
    ['/docs/router', '/docs/server/routers'],
    ['/docs/server-side-calls', '/docs/server/server-side-calls'],
    ['/docs/subscriptions', '/docs/server/subscriptions'],
    ['/docs/websockets', '/docs/server/websockets'],
    ['/docs/server', '/docs/server/introduction'],
  ]),
  // 10.x moved the adapter pages under /docs/server/adapters.
  ...pairs([
    ['/docs/adapters', '/docs/server/adapters'],
    ['/docs/api-gateway', '/docs/server/adapters/aws-lambda'],
    ['/docs/aws-lambda', '/docs/server/adapters/aws-lambda'],
    ['/docs/express', '/docs/server/adapters/express'],
    ['/docs/fastify', '/docs/server/adapters/fastify'],
    ['/docs/fetch', '/docs/server/adapters/fetch'],
    ['/docs/standalone', '/docs/server/adapters/standalone'],
    ['/edge-runtimes', '/docs/server/adapters/fetch'],
  ]),
  // 10.x moved the client pages under /docs/client, and 11.x the plain client under /docs/client/vanilla.
  ...pairs([
    ['/docs/header', '/docs/client/headers'],
    ['/docs/cors', '/docs/client/cors'],
    ['/docs/vanilla', '/docs/client/vanilla/setup'],
    ['/docs/client/setup', '/docs/client/vanilla/setup'],
    ['/docs/client/introduction', '/docs/client/vanilla'],
    ['/docs/infer-types', '/docs/client/vanilla/infer-types'],
    ['/docs/server/infer-types', '/docs/client/vanilla/infer-types'],
    ['/docs/client/infer-types', '/docs/client/vanilla/infer-types'],
  ]),
  // The links pages moved from /docs/links (10.x) to /docs/client/links (11.x).
  ...pairs([
    ['/docs/links', '/docs/client/links'],
    ['/docs/links/overview', '/docs/client/links'],
    ['/docs/links/httpBatchLink', '/docs/client/links/httpBatchLink'],
    ['/docs/links/httpBatchStreamLink', '/docs/client/links/httpBatchStreamLink'],
    ['/docs/links/httpLink', '/docs/client/links/httpLink'],
    ['/docs/links/loggerLink', '/docs/client/links/loggerLink'],
    ['/docs/links/splitLink', '/docs/client/links/splitLink'],
    ['/docs/links/wsLink', '/docs/client/links/wsLink'],
  ]),
  // The Next.js pages moved from /docs/nextjs (9.x flat, then 10.x) to /docs/client/nextjs (11.x).
  ...pairs([
    ['/docs/next', '/docs/client/nextjs'],
    ['/docs/nextjs', '/docs/client/nextjs/setup'],
    ['/docs/nextjs/introduction', '/docs/client/nextjs'],
    ['/docs/nextjs/setup', '/docs/client/nextjs/setup'],
    ['/docs/nextjs/aborting-procedure-calls', '/docs/client/nextjs/aborting-procedure-calls'],
    ['/docs/nextjs/server-side-helpers', '/docs/client/nextjs/server-side-helpers'],
    ['/docs/nextjs/ssg-helpers', '/docs/client/nextjs/server-side-helpers'],
    ['/docs/ssg-helpers', '/docs/client/nextjs/server-side-helpers'],
    ['/docs/nextjs/ssg', '/docs/client/nextjs/ssg'],
    ['/docs/ssg', '/docs/client/nextjs/ssg'],
    ['/docs/nextjs/ssr', '/docs/client/nextjs/ssr'],
    ['/docs/ssr', '/docs/client/nextjs/ssr'],
    ['/docs/nextjs/starter-projects', '/docs/client/nextjs/starter-projects'],
    ['/docs/starter-projects', '/docs/client/nextjs/starter-projects'],
  ]),
  // The React pages moved from the flat 9.x pages and /docs/reactjs (10.x) to /docs/client/react (11.x).
  ...pairs([
    ['/docs/reactjs', '/docs/client/react'],
    ['/docs/reactjs/introduction', '/docs/client/react'],
    ['/docs/react', '/docs/client/react/setup'],
    ['/docs/create-react-app', '/docs/client/react/setup'],
    ['/docs/reactjs/setup', '/docs/client/react/setup'],
    ['/docs/client/reactjs/setup', '/docs/client/react/setup'],
    ['/docs/reactjs/aborting-procedure-calls', '/docs/client/react/aborting-procedure-calls'],
    ['/docs/getQueryKey', '/docs/client/react/getQueryKey'],
    ['/docs/reactjs/getQueryKey', '/docs/client/react/getQueryKey'],
    ['/docs/reactjs/infer-types', '/docs/client/react/infer-types'],
    ['/docs/suspense', '/docs/client/react/suspense'],
    ['/docs/reactjs/suspense', '/docs/client/react/suspense'],
    ['/docs/useInfiniteQuery', '/docs/client/react/useInfiniteQuery'],
    ['/docs/reactjs/useInfiniteQuery', '/docs/client/react/useInfiniteQuery'],
    ['/docs/useMutation', '/docs/client/react/useMutation'],
    ['/docs/react-mutations', '/docs/client/react/useMutation'],
    ['/docs/reactjs/useMutation', '/docs/client/react/useMutation'],
    ['/docs/useQueries', '/docs/client/react/useQueries'],
    ['/docs/reactjs/useQueries', '/docs/client/react/useQueries'],
    ['/docs/useQuery', '/docs/client/react/useQuery'],
    ['/docs/react-queries', '/docs/client/react/useQuery'],
    ['/docs/react-queries-and-mutations', '/docs/client/react/useQuery'],
    ['/docs/reactjs/useQuery', '/docs/client/react/useQuery'],
  ]),
  // useContext was renamed useUtils (10.x), which also took over the query-invalidation pages.
  ...pairs([
    ['/docs/useContext', '/docs/client/react/useUtils'],
    ['/docs/reactjs/useContext', '/docs/client/react/useUtils'],
    ['/docs/client/react/useContext', '/docs/client/react/useUtils'],
    ['/docs/reactjs/useUtils', '/docs/client/react/useUtils'],
    ['/docs/invalidateQuery', '/docs/client/react/useUtils'],
    ['/docs/invalidateQueries', '/docs/client/react/useUtils'],
    ['/docs/query-invalidation', '/docs/client/react/useUtils'],
    ['/docs/v10/invalidateQueries', '/docs/client/react/useUtils'],
    ['/docs/v10/query-invalidation', '/docs/client/react/useUtils'],
  ]),
  // The community pages moved under /docs/community (10.x).
  ...pairs([
    ['/awesome', '/docs/community/awesome-trpc'],
    ['/docs/awesome-trpc', '/docs/community/awesome-trpc'],
    ['/docs/contributing', '/docs/community/contributing'],
    ['/docs/love', '/docs/community/love'],
    ['/docs/sponsors', '/docs/community/sponsors'],
  ]),
  // Short links, a renamed post and the 10.x migration guide once served as current.
  ...pairs([
    ['/faq', '/docs/faq'],
    ['/blog/hello-trpc', '/blog/introducing-trpc'],
    ['/docs/migrate-from-v9-to-v10', '/docs/v10/migrate-from-v9-to-v10'],
  ]),
  // The current docs under their own major (trpc.io served 11.x's beta at /docs/v11). Derived from
  // versions.json: cutting a version gives that path to the archived docs, and the next major takes over.
  { from: `/docs/v${CURRENT_MAJOR}`, to: '/docs' },
];
