/** Finds the code samples of Markdown and MDX files, with their position and check settings. */
import { readFileSync } from 'node:fs';
import type { Code, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import {
  includeName,
  isCheckedLanguage,
  isNoCheck,
  MarkupError,
  parseSample,
  type CheckedLanguage,
  type ParsedSample,
} from '../../plugins/snippet-releases/markup';
import { quotedText } from '../../plugins/llms-markdown/quoted';
import { CHECKED_AGAINST_FRONT_MATTER, PARTIAL_IMPORT, resolvePartial } from '../../plugins/snippet-releases/partials';
import { collectExamples, type CollectedExamples } from './examples';

export type Sample = ParsedSample & {
  /** Path of the Markdown file, relative to the site root. */
  source: string;
  /** 1-based line of the opening fence in the source file. */
  fenceLine: number;
  lang: CheckedLanguage;
  /** Declares ambient modules or globals, so it is compiled in a program of its own. */
  ambient: boolean;
  /** A docs version from the fence (```ts checked_against=10.x): a "before" sample of a migration guide. */
  checkedAgainst: string | undefined;
};

export type CollectedFile = {
  samples: Sample[];
  skipped: number;
  problems: string[];
  /**
   * A docs version name ("9.x", "current") from the `checked_against` front matter: a blog post about
   * an older API is checked against that version's packages instead of the current ones.
   */
  checkedAgainst: string | undefined;
  /** Site-relative paths of the Markdown partials the file imports (`import X from './_part.mdx'`). */
  partials: string[];
  /** Text the page quotes as tRPC's own output: `<Quoted>No input expected</Quoted>`. */
  quotes: Quote[];
  /** Its examples that run: samples marked example=NAME, with the responses and output shown (scripts/snippets/examples.ts). */
  examples: CollectedExamples;
};

export type Quote = {
  /** Path of the Markdown file, relative to the site root. */
  source: string;
  /** 1-based line of the `<Quoted>` element. */
  line: number;
  /** The quoted text, `…` standing for the parts that vary. */
  text: string;
};

type MdxNode = { type: string; name?: string | null; children?: never[]; position?: { start: { line: number } } };

const AMBIENT = /^\s*declare\s+(module\s+['"]|global\b)/m;
const CHECKED_AGAINST_META = /(?:^|\s)checked_against=(\S+)/;

export function collectSamples(source: string, text: string): CollectedFile {
  const processor = unified().use(remarkParse).use(remarkFrontmatter);
  if (source.endsWith('.mdx')) processor.use(remarkMdx);
  const result: CollectedFile = {
    samples: [],
    skipped: 0,
    problems: [],
    checkedAgainst: undefined,
    partials: [],
    quotes: [],
    examples: { examples: [], exchanges: [], outputs: [], problems: [] },
  };
  let tree: Root;
  try {
    tree = processor.parse(text) as Root;
  } catch (error) {
    // An MDX syntax error: the build fails on it too, but the check names the file and goes on.
    const { message, line, column } = error as Error & { line?: number; column?: number };
    result.problems.push(`${source}${line ? `:${line}:${column ?? 1}` : ''}: ${message}`);
    return result;
  }
  const frontMatter = tree.children[0]?.type === 'yaml' ? tree.children[0].value : '';
  result.checkedAgainst = CHECKED_AGAINST_FRONT_MATTER.exec(frontMatter)?.[1];
  visit(tree, (node) => {
    const element = node as unknown as MdxNode;
    if ((element.type === 'mdxJsxTextElement' || element.type === 'mdxJsxFlowElement') && element.name === 'Quoted') {
      result.quotes.push({ source, line: element.position?.start.line ?? 0, text: quotedText(element as never) });
    }
  });
  visit(tree, 'mdxjsEsm', (node: { value: string }) => {
    for (const [, specifier] of node.value.matchAll(PARTIAL_IMPORT)) {
      result.partials.push(resolvePartial(source, specifier!));
    }
  });
  const includes = new Map<string, string>();
  const codeNodes: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    codeNodes.push(node);
  });

  for (const node of codeNodes) {
    if (!isCheckedLanguage(node.lang)) continue;
    const fenceLine = node.position?.start.line ?? 1;
    const name = includeName(node.meta);
    if (name !== undefined) {
      includes.set(name, node.value);
      continue;
    }
    if (isNoCheck(node.meta)) {
      result.skipped += 1;
      continue;
    }
    try {
      const parsed = parseSample(node.value, node.lang, includes);
      result.samples.push({
        ...parsed,
        source,
        fenceLine,
        lang: node.lang,
        ambient: AMBIENT.test(node.value),
        checkedAgainst: CHECKED_AGAINST_META.exec(node.meta ?? '')?.[1],
      });
    } catch (error) {
      if (!(error instanceof MarkupError)) throw error;
      result.problems.push(`${source}:${fenceLine + 1 + error.blockLine}: ${error.message}`);
    }
  }
  result.examples = collectExamples(source, codeNodes, includes);
  result.problems.push(...result.examples.problems);
  result.problems.push(...unrunWireBlocks(source, tree, codeNodes, result.examples));
  return result;
}

const NOT_RUN = /^\s*\/\*\s*Not run\b/;

/**
 * ```http blocks that no example runs and no `{/* Not run: why *\/}` comment before them explains: a page's wire
 * traffic is either checked or says why not. The comment covers the ```http blocks right after it.
 */
function unrunWireBlocks(
  source: string,
  tree: Root,
  codes: readonly Code[],
  examples: CollectedFile['examples'],
): string[] {
  const lineOf = (node: Code | undefined) => node?.position?.start.line ?? -1;
  const requests = new Set(examples.exchanges.map(({ line }) => line));
  // Each run request and its response, the next code block of the page.
  const run = new Set(
    codes.flatMap((node, index) => (requests.has(lineOf(node)) ? [lineOf(node), lineOf(codes[index + 1])] : [])),
  );
  const problems: string[] = [];
  visit(tree, 'code', (node: Code, index, parent) => {
    if (node.lang !== 'http' || index === undefined || !parent) return;
    const siblings = parent.children as {
      type: string;
      lang?: string | null;
      value?: string;
      position?: Code['position'];
    }[];
    let before = index - 1;
    while (before >= 0 && siblings[before]!.type === 'code' && siblings[before]!.lang === 'http') before -= 1;
    const line = lineOf(node);
    if (run.has(line)) return;
    const comment = siblings[before];
    if (comment?.type === 'mdxFlowExpression' && NOT_RUN.test(comment.value ?? '')) return;
    problems.push(
      `${source}:${line}: this \`\`\`http block is not run: send it to the page's server (\`\`\`http server=NAME), ` +
        'or say why not in a {/* Not run: … */} comment right before it',
    );
  });
  return problems;
}

export function collectSamplesFromFile(root: string, source: string): CollectedFile {
  return collectSamples(source, readFileSync(`${root}/${source}`, 'utf8'));
}
