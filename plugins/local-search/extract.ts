/**
 * Turns one built HTML page into search records, the same shape the DocSearch crawler gives Algolia:
 * one record for the page (type lvl1, its text before the first heading) and one per h2/h3 with an
 * id (type lvl2/lvl3, its anchor in the URL). Only the <article> of docs pages and blog posts is read;
 * list pages (blog index, tags, authors, generated category indexes) give no records. Like the DocSearch
 * crawler's Docusaurus template, the text is prose, lists and tables: code blocks are left out (their
 * words drown the prose that explains them, and they are most of a page's bytes). Three things are kept
 * apart from the text, each a field the engine weighs on its own: the identifiers of a section's code,
 * the names its tables and lists define, and its Related lists (items that open with a link elsewhere). A fourth,
 * its quotes, holds the messages it quotes whole, which the engine matches as phrases against a pasted message.
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
  /**
   * The identifiers of the section's TypeScript and JavaScript code blocks, each once, space-separated:
   * the API a section shows only in code (an option in a config object, a helper it calls).
   */
  code: string;
  /**
   * What the section defines, one entry per line: the first cell of each table row, each `<dt>`, and the
   * `<code>` a list item opens with. An options table's row names its option; prose only mentions it.
   */
  defines: string;
  /**
   * The text of the section's list items that open with a link to another page (a Related list): it
   * describes the linked page, so it is kept apart from the section's own text.
   */
  pointers: string;
  /**
   * What the section quotes, one per line, uncut: its inline code that holds two words in a row (where `<Quoted>` puts
   * tRPC's messages, and pages write TypeScript's and the runtime's) and the compiler errors its checked samples
   * show. A reader pastes an error message; its section is found by it as a phrase, even past the text's cut.
   */
  quotes: string;
  /**
   * The page's `keywords` front matter (its `<meta name="keywords">`), one per line, on the page record only: the
   * searches its writer expects readers to type for it, in their words rather than the page's.
   */
  keywords: string;
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

/** Two words in a row, as a message has and an identifier (`post.byId`) or an object literal has not. */
const PROSE = /(?:^|\s)\p{L}+\s+\p{L}/u;

const CODE_LANGUAGE = /\blanguage-(?:ts|tsx|js|jsx|typescript|javascript)\b/;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/**
 * The identifiers of a highlighted code block: those the compiler typed in a checked sample; in another
 * block, its words but Prism's keywords, built-in types, comments, strings and numbers. Names shorter than
 * three letters are left out.
 */
function codeIdentifiers($: CheerioAPI, pre: Element): string[] {
  if (!CODE_LANGUAGE.test(pre.attribs.class ?? '')) return [];
  // A checked sample marks each identifier with its type (plugins/code-highlighting/shiki.ts).
  const typed = $(pre).find('.tw');
  if (typed.length > 0) return typed.toArray().flatMap((name) => ($(name).text().length >= 3 ? [$(name).text()] : []));
  const copy = $(pre).clone();
  copy.find('.tw-query, .tw-error').remove();
  copy
    .find(
      '.token.keyword, .token.builtin, .token.comment, .token.string, .token.template-string, .token.number, .token.boolean',
    )
    .remove();
  return (copy.text().match(IDENTIFIER) ?? []).filter((name) => name.length >= 3);
}

const firstElement = (element: Element) =>
  element.children.find(
    (child) => child.type === 'tag' || (child.type === 'text' && (child as unknown as { data: string }).data.trim()),
  );

/** The node holding the term `element` defines, if it is a table row, a `<dt>` or a list item opening with code. */
function definedTerm(element: Element): AnyNode | undefined {
  const name = element.tagName.toLowerCase();
  if (name === 'dt') return element;
  const first = firstElement(element);
  if (first?.type !== 'tag') return undefined;
  const firstName = (first as Element).tagName.toLowerCase();
  if (name === 'tr') return firstName === 'td' ? first : undefined;
  if (name !== 'li') return undefined;
  if (firstName === 'code') return first;
  // A loose list wraps each item in a paragraph.
  const inner = firstName === 'p' ? firstElement(first as Element) : undefined;
  return inner?.type === 'tag' && (inner as Element).tagName.toLowerCase() === 'code' ? inner : undefined;
}

