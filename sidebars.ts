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
      items: [
        {
          type: 'category',
          label: 'Next.js',
          link: { type: 'doc', id: 'client/nextjs/index' },
          items: [],
        },
      ],
    },
    {
      type: 'category',
      label: 'Community',
      items: ['community/awesome-trpc'],
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
