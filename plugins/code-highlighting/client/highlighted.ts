/**
 * A block's lines as the build highlighted them (plugins/code-highlighting/remark.ts): the MDX code element's
 * `highlighted` prop, one line of HTML per `\n`, passed from src/theme/CodeBlock to its Content.
 */
import { createContext, useContext } from 'react';
import { LINE_BREAK } from './lines';

export type Highlighted = {
  /** The code the build highlighted, before the theme took out magic comments (`// highlight-next-line`). */
  code: string;
  /** HTML per line of `code`. */
  lines: string[];
};

export const HighlightedContext = createContext<Highlighted | undefined>(undefined);

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
