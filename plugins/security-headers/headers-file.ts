/**
 * The `_headers` file of Netlify and Cloudflare Pages: a path pattern on its own line, then its headers
 * indented as `Name: value`; `#` starts a comment line. In a pattern, `*` matches any run of
 * characters (slashes included) and `:name` one path segment. Every rule whose pattern matches the
 * request path applies; values of a header set by several rules are joined with ", ", as those hosts do.
 *
 * https://docs.netlify.com/routing/headers/ and https://developers.cloudflare.com/pages/configuration/headers/
 */

export type HeaderRule = { pattern: string; headers: [name: string, value: string][] };

export class HeadersFileError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'HeadersFileError';
  }
}

/** Parses `_headers` text; `file` names the source in error messages. */
export function parseHeadersFile(text: string, file = '_headers'): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      if (!trimmed.startsWith('/')) {
        throw new HeadersFileError(file, line, `"${trimmed}" is not a path pattern: patterns start with "/".`);
      }
      rules.push({ pattern: trimmed, headers: [] });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new HeadersFileError(file, line, 'a header comes before any path pattern.');
    const colon = trimmed.indexOf(':');
    const name = trimmed.slice(0, colon).trim();
    if (colon < 1 || !/^[A-Za-z0-9-]+$/.test(name)) {
      throw new HeadersFileError(file, line, `"${trimmed}" is not a "Name: value" header line.`);
    }
    rule.headers.push([name, trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

/** Turns a path pattern into an anchored regular expression. */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers every matching rule gives `pathname`, in file order, repeated names joined. */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = headers.get(key) ?? { name, values: [] };
      entry.values.push(value);
      headers.set(key, entry);
    }
  }
  return new Map([...headers.values()].map(({ name, values }) => [name, values.join(', ')]));
}

/** Writes rules as `_headers` text, after an optional comment block. */
export function renderHeadersFile(rules: HeaderRule[], comment: string[] = []): string {
  const blocks = rules.map((rule) =>
    [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return [comment.map((line) => `# ${line}`.trimEnd()).join('\n'), ...blocks].filter(Boolean).join('\n\n') + '\n';
}
