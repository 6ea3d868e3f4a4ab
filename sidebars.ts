/**
 * The sidebar of the current docs (11.x). The 10.x sidebar in versioned_sidebars/ keeps the same
 * category tree; 9.x has its own flat one. plugins/sidebar-coverage fails the build when a doc is in
 * no sidebar.
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

export default {
  docs: [
    {
      type: 'category',
      label: 'Introduction',
      collapsible: false,
      items: ['index', 'getting-started', 'quickstart', 'concepts'],
    },
    {
      type: 'category',
      label: 'Server',
      link: { type: 'doc', id: 'server/introduction' },
      items: [
        'server/routers',
        'server/procedures',
        'server/context',
        'server/middlewares',
        'server/validators',
        'server/metadata',
        'server/merging-routers',
        'server/server-side-calls',
        'server/error-handling',
        'server/error-formatting',
        'server/data-transformers',
        'server/authorization',
        'server/caching',
        'server/subscriptions',
        'server/websockets',
        {
          type: 'category',
          label: 'Adapters',
          link: { type: 'doc', id: 'server/adapters/index' },
          items: [
            'server/adapters/standalone',
            'server/adapters/express',
            'server/adapters/fastify',
            'server/adapters/fetch',
            'server/adapters/nextjs',
            'server/adapters/aws-lambda',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Client',
      link: { type: 'doc', id: 'client/index' },
      items: [
        'client/cors',
        'client/headers',
        {
          type: 'category',
          label: 'Vanilla',
          link: { type: 'doc', id: 'client/vanilla/index' },
          items: ['client/vanilla/setup', 'client/vanilla/infer-types', 'client/vanilla/aborting-procedure-calls'],
        },
        {
          type: 'category',
          label: 'React Query',
          link: { type: 'doc', id: 'client/react/index' },
          items: [
            'client/react/setup',
            'client/react/useQuery',
            'client/react/useMutation',
            'client/react/useInfiniteQuery',
            'client/react/useQueries',
            'client/react/useSubscription',
            'client/react/useUtils',
            'client/react/suspense',
            'client/react/disabling-queries',
            'client/react/getQueryKey',
            'client/react/infer-types',
            'client/react/server-components',
            'client/react/createTRPCQueryUtils',
            'client/react/aborting-procedure-calls',
          ],
        },
        {
          type: 'category',
          label: 'Next.js',
          link: { type: 'doc', id: 'client/nextjs/index' },
          items: [
            'client/nextjs/setup',
            'client/nextjs/ssr',
            'client/nextjs/ssg',
            'client/nextjs/server-side-helpers',
            'client/nextjs/aborting-procedure-calls',
            'client/nextjs/starter-projects',
          ],
        },
        {
          type: 'category',
          label: 'Links',
          link: { type: 'doc', id: 'client/links/index' },
          items: [
            'client/links/httpLink',
            'client/links/httpBatchLink',
            'client/links/httpBatchStreamLink',
            'client/links/httpSubscriptionLink',
            'client/links/wsLink',
            'client/links/splitLink',
            'client/links/loggerLink',
            'client/links/retryLink',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Community',
      items: ['community/awesome-trpc', 'community/love', 'community/sponsors', 'community/contributing'],
    },
    {
      type: 'category',
      label: 'Further',
      items: ['faq', 'rpc', 'example-apps', 'videos-and-community-resources', 'further-reading'],
    },
    {
      type: 'category',
      label: 'Migration',
      items: ['migrate-from-v10-to-v11'],
    },
  ],
} satisfies SidebarsConfig;
