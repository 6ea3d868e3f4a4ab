/**
 * The twoslash markup that code samples use, as TypeScript's own docs do:
 *   // @filename: server.ts    starts a new file of the sample
 *   // ---cut---               everything above is compiled but not shown (---cut-after--- hides below)
 *   // @errors: 2322 2345      the compiler errors the sample is meant to produce
 *   // @include: name          pastes a hidden ```ts twoslash include name``` block of the same page
 *   //    ^? const user: User  shows, under the line above, the type of the name over the caret, which
 *                              must be the type written after it (the snippet check compares the two)
 * `parseSample` turns a block into the files the snippet check compiles; `visibleCode` gives the clean
 * code readers see and copy (plugins/code-highlighting/remark.ts).
 */

const FILENAME = /^\s*\/\/ @filename:\s*(\S+)\s*$/;
const ERRORS = /^\s*\/\/ @errors:(.*)$/;
const INCLUDE = /^\s*\/\/ @include:\s*(\S+)\s*$/;
const CUT_BEFORE = /^\s*\/\/ ---cut(-before)?---\s*$/;
const CUT_AFTER = /^\s*\/\/ ---cut-after---\s*$/;
const QUERY = /^\s*\/\/\s*\^[?|!]/;
const TYPE_QUERY = /^\s*\/\/\s*\^\?/;
const INCLUDE_META = /(?:^|\s)twoslash\s+include\s+(\S+)/;
const NO_CHECK_META = /(?:^|\s)no-check(?:\s|$)/;

export const CHECKED_LANGUAGES = ['ts', 'tsx', 'js', 'jsx'] as const;
export type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number];

export function isCheckedLanguage(lang: string | null | undefined): lang is CheckedLanguage {
  return (CHECKED_LANGUAGES as readonly string[]).includes(lang ?? '');
}

/** The name a ```ts twoslash include NAME``` block defines, if it is one. */
export function includeName(meta: string | null | undefined): string | undefined {
  return INCLUDE_META.exec(meta ?? '')?.[1];
}

/**
 * A fence's names for examples that run (scripts/snippets/examples.ts): ```ts example=NAME (a sample that
 * runs; with server=OTHER, a program run against the example OTHER), ```http server=NAME (a request sent to
 * NAME), ```text output=NAME (what NAME prints), and node_env=development on an example's fence or on a
 * block showing what it produced.
 */
export const EXAMPLE_META = /(?:^|\s)example=(\S+)/;
export const SERVER_META = /(?:^|\s)server=(\S+)/;
export const OUTPUT_META = /(?:^|\s)output=(\S+)/;
export const NODE_ENV_META = /(?:^|\s)node_env=(\S+)/;