/**
 * A name, as an options table or a definition list gives it: one identifier (`maxBatchSize`, `useQuery()`)
 * or up to three words (ArkType, Effect Schema). Not an expression or a sentence, which tables of changes
 * and comparisons hold in their first column.
 */
const isName = (text: string) =>
  /^[\w$.-]+(?:\(\))?$/.test(text) || /^[\p{L}\p{N}.-]+(?: [\p{L}\p{N}.-]+){0,2}$/u.test(text);

/** A link to another page, not to an anchor of this one. */
const linksElsewhere = (a: Element) => !(a.attribs.href ?? '#').startsWith('#');

/** True when a list item starts with a link to another page (directly, or in a loose list's paragraph). */
function opensWithLink(item: Element): boolean {
  let first = firstElement(item);
  if (first?.type === 'tag' && (first as Element).tagName.toLowerCase() === 'p') first = firstElement(first as Element);
  return first?.type === 'tag' && (first as Element).tagName.toLowerCase() === 'a' && linksElsewhere(first as Element);
}

/** True when `node` is or holds a link to another page: a term that points elsewhere, not one defined here. */
const isLink = ($: CheerioAPI, node: AnyNode) =>
  $(node)
    .closest('a')
    .add($(node).find('a'))
    .toArray()
    .some((a) => linksElsewhere(a as Element));

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
    code: '',
    defines: '',
    pointers: '',
    quotes: '',
    keywords: (meta($, 'keywords') ?? '')
      .split(',')
      .map((keyword) => collapse(keyword))
      .filter(Boolean)
      .join('\n'),
    language,
    tag,
    reference: isApiReference,
  };
  const records: SearchRecord[] = [page];
  const parts = new Map<SearchRecord, string[]>([[page, []]]);
  const identifiers = new Map<SearchRecord, Set<string>>([[page, new Set()]]);
  const defined = new Map<SearchRecord, Set<string>>([[page, new Set()]]);
  const pointers = new Map<SearchRecord, string[]>([[page, []]]);
  const quotes = new Map<SearchRecord, Set<string>>([[page, new Set()]]);
  const quote = (text: string) => {
    const collapsed = collapse(text.replace(/\u200b/g, ''));
    if (PROSE.test(collapsed)) quotes.get(current)!.add(collapsed);
  };
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
        code: '',
        defines: '',
        pointers: '',
        quotes: '',
        keywords: '',
        language,
        tag,
        reference: isApiReference,
      };
      records.push(current);
      parts.set(current, []);
      identifiers.set(current, new Set());
      defined.set(current, new Set());
      pointers.set(current, []);
      quotes.set(current, new Set());
      return;
    }
    if (name === 'li' && opensWithLink(element)) {
      pointers.get(current)!.push(' ', $(element).text(), ' ');
      return;
    }
    const term = definedTerm(element);
    if (term && !isLink($, term)) {
      const text = collapse($(term).text());
      if (isName(text)) defined.get(current)!.add(text);
    }
    if (name === 'pre') {
      // A checked sample shows the compiler's error where it is meant to fail (plugins/code-highlighting/shiki.ts).
      for (const error of $(element).find('.tw-error').toArray()) quote($(error).text());
      for (const identifier of codeIdentifiers($, element)) identifiers.get(current)!.add(identifier);
      return;
    }
    // Inline code: code blocks returned above.
    if (name === 'code') quote($(element).text());
    const block = BLOCK.has(name);
    if (block) parts.get(current)!.push(' ');
    for (const child of element.children) walk(child);
    if (block) parts.get(current)!.push(' ');
  };
  for (const child of body.get(0)!.children) walk(child);

  for (const record of records) {
    record.content = collapse(
      parts
        .get(record)!
        .join('')
        .replace(/\u200b/g, ''),
    );
    record.code = [...identifiers.get(record)!].join(' ');
    record.defines = [...defined.get(record)!].filter(Boolean).join('\n');
    record.quotes = [...quotes.get(record)!].join('\n');
    record.pointers = collapse(
      pointers
        .get(record)!
        .join('')
        .replace(/\u200b/g, ''),
    );
  }
  return records;
}
