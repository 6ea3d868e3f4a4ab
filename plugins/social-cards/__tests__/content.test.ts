import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  blogSubtitle,
  categoryTrail,
  collectCardTexts,
  docSubtitle,
  pageSubtitle,
  type AllContentLike,
  type SidebarItemLike,
} from '../content';

const sidebar: SidebarItemLike[] = [
  { type: 'category', label: 'Introduction', items: [{ type: 'doc', id: 'index' }] },
  {
    type: 'category',
    label: 'Server',
    link: { type: 'doc', id: 'server/introduction' },
    items: [
      { type: 'doc', id: 'server/routers' },
      {
        type: 'category',
        label: 'Adapters',
        link: { type: 'doc', id: 'server/adapters/index' },
        items: [{ type: 'doc', id: 'server/adapters/fetch' }],
      },
    ],
  },
  {
    type: 'category',
    label: 'API Reference',
    items: [
      {
        type: 'category',
        label: '@trpc/server',
        items: [
          { type: 'category', label: 'Functions', items: [{ type: 'doc', id: 'typedoc/server/functions/initTRPC' }] },
        ],
      },
    ],
  },
  { type: 'link' },
];

describe('subtitles', () => {
  test('a doc names the categories that lead to it, a category page its own category', () => {
    assert.deepEqual(categoryTrail(sidebar, 'index'), ['Introduction']);
    assert.deepEqual(categoryTrail(sidebar, 'server/introduction'), ['Server']);
    assert.deepEqual(categoryTrail(sidebar, 'server/adapters/fetch'), ['Server', 'Adapters']);
    assert.equal(categoryTrail(sidebar, 'orphan'), undefined);
  });

  test('docs show the version and at most two category levels', () => {
    assert.equal(docSubtitle('10.x', ['Server']), 'Docs · 10.x · Server');
    assert.equal(
      docSubtitle('11.x', categoryTrail(sidebar, 'typedoc/server/functions/initTRPC')!),
      'Docs · 11.x · API Reference · @trpc/server',
    );
    assert.equal(docSubtitle('9.x', []), 'Docs · 9.x');
  });

  test('blog posts show their calendar date whatever the machine’s time zone', () => {
    assert.equal(blogSubtitle(new Date('2025-03-03T00:00:00.000Z')), 'Blog · March 3, 2025');
    assert.equal(blogSubtitle('2022-11-21T00:00:00.000Z'), 'Blog · November 21, 2022');
  });

  test('other pages show where they live', () => {
    assert.equal(pageSubtitle('https://trpc.io', '/'), 'trpc.io');
    assert.equal(pageSubtitle('https://trpc.io', '/media'), 'trpc.io/media');
    assert.equal(pageSubtitle('http://127.0.0.1:3000', '/blog/tags/react/'), '127.0.0.1:3000/blog/tags/react');
  });
});

describe('collectCardTexts', () => {
  const allContent: AllContentLike = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            label: '11.x',
            docs: [
              { id: 'server/routers', title: 'Routers', permalink: '/docs/server/routers', sidebar: 'docs' },
              { id: 'hidden', title: 'Unlisted page', permalink: '/docs/hidden' },
            ],
            sidebars: { docs: sidebar },
          },
          {
            label: '10.x',
            docs: [
              { id: 'server/routers', title: 'Define routers', permalink: '/docs/v10/server/routers', sidebar: 'docs' },
            ],
            sidebars: { docs: sidebar },
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {
            metadata: {
              permalink: '/blog/trpc-actions',
              title: 'tRPC procedures as Server Actions',
              date: new Date('2024-05-23'),
            },
          },
        ],
      },
    },
    'docusaurus-plugin-content-pages': {
      default: [
        { type: 'jsx', permalink: '/' },
        { type: 'mdx', permalink: '/pricing', title: 'Pricing' },
      ],
    },
    'docusaurus-plugin-sitemap': { default: undefined },
  };

  test('gives every doc of every version, blog post and Markdown page its text', () => {
    assert.deepEqual(Object.fromEntries(collectCardTexts(allContent, 'https://trpc.io')), {
      '/docs/server/routers': { title: 'Routers', subtitle: 'Docs · 11.x · Server' },
      '/docs/hidden': { title: 'Unlisted page', subtitle: 'Docs · 11.x' },
      '/docs/v10/server/routers': { title: 'Define routers', subtitle: 'Docs · 10.x · Server' },
      '/blog/trpc-actions': { title: 'tRPC procedures as Server Actions', subtitle: 'Blog · May 23, 2024' },
      '/pricing': { title: 'Pricing', subtitle: 'trpc.io/pricing' },
    });
  });

  test('a site without docs or blog gives no texts, not an error', () => {
    assert.equal(collectCardTexts({}, 'https://trpc.io').size, 0);
  });
});