const TITLE_META = /(?:^|\s)title=(["'])(.*?)\1/;
/** tRPC's error shape (`"code": -32004`): its `data.stack` depends on NODE_ENV, so the block must say which. */
const ERROR_SHAPE = /"code"\s*:\s*-32\d{3}\b/;

export function showsErrorShape(text: string): boolean {
  return ERROR_SHAPE.test(text);
}

/**
 * A shown block's `node_env=X` (a response or output, not a sample) as the title readers see, `NODE_ENV=X`,
 * after any title of its own: the one place a page says under which NODE_ENV the shown text was taken.
 */
export function withNodeEnvTitle(lang: string | null | undefined, meta: string | null | undefined): string | null {
  const nodeEnv = NODE_ENV_META.exec(meta ?? '')?.[1];
  if (nodeEnv === undefined || isCheckedLanguage(lang)) return meta ?? null;
  const label = `NODE_ENV=${nodeEnv}`;
  const rest = (meta ?? '').replace(new RegExp(NODE_ENV_META, 'g'), '');
  const title = TITLE_META.exec(rest)?.[2];
  return `${rest.replace(TITLE_META, '').trim()} title="${title ? `${title} (${label})` : label}"`.trim();
}

/** The fence's meta without the example names, which only the check reads. */
export function withoutExampleMeta(meta: string): string {
  return [EXAMPLE_META, SERVER_META, OUTPUT_META, NODE_ENV_META]
    .reduce((rest, pattern) => rest.replace(new RegExp(pattern, 'g'), ''), meta)
    .trim();
}

export function isNoCheck(meta: string | null | undefined): boolean {
  return NO_CHECK_META.test(meta ?? '');
}

export type SampleFile = {
  name: string;
  content: string;
  /** For each line of `content`, the 0-based line of the code block it came from. */
  blockLines: number[];
};

/**
 * A `// ^? <type>` line: readers are shown the type at the caret, in the line above it, and the snippet
 * check requires the compiler to infer exactly the type the line states (whitespace aside).
 */
export type SampleQuery = {
  fileIndex: number;
  fileLine: number;
  character: number;
  blockLine: number;
  /** The type the line states. */
  expected: string;
};

export type ParsedSample = {
  files: SampleFile[];
  expectedErrors: number[];
  queries: SampleQuery[];
  /** The lines of the code block readers see (not cut, not markup): where type information is shown. */
  shownBlockLines: number[];
};

export class MarkupError extends Error {
  constructor(
    message: string,
    /** 0-based line within the code block. */
    readonly blockLine: number,
  ) {
    super(message);
    this.name = 'MarkupError';
  }
}

/** Splits a sample into its files, with @include blocks pasted in and markup lines removed. */
export function parseSample(
  code: string,
  lang: CheckedLanguage,
  includes: ReadonlyMap<string, string> = new Map(),
): ParsedSample {
  const files: SampleFile[] = [];
  const expectedErrors: number[] = [];
  const queries: SampleQuery[] = [];
  let current: SampleFile | undefined;
  const fileFor = () => {
    current ??= { name: `index.${lang}`, content: '', blockLines: [] };
    if (!files.includes(current)) files.push(current);
    return current;
  };
  const push = (line: string, blockLine: number) => {
    const file = fileFor();
    file.content += `${line}\n`;
    file.blockLines.push(blockLine);
  };

  code.split('\n').forEach((line, blockLine) => {
    const filename = FILENAME.exec(line);
    if (filename) {
      const name = filename[1]!;
      if (files.some((file) => file.name === name)) {
        throw new MarkupError(`the sample declares the file "${name}" twice`, blockLine);
      }
      current = { name, content: '', blockLines: [] };
      files.push(current);
      return;
    }
    const errors = ERRORS.exec(line);
    if (errors) {
      const codes = errors[1]!.trim().split(/\s+/).filter(Boolean).map(Number);
      if (codes.length === 0 || codes.some((c) => !Number.isInteger(c))) {
        throw new MarkupError(`"// @errors:" needs TypeScript error numbers, e.g. "// @errors: 2322"`, blockLine);
      }
      expectedErrors.push(...codes);
      return;
    }
    const include = INCLUDE.exec(line);
    if (include) {
      const included = includes.get(include[1]!);
      if (included === undefined) {
        throw new MarkupError(
          `"// @include: ${include[1]}" names no \`\`\`ts twoslash include ${include[1]}\`\`\` block above it on this page`,
          blockLine,
        );
      }
      included.split('\n').forEach((includedLine) => push(includedLine, blockLine));
      return;
    }
    if (QUERY.test(line)) {
      const file = current;
      if (TYPE_QUERY.test(line) && file && file.blockLines.length > 0) {
        queries.push({
          fileIndex: files.indexOf(file),
          fileLine: file.blockLines.length - 1,
          character: line.indexOf('^'),
          blockLine,
          expected: line.slice(line.indexOf('^?') + 2).trim(),
        });
      } else if (TYPE_QUERY.test(line)) {
        throw new MarkupError('"// ^?" needs a line of code above it, whose type it shows', blockLine);
      }
      return;
    }
    push(line, blockLine);
  });
  return {
    files: files.length ? files : [fileFor()],
    expectedErrors: [...new Set(expectedErrors)].sort(),
    queries,
    shownBlockLines: visibleCode(code).blockLines.filter((blockLine) => blockLine >= 0),
  };
}

/** The code readers see: hidden parts cut, markup removed, file boundaries as plain comments. */
export function stripMarkup(code: string, options: { hasTitle?: boolean; keepQueries?: boolean } = {}): string {
  return visibleCode(code, options).code;
}

/**
 * The code readers see, and for each of its lines the line of the code block it shows (-1 for a file
 * comment written in place of `// @filename:`): where a sample's type information goes.
 */
export function visibleCode(
  code: string,
  {
    hasTitle = false,
    keepQueries = false,
  }: {
    hasTitle?: boolean;
    /** Keeps `// ^? <type>` lines, as plain comments (for the Markdown copies; pages render the answer). */
    keepQueries?: boolean;
  } = {},
): { code: string; blockLines: number[] } {
  let lines = code.split('\n').map((text, blockLine) => ({ text, blockLine }));
  const cutBefore = lines.findIndex((line) => CUT_BEFORE.test(line.text));
  if (cutBefore !== -1) lines = lines.slice(cutBefore + 1);
  const cutAfter = lines.findIndex((line) => CUT_AFTER.test(line.text));
  if (cutAfter !== -1) lines = lines.slice(0, cutAfter);

  const visible: { text: string; blockLine: number }[] = [];
  const isBlank = (line: { text: string } | undefined) => line !== undefined && line.text.trim() === '';
  for (const line of lines) {
    const keptQuery = keepQueries && TYPE_QUERY.test(line.text);
    if (ERRORS.test(line.text) || INCLUDE.test(line.text) || (QUERY.test(line.text) && !keptQuery)) continue;
    const filename = FILENAME.exec(line.text);
    if (filename) {
      // A titled block that starts with its only file needs no extra file comment.
      if (hasTitle && visible.every(isBlank)) continue;
      if (visible.length && !isBlank(visible[visible.length - 1])) visible.push({ text: '', blockLine: -1 });
      visible.push({ text: `${line.text.slice(0, line.text.indexOf('//'))}// ${filename[1]}`, blockLine: -1 });
      continue;
    }
    visible.push(line);
  }
  while (isBlank(visible[0])) visible.shift();
  while (isBlank(visible[visible.length - 1])) visible.pop();
  return { code: visible.map((line) => line.text).join('\n'), blockLines: visible.map((line) => line.blockLine) };
}
