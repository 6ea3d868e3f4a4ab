/**
 * llms.txt (https://llmstxt.org) for one docs version: the pages in sidebar order, grouped by the
 * sidebar's categories, each with its one-line description and a link to its Markdown.
 */

/** The part of a sidebar item this file reads (the docs plugin's processed sidebars). */
export type SidebarEntry =
  | { type: 'doc' | 'ref'; id: string; label?: string }
  | { type: 'category'; label: string; items: SidebarEntry[]; link?: { type: string; id?: string } }
  | { type: 'link' | 'html' };

export type PageSummary = { id: string; title: string; description?: string; markdownUrl: string };

export type Section = { heading: string; level: 2 | 3; pages: PageSummary[] };

/**
 * Top-level categories become `##` sections and their direct sub-categories `###` sections; deeper
 * categories are listed in their parent's section, so the file stays a readable outline.
 */
export function sidebarSections(sidebar: SidebarEntry[], pages: Map<string, PageSummary>): Section[] {
  const sections: Section[] = [];
  const docsOf = (items: SidebarEntry[], into: PageSummary[], depthLeft: number, level: 2 | 3) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        const page = pages.get(item.id);
        if (page) into.push(page);
      } else if (item.type === 'category') {
        const linked = item.link?.type === 'doc' && item.link.id ? pages.get(item.link.id) : undefined;
        if (depthLeft > 0) {
          const section: Section = { heading: item.label, level, pages: linked ? [linked] : [] };
          sections.push(section);
          docsOf(item.items, section.pages, depthLeft - 1, 3);
        } else {
          if (linked) into.push(linked);
          docsOf(item.items, into, 0, level);
        }
      }
    }
  };
  const loose: PageSummary[] = [];
  docsOf(sidebar, loose, 2, 2);
  if (loose.length) sections.unshift({ heading: 'Pages', level: 2, pages: loose });
  return sections.filter((section) => section.pages.length > 0 || section.level === 2);
}

/** One line per page: `- [Title](url.md): description` */
function pageLine(page: PageSummary): string {
  const description = page.description?.replace(/\s+/g, ' ').trim();
  return `- [${page.title}](${page.markdownUrl})${description ? `: ${description}` : ''}`;
}

export function llmsTxt({
  title,
  summary,
  intro,
  sections,
}: {
  title: string;
  summary: string;
  intro: string[];
  sections: Section[];
}): string {
  const lines = [`# ${title}`, '', `> ${summary}`, '', ...intro];
  for (const section of sections) {
    lines.push('', `${'#'.repeat(section.level)} ${section.heading}`);
    if (section.pages.length) lines.push('', ...section.pages.map(pageLine));
  }
  return `${lines.join('\n')}\n`;
}

/** llms-full.txt: every page's Markdown in order, each headed by its URL. */
export function llmsFullTxt(pages: { markdownUrl: string; markdown: string }[]): string {
  return pages.map((page) => `<!-- ${page.markdownUrl} -->\n\n${page.markdown.trim()}\n`).join('\n---\n\n');
}
