/**
 * Code highlighting on the server: every code block is tokenized into the HTML the build writes. Stands in
 * for ./highlighter.ts in the server build only (see the plugin's index.ts), so the two export the same.
 */
import type { Token } from 'prism-react-renderer';
import { tokenize } from './prism';

export { SERVER_HTML } from './lines';

export function useHighlightedLines(code: string, language: string, wanted = true): Token[][] {
  return wanted ? tokenize(code, language) : [];
}
