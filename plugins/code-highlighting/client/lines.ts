/** What the browser and the server highlighters share (./highlighter.ts, ./highlighter.server.ts). */
import type { Token } from 'prism-react-renderer';

/** Render nothing into the code element: it already holds the server's highlighted lines. */
export const SERVER_HTML = 'server-html';

/** Where one line of a block's code ends and the next starts, as prism-react-renderer splits its tokens into lines. */
export const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Code as lines of one plain token each, shaped as prism-react-renderer's normalizeTokens shapes them
 * (an empty line holds one empty "\n" token), so a block can show before Prism has loaded.
 */
export function plainLines(code: string): Token[][] {
  return code
    .split(LINE_BREAK)
    .map((line) => [line ? { types: ['plain'], content: line } : { types: ['plain'], content: '\n', empty: true }]);
}
