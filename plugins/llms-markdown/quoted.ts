/**
 * The text of a `<Quoted>` MDX element (src/components/Quoted: tRPC's own output quoted by a page), read
 * from its text, inline code and string expressions (`<Quoted>{'{"0":…}'}</Quoted>`). Shared by the
 * Markdown export, which prints it as inline code, and the quote check (scripts/snippets/quotes.ts).
 */
type MdxNode = { type: string; value?: string; children?: MdxNode[] };

export function quotedText(node: MdxNode): string {
  return (node.children ?? [])
    .map((child) => {
      if (child.type === 'text' || child.type === 'inlineCode') return child.value ?? '';
      if (child.type === 'mdxTextExpression' || child.type === 'mdxFlowExpression') {
        const literal = /^\s*(['"`])([\s\S]*)\1\s*$/.exec(child.value ?? '');
        return literal ? literal[2]!.replace(/\\(.)/g, '$1') : '';
      }
      return quotedText(child);
    })
    .join('');
}
