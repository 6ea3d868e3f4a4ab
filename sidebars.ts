/**
 * The sidebar of the current docs (11.x). The 10.x sidebar in versioned_sidebars/ keeps the same
 * category tree; 9.x has its own flat one. test/e2e checks that every doc appears in its sidebar.
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
      items: ['faq'],
    },
  ],
} satisfies SidebarsConfig;
