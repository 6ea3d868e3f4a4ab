import type { Navbar } from '@docusaurus/theme-common';
import { links } from '../src/data/links';

type NavbarItem = Navbar['items'][number];

/** The top navbar. Its search button works in both search modes (local index or hosted Algolia). */
export const navbar: Navbar = {
  title: 'tRPC',
  hideOnScroll: true,
  logo: {
    alt: 'tRPC logo',
    src: 'img/brand/icon.svg',
    srcDark: 'img/brand/icon-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    { type: 'doc', docId: 'index', label: 'Docs', position: 'left' },
    { type: 'doc', docId: 'quickstart', label: 'Quickstart', position: 'left' },
    { type: 'doc', docId: 'community/awesome-trpc', label: 'Awesome tRPC Collection', position: 'left' },
    { type: 'doc', docId: 'client/nextjs/index', label: 'Using Next.js', position: 'left' },
    { to: '/blog', label: 'Blog', position: 'left' },
    { type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true },
    { type: 'custom-iconLink', icon: 'github', href: links.github, label: 'tRPC on GitHub', position: 'right' },
    { type: 'custom-iconLink', icon: 'x', href: links.x, label: 'tRPC on X', position: 'right' },
    { type: 'custom-iconLink', icon: 'discord', href: links.discord, label: 'tRPC on Discord', position: 'right' },
    { type: 'search', position: 'right' },
  ] satisfies NavbarItem[],
};
