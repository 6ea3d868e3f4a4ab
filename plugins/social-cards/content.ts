/**
 * Pure helpers: the text of each page's card (title and subtitle), read from the loaded content of the
 * docs, blog and pages plugins. Routes that no content plugin describes (blog lists, tags, authors)
 * take their title from the built page instead (see html.ts).
 */

export type CardText = { title: string; subtitle: string };

/** The parts of a loaded sidebar item that say where a doc sits. */
export type SidebarItemLike = {
  type: string;
  id?: string;
  label?: string;
  items?: readonly SidebarItemLike[];
  link?: { type: string; id?: string };
};

export type DocsContentLike = {
  loadedVersions: readonly {
    label: string;
    docs: readonly { id: string; title: string; permalink: string; sidebar?: string }[];
    sidebars: Readonly<Record<string, readonly SidebarItemLike[]>>;
  }[];
};

export type BlogContentLike = {
  blogPosts: readonly { metadata: { permalink: string; title: string; date: Date | string } }[];
};

export type PagesContentLike = readonly { type: string; permalink: string; title?: string }[];

/** All content, as `allContentLoaded` gives it: plugin name → plugin id → loaded content. */
export type AllContentLike = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

export const SEPARATOR = ' · ';

/** Labels of the categories that lead to a doc, outermost first (a category's own doc included). */
export function categoryTrail(items: readonly SidebarItemLike[], docId: string): string[] | undefined {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id === docId) return [];
    if (item.type !== 'category') continue;
    const label = item.label ?? '';
    if (item.link?.type === 'doc' && item.link.id === docId) return [label];
    const inner = categoryTrail(item.items ?? [], docId);
    if (inner) return [label, ...inner];
  }
  return undefined;
}

/**
 * "Docs · 11.x · Server · Adapters": the version and at most two category levels, which is enough to
 * place a page (the API reference reads "API Reference · @trpc/server") and keeps the line short.
 */
export function docSubtitle(versionLabel: string, trail: readonly string[]): string {
  return ['Docs', versionLabel, ...trail.filter(Boolean).slice(0, 2)].join(SEPARATOR);
}

/** "Blog · March 3, 2025": post dates are calendar days, so they are printed in UTC. */
export function blogSubtitle(date: Date | string): string {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
  return ['Blog', day].join(SEPARATOR);
}

/** "trpc.io/media": for pages outside the docs and blog posts, where the page is its own section. */
export function pageSubtitle(siteUrl: string, route: string): string {
  const host = new URL(siteUrl).host;
  return route === '/' ? host : `${host}${route.replace(/\/$/, '')}`;
}

function instances<T>(allContent: AllContentLike, plugin: string): T[] {
  return Object.values(allContent[plugin] ?? {}).filter((content) => content !== undefined) as T[];
}

/**
 * Card text by route for every doc (all versions), blog post and Markdown page. JSX pages are left to
 * the built HTML, which is the only place their title exists.
 */
export function collectCardTexts(allContent: AllContentLike, siteUrl: string): Map<string, CardText> {
  const texts = new Map<string, CardText>();
  for (const docs of instances<DocsContentLike>(allContent, 'docusaurus-plugin-content-docs')) {
    for (const version of docs.loadedVersions) {
      for (const doc of version.docs) {
        const sidebar = doc.sidebar ? version.sidebars[doc.sidebar] : undefined;
        const trail = (sidebar && categoryTrail(sidebar, doc.id)) ?? [];
        texts.set(doc.permalink, { title: doc.title, subtitle: docSubtitle(version.label, trail) });
      }
    }
  }
  for (const blog of instances<BlogContentLike>(allContent, 'docusaurus-plugin-content-blog')) {
    for (const { metadata } of blog.blogPosts) {
      texts.set(metadata.permalink, { title: metadata.title, subtitle: blogSubtitle(metadata.date) });
    }
  }
  for (const pages of instances<PagesContentLike>(allContent, 'docusaurus-plugin-content-pages')) {
    for (const page of pages) {
      if (page.type === 'mdx' && page.title)
        texts.set(page.permalink, { title: page.title, subtitle: pageSubtitle(siteUrl, page.permalink) });
    }
  }
  return texts;
}
