/**
 * The twoslash markup that code samples use, as TypeScript's own docs do:
 *   // @filename: server.ts    starts a new file of the sample
 *   // ---cut---               everything above is compiled but not shown (---cut-after--- hides below)
 *   // @errors: 2322 2345      the compiler errors the sample is meant to produce
 *   // @include: name          pastes a hidden ```ts twoslash include name``` block of the same page
 * `parseSample` turns a block into the files the snippet check compiles; `stripMarkup` gives the
 * clean code readers see and copy.
 */

const FILENAME = /^\s*\/\/ @filename:\s*(\S+)\s*$/;
const ERRORS = /^\s*\/\/ @errors:(.*)$/;
const INCLUDE = /^\s*\/\/ @include:\s*(\S+)\s*$/;
const CUT_BEFORE = /^\s*\/\/ ---cut(-before)?---\s*$/;
const CUT_AFTER = /^\s*\/\/ ---cut-after---\s*$/;
const QUERY = /^\s*\/\/\s*\^[?|!]/;
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
 * NAME), ```text output=NAME (what NAME prints), and node_env=development on an example's fence.
 */
export const EXAMPLE_META = /(?:^|\s)example=(\S+)/;
export const SERVER_META = /(?:^|\s)server=(\S+)/;
export const OUTPUT_META = /(?:^|\s)output=(\S+)/;
export const NODE_ENV_META = /(?:^|\s)node_env=(\S+)/;

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

export type ParsedSample = { files: SampleFile[]; expectedErrors: number[] };

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
    if (QUERY.test(line)) return;
    push(line, blockLine);
  });
  return { files: files.length ? files : [fileFor()], expectedErrors: [...new Set(expectedErrors)].sort() };
}

/** The code readers see: hidden parts cut, markup removed, file boundaries as plain comments. */
export function stripMarkup(code: string, { hasTitle = false }: { hasTitle?: boolean } = {}): string {
  let lines = code.split('\n');
  const cutBefore = lines.findIndex((line) => CUT_BEFORE.test(line));
  if (cutBefore !== -1) lines = lines.slice(cutBefore + 1);
  const cutAfter = lines.findIndex((line) => CUT_AFTER.test(line));
  if (cutAfter !== -1) lines = lines.slice(0, cutAfter);

  const visible: string[] = [];
  for (const line of lines) {
    if (ERRORS.test(line) || INCLUDE.test(line) || QUERY.test(line)) continue;
    const filename = FILENAME.exec(line);
    if (filename) {
      // A titled block that starts with its only file needs no extra file comment.
      if (hasTitle && visible.every((l) => l.trim() === '')) continue;
      if (visible.length && visible[visible.length - 1]!.trim() !== '') visible.push('');
      visible.push(`${line.slice(0, line.indexOf('//'))}// ${filename[1]}`);
      continue;
    }
    visible.push(line);
  }
  while (visible.length && visible[0]!.trim() === '') visible.shift();
  while (visible.length && visible[visible.length - 1]!.trim() === '') visible.pop();
  return visible.join('\n');
}
