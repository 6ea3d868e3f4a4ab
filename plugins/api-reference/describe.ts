/**
 * A meta description for each generated reference page. TypeDoc's Markdown has no front matter, so
 * Docusaurus would describe every page by its first paragraph, which is the "Defined in: [file:line]"
 * link (it read "Defined in221" in search results and link previews). The description names the symbol,
 * its kind and package, and adds the symbol's own summary when its doc comment has one.
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

/** The page with front matter holding its description (a JSON string is valid YAML). */
export function withDescription(markdown: string, description: string): string {
  return `---\ndescription: ${JSON.stringify(description)}\n---\n\n${markdown}`;
}
