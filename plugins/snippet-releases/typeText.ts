/**
 * Comparing a type as a `// ^?` states it with the compiler's text. TypeScript prints an object's members
 * and a union's members in the order it created them, which depends on the other samples sharing the
 * program, so two texts that differ only in that order name the same type.
 */

/** A type as one line. */
export function normalizeType(type: string): string {
  return type.replace(/\s+/g, ' ').trim();
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
const CLOSE = new Set(Object.values(OPEN));

/** Index just past the string literal starting at `start`, or `start` when none starts there. */
function skipString(text: string, start: number): number {
  const quote = text[start]!;
  if (quote !== '"' && quote !== "'" && quote !== '`') return start;
  let index = start + 1;
  while (index < text.length && text[index] !== quote) index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** Index of the bracket closing the one at `start`; an arrow's `>` closes nothing. */
function matching(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const skipped = skipString(text, index);
    if (skipped !== index) {
      index = skipped - 1;
      continue;
    }
    const char = text[index]!;
    if (char === '>' && text[index - 1] === '=') continue;
    if (OPEN[char]) depth += 1;
    else if (CLOSE.has(char) && (depth -= 1) === 0) return index;
  }
  return text.length - 1;
}

/** `text` split at each `separator` outside brackets and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let index = 0; index < text.length; index += 1) {
    const skipped = skipString(text, index);
    if (skipped !== index) index = skipped - 1;
    else if (OPEN[text[index]!] && !(text[index] === '<' && text[index - 1] === ' ')) index = matching(text, index);
    else if (text[index] === separator) {
      parts.push(text.slice(from, index));
      from = index + 1;
    }
  }
  return [...parts, text.slice(from)].map((part) => part.trim());
}

/** Brackets' contents made canonical: an object's members sorted, lists kept in order. */
function canonicalAtom(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const skipped = skipString(text, index);
    if (skipped !== index) {
      out += text.slice(index, skipped);
      index = skipped - 1;
    } else if (OPEN[char] && !(char === '<' && text[index - 1] === ' ')) {
      const end = matching(text, index);
      const inner = text.slice(index + 1, end);
      if (char === '{') {
        const members = splitTopLevel(inner, ';').filter(Boolean).map(canonicalType).sort();
        out += members.length ? `{ ${members.join('; ')}; }` : '{}';
      } else {
        out += char + splitTopLevel(inner, ',').map(canonicalType).join(', ') + OPEN[char];
      }
      index = end;
    } else out += char;
  }
  return out;
}

/** A type, or a declaration such as `const x: T` or `a?: T`, with its members in a fixed order. */
function canonicalType(text: string): string {
  const [head, ...rest] = splitTopLevel(text, ':');
  const union = (part: string) => splitTopLevel(part, '|').filter(Boolean).map(canonicalAtom).sort().join(' | ');
  return rest.length ? `${union(head!)}: ${canonicalType(rest.join(':'))}` : union(head!);
}

/** Whether two texts name the same type, whatever the order of object and union members. */
export function sameType(stated: string, inferred: string): boolean {
  return canonicalType(normalizeType(stated)) === canonicalType(normalizeType(inferred));
}
