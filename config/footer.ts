import type { Footer } from '@docusaurus/theme-common';
import { links } from '../src/data/links';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        { label: 'Docs', to: '/docs' },
        { label: 'Quickstart', to: '/docs/quickstart' },
        { label: 'Using Next.js', to: '/docs/client/nextjs' },
        { label: 'FAQ', to: '/docs/faq' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'GitHub', href: links.github },
        { label: 'Discord', href: links.discord },
        { label: 'X', href: links.x },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Blog', to: '/blog' },
        { label: 'Releases', href: links.githubReleases },
        { label: 'Media and logos', to: '/media' },
        { label: 'Pricing', to: '/pricing' },
        { label: 'Sponsor tRPC', href: links.sponsor },
      ],
    },
  ],
  logo: {
    alt: 'tRPC',
    src: 'img/brand/logo-dark.svg',
    href: '/',
    width: 120,
    height: 40,
  },
  copyright: `Copyright © ${new Date().getFullYear()} the tRPC contributors. Code and docs released under the MIT License.`,
} satisfies Footer;
