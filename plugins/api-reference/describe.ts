/**
 * Front matter for each generated reference page: a meta description, and where "Edit this page" leads.
 *
 * TypeDoc's Markdown has no front matter, so
 * Docusaurus would describe every page by its first paragraph, which is the "Defined in: [file:line]"
 * link (it read "Defined in221" in search results and link previews). The description names the symbol,
 * its kind and package, and adds the symbol's own summary when its doc comment has one.
 *
 * A page is generated, so its edit link leads to what it is generated from: the symbol's definition in
 * tRPC's source (its "Defined in" link), or the package's source folder for a package's index page.
 */

/** Longest description kept: search engines cut snippets at about this length. */
const MAX_LENGTH = 200;

/** Markdown inline syntax reduced to its text: links to their label, HTML tags dropped, code spans unwrapped. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?>/g, '')
    .replace(/\\([<>[\]()*_`])/g, '$1')
    .replace(/[`*]|~~/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first paragraph of prose after the title and the "Defined in" line, before any section. */
export function summaryOf(markdown: string): string | undefined {
  const paragraphs = markdown.split(/\n\s*\n/).map((block) => block.trim());
  for (const paragraph of paragraphs.slice(1)) {
    if (paragraph.startsWith('## ')) return undefined;
    if (/^(#|```|\||<|>|Defined in:)/.test(paragraph)) continue;
    const text = plainText(paragraph);
    if (text && text !== '-') return text;
  }
  return undefined;
}

function clip(text: string): string {
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0) || cut.length)}…`;
}

/** `initTRPC (variable, @trpc/server): Builder to initialize the tRPC root object…` */
export function describeSymbol(markdown: string, kind: string, packageName: string): string {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? '';
  const lead = `${plainText(title).replace(/\(\)$/, '')} (${kind}, ${packageName})`;
  const summary = summaryOf(markdown);
  return clip(summary ? `${lead}: ${summary.replace(/\.?$/, '.')}` : `${lead}: its signature, types and source.`);
}

/** The symbol's definition in tRPC's repository: the page's first "Defined in" link. */
export function definitionUrl(markdown: string): string | undefined {
  return /^Defined in: \[[^\]]*\]\((https:[^)\s]+)\)/m.exec(markdown)?.[1];
}

/** The page with front matter holding these fields (each a JSON string, which is valid YAML). */
export function withFrontMatter(markdown: string, fields: Record<string, string>): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n${markdown}`;
}
