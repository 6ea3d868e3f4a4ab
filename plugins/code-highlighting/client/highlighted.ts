/**
 * A block's lines as the build highlighted them (plugins/code-highlighting/remark.ts): the MDX code element's
 * `highlighted` prop, one line of HTML per `\n`, and its `types`, passed from src/theme/CodeBlock to its Content.
 */
import { createContext, useContext } from 'react';
import { LINE_BREAK } from './lines';

export type Highlighted = {
  /** The code the build highlighted, before the theme took out magic comments (`// highlight-next-line`). */
  code: string;
  /** HTML per line of `code`. */
  lines: string[];
  /** The file name of the page's type table, when the block has typed names (../typeTable.ts). */
  types?: string;
};

export const HighlightedContext = createContext<Highlighted | undefined>(undefined);

/** A type answer or an error written under a line (its text captured): markup of the block, not its code. */
export const UNDER_LINE = /<span class="tw-(?:query|error)"[^>]*>([^<]*)<\/span>/g;
const REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|(lt|gt|amp|quot|apos));/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * The code a block's HTML shows, line by line: its text without the markup and the lines under it. The build
 * sends a Markdown block's code only as HTML (plugins/code-highlighting/remark.ts), not a second time as text.
 */
export function codeOfHtml(lines: readonly string[]): string {
  return lines
    .map((line) =>
      line
        .replace(UNDER_LINE, '')
        .replace(/<[^>]*>/g, '')
        .replace(REFERENCE, (_, hex?: string, decimal?: string, name?: string) =>
          name ? NAMED[name.toLowerCase()]! : String.fromCodePoint(parseInt(hex ?? decimal!, hex ? 16 : 10)),
        ),
    )
    .join('\n');
}

/** The file name of the block's type table, written on its <pre> as `data-types` for the popup script. */
export const useTypeTable = (): string | undefined => useContext(HighlightedContext)?.types;

/**
 * The HTML of each line of `shownCode` (the block's code once its magic comments are gone), or undefined
 * when the build did not highlight this block. Lines the theme removed are skipped in order.
 */
export function useHighlightedHtml(shownCode: string): string[] | undefined {
  const highlighted = useContext(HighlightedContext);
  if (!highlighted) return undefined;
  const written = highlighted.code.split(LINE_BREAK);
  const html: string[] = [];
  let next = 0;
  for (const line of shownCode.split(LINE_BREAK)) {
    while (next < written.length && written[next] !== line) next += 1;
    if (next === written.length) return undefined; // not the code the build saw: highlight it here instead
    html.push(highlighted.lines[next]!);
    next += 1;
  }
  return html;
}
