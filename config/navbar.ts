import type { Navbar } from '@docusaurus/theme-common';
import { links } from './links';

type NavbarItem = Navbar['items'][number];

/** The top navbar; `withSearch` adds the search button when a search backend is configured. */
export function navbar({ withSearch }: { withSearch: boolean }): Navbar {
  const items: NavbarItem[] = [
    { type: 'doc', docId: 'index', label: 'Docs', position: 'left' },
    { type: 'doc', docId: 'quickstart', label: 'Quickstart', position: 'left' },
    { type: 'doc', docId: 'community/awesome-trpc', label: 'Awesome tRPC Collection', position: 'left' },
    { type: 'doc', docId: 'client/nextjs/index', label: 'Using Next.js', position: 'left' },
    { to: '/blog', label: 'Blog', position: 'left' },
    { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
    { type: 'custom-iconLink', icon: 'github', href: links.github, label: 'tRPC on GitHub', position: 'right' },
    { type: 'custom-iconLink', icon: 'x', href: links.x, label: 'tRPC on X', position: 'right' },
    { type: 'custom-iconLink', icon: 'discord', href: links.discord, label: 'tRPC on Discord', position: 'right' },
  ];
  if (withSearch) items.push({ type: 'search', position: 'right' });
  return {
    title: 'tRPC',
    hideOnScroll: true,
    logo: {
      alt: 'tRPC logo',
      src: 'img/brand/icon.svg',
      srcDark: 'img/brand/icon-dark.svg',
      width: 32,
      height: 32,
    },
    items,
  };
}
