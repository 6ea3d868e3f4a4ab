/**
 * Turns one built HTML page into search records, the same shape the DocSearch crawler gives Algolia:
 * one record for the page (type lvl1, its text before the first heading) and one per h2/h3 with an
 * id (type lvl2/lvl3, its anchor in the URL). Only the <article> of docs pages and blog posts is read;
 * list pages (blog index, tags, authors, generated category indexes) give no records. Like the DocSearch
 * crawler's Docusaurus template, the text is prose, lists and tables: code blocks are left out (their
 * words drown the prose that explains them, and they are most of a page's bytes).
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Options } from './options';

export type SearchRecord = {
  /** Site-relative URL, with `#anchor` for a section. */
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3';
  /** lvl0 (category, "Blog" or "API Reference"), lvl1 (page title), lvl2 and lvl3 (headings). */
  hierarchy: { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null };
  /** Plain text of the section, whitespace collapsed. */
  content: string;
  language: string;
  /**
   * `docsearch:docusaurus_tag` of the page: `default` (blog), `docs-default-current` (current docs and the
   * API reference, which is generated for the current version only) or `docs-default-<version>`.
   */
  tag: string;
  /** A page of the generated API reference (ranked after the guides). */
  reference: boolean;
};

type Labels = Pick<Options, 'apiReferencePath' | 'docsLabel' | 'blogLabel' | 'apiReferenceLabel'>;

/** `docs/server/routers.html` → `/docs/server/routers`; `index.html` files give their folder. */
export function urlOfHtmlFile(relativePath: string): string {
  const withoutExt = relativePath
    .split(/[\\/]/)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${withoutExt}`.replace(/\/$/, '') || '/';
}

const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'pre',
  'table',
  'tr',
  'td',
  'th',
  'blockquote',
  'section',
  'details',
  'summary',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'hr',
  'dl',
  'dt',
  'dd',
  'header',
  'footer',
  'figure',
  'figcaption',
]);

/** Chrome inside the article that is not content. */
const SKIP_SELECTORS = [
  '.hash-link',
  'button',
  'nav',
  'svg',
  'pre',
  'script',
  'style',
  '.theme-doc-version-badge',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '[class^="copyPage"]',
  '[class*=" copyPage"]',
].join(',');

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function headingText($: CheerioAPI, heading: Element): string {
  const copy = $(heading).clone();
  copy.find('.hash-link').remove();
  return collapse(copy.text().replace(/\u200b/g, ''));
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
}

/** The records of one page, or none when it is not a docs page or blog post. */
export function extractRecords(html: string, url: string, labels: Labels): SearchRecord[] {
  const $ = load(html);
  const htmlClass = $('html').attr('class') ?? '';
  const isDoc = /\bdocs-doc-page\b/.test(htmlClass);
  const isPost = /\bblog-post-page\b/.test(htmlClass);
  if (!isDoc && !isPost) return [];

  const article = $('article').first();
  const body = isDoc ? article.find('.theme-doc-markdown').first() : article.find('.markdown').first();
  const title = collapse(article.find('h1').first().text());
  if (!body.length || !title) return [];

  const isApiReference = url === labels.apiReferencePath || url.startsWith(`${labels.apiReferencePath}/`);
  const language = meta($, 'docsearch:language') ?? $('html').attr('lang')?.split('-')[0] ?? 'en';
  const tag = meta($, 'docsearch:docusaurus_tag') ?? 'default';
  const lvl0 = isPost
    ? labels.blogLabel
    : isApiReference
      ? labels.apiReferenceLabel
      : // The top-level sidebar category: the first breadcrumb after the home link.
        collapse(
          article.find('.theme-doc-breadcrumbs .breadcrumbs__link:not([aria-label="Home page"])').first().text(),
        ) || labels.docsLabel;
  // A page outside any category has itself as the only breadcrumb.
  const category = lvl0 === title ? labels.docsLabel : lvl0;

  body.find(SKIP_SELECTORS).remove();
  body.find('h1').first().closest('header').remove();

  const page: SearchRecord = {
    url,
    type: 'lvl1',
    hierarchy: { lvl0: category, lvl1: title, lvl2: null, lvl3: null },
    content: '',
    language,
    tag,
    reference: isApiReference,
  };
  const records: SearchRecord[] = [page];
  const parts = new Map<SearchRecord, string[]>([[page, []]]);
  let current = page;
  let lvl2: string | null = null;

  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      parts.get(current)!.push((node as unknown as { data: string }).data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.tagName.toLowerCase();
    const id = element.attribs.id;
    if ((name === 'h2' || name === 'h3') && id) {
      const text = headingText($, element);
      if (name === 'h2') lvl2 = text;
      current = {
        url: `${url}#${id}`,
        type: name === 'h2' ? 'lvl2' : 'lvl3',
        hierarchy: {
          lvl0: category,
          lvl1: title,
          lvl2: name === 'h2' ? text : lvl2,
          lvl3: name === 'h3' ? text : null,
        },
        content: '',
        language,
        tag,
        reference: isApiReference,
      };
      records.push(current);
      parts.set(current, []);
      return;
    }
    const block = BLOCK.has(name);
    if (block) parts.get(current)!.push(' ');
    for (const child of element.children) walk(child);
    if (block) parts.get(current)!.push(' ');
  };
  for (const child of body.get(0)!.children) walk(child);

  for (const record of records)
    record.content = collapse(
      parts
        .get(record)!
        .join('')
        .replace(/\u200b/g, ''),
    );
  return records;
}
