/** Fewer elements per code line, for ./prism.ts only: in its own module so no bundle a page loads carries it. */
import type { Token } from 'prism-react-renderer';

/**
 * A line's tokens with empty ones dropped and neighbours of the same types joined: the same text in the
 * same colours, in fewer elements. Code tokens are most of a code-heavy page's elements, and each costs
 * style and layout time as the page loads: on /docs/server/routers, 1240 token elements become 930. A
 * line of one token, such as an empty line's "\n", is left as it is.
 */
export function compactLine(line: Token[]): Token[] {
  if (line.length <= 1) return line;
  const compact: Token[] = [];
  for (const token of line) {
    if (token.content === '' && !token.empty) continue;
    const previous = compact.at(-1);
    if (previous && !previous.empty && !token.empty && sameTypes(previous.types, token.types)) {
      compact[compact.length - 1] = { ...previous, content: previous.content + token.content };
    } else {
      compact.push(token);
    }
  }
  return compact;
}

function sameTypes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((type, index) => type === b[index]);
}
