/**
 * Checks text that pages quote as tRPC's own output (`<Quoted>` in MDX: error messages, log lines,
 * request URLs) against the source of the release the page documents. No type check can catch a
 * misremembered message, so each quote must occur in the package's code, or, for a compiler error a page
 * explains (`Type instantiation is excessively deep and possibly infinite.`), in TypeScript's own messages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How far apart, in characters, two fixed parts of one quote may be in the source (`No "…"-procedure`). */
const MAX_GAP = 200;

/** Source and compiled code of every `@trpc/*` package installed in a snippets folder, unescaped. */
export function trpcSourceText(folder: string): string {
  const root = path.join(folder, 'node_modules', '@trpc');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
      } else if (/\.(c|m)?(j|t)sx?$/.test(entry.name) && !/\.d\.(c|m)?ts$/.test(entry.name)) {
        files.push(file);
      }
    }
  };
  walk(root);
  // Messages sit in string literals: `\"` and `` \` `` in the code are plain quotes in the message.
  return files.map((file) => readFileSync(file, 'utf8').replace(/\\(["'`])/g, '$1')).join('\n');
}

/**
 * TypeScript's diagnostic messages, as its compiler ships them (`'{0}'` where a name goes, matched by `…`): the
 * compiler errors tRPC users meet are quoted from here.
 */
export function typescriptMessages(): string {
  return readFileSync(require.resolve('typescript'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('diag('))
    .join('\n');
}

/**
 * Whether a quote occurs in the source: its fixed parts (split at `…`) appear in order, each within
 * MAX_GAP characters of the previous one (a template literal's `${path}` or a concatenation between them).
 */
export function quoteOccurs(quote: string, source: string): boolean {
  const parts = quote.split('…').filter((part) => part.length > 0);
  if (parts.length === 0) return false;
  const [first, ...rest] = parts;
  for (let start = source.indexOf(first!); start !== -1; start = source.indexOf(first!, start + 1)) {
    let end = start + first!.length;
    let found = true;
    for (const part of rest) {
      const next = source.indexOf(part, end);
      if (next === -1 || next - end > MAX_GAP) {
        found = false;
        break;
      }
      end = next + part.length;
    }
    if (found) return true;
  }
  return false;
}
