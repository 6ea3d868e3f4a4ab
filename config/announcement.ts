/**
 * The announcement bar above the navbar. Change `id` whenever the content changes: readers who
 * dismissed the previous bar then see the new one (the theme stores the id it last saw).
 */
import type { ThemeConfig } from '@docusaurus/preset-classic';

export const announcementBar = {
  id: 'star-on-github-2026',
  content:
    'tRPC is free and open source. If it saves you time, <a href="https://github.com/trpc/trpc">star it on GitHub</a> ' +
    'or <a href="https://github.com/sponsors/trpc">become a sponsor</a>.',
  // #1e3a8a on white text: contrast 10.4:1, well above WCAG AA.
  backgroundColor: '#1e3a8a',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
