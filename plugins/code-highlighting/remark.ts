/**
 * Remark plugin: renders every code block of the docs and blog at build time. It
 * - removes the twoslash markup the snippet check reads (plugins/snippet-releases/markup.ts) from
 *   ts/tsx/js/jsx blocks, and drops ```ts twoslash include``` blocks, which exist only to be pasted into
 *   other samples: readers see and copy clean samples;
 * - highlights each block with Shiki (./shiki.ts), with the types the compiler sees in a checked sample,
 *   compiled against the page's own docs version (a blog post's `checked_against`, a fence's
 *   `checked_against=`): a 10.x page shows 10.x types. The compile is the snippet check's, cached per
 *   sample (plugins/snippet-releases/compile.ts), so a build after `npm run check` compiles nothing;
 * - hands the HTML to src/theme/CodeBlock as the `highlighted` prop, one line per `\n` (the code is not sent
 *   again as text: the theme reads it from the HTML), and the name of the page's type table (./typeTable.ts)
 *   as `types`.
 * A partial (`_name.mdx`) is one rendering for the pages of every version that import it: it shows the types
 * all their versions agree on (plugins/snippet-releases/partials.ts).
 * CODE_TYPES=off renders without types (and compiles nothing).
 */
import path from 'node:path';
import type { Code, Root } from 'mdast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import {
  includeName,
  isCheckedLanguage,
  isNoCheck,
  MarkupError,
  parseSample,
  visibleCode,
  withNodeEnvTitle,
  type ParsedSample,
} from '../snippet-releases/markup';
import { compileSamplesSoon, type CompiledSample, type TypeNode } from '../snippet-releases/compile';
import { isPartial, partialVersions, versionedFolderOf } from '../snippet-releases/partials';
import { sameType } from '../snippet-releases/typeText';
import { samplesFolder } from '../snippet-releases/releases';
import { highlightLines, type ShownType } from './shiki';
import { TypeTable } from './typeTable';

export type Options = {
  siteDir: string;
  /** Site-relative folders whose code blocks show no types: the generated API reference, which the check skips. */
  withoutTypes?: readonly string[];
};

const CHECKED_AGAINST_META = /(?:^|\s)checked_against=(\S+)/;
const AMBIENT = /^\s*declare\s+(module\s+['"]|global\b)/m;

const typesOn = process.env.CODE_TYPES !== 'off';

/**
 * The docs versions whose packages a page's samples are compiled against, by where the page lives: one for a
 * page, those of the pages that import it for a partial.
 */
function pageVersions(siteDir: string, source: string, file: VFile, withoutTypes: readonly string[]): string[] {
  if (withoutTypes.some((dir) => source.startsWith(`${dir}/`))) return [];
  if (isPartial(source)) return partialVersions(siteDir, source, withoutTypes);
  const versioned = versionedFolderOf(source);
  if (versioned) return [versioned];
  if (!/^(docs|blog)\//.test(source)) return [];
  // Docusaurus's MDX loader hands remark the page's parsed front matter.
  const { frontMatter } = file.data as { frontMatter?: { checked_against?: unknown } };
  return [typeof frontMatter?.checked_against === 'string' ? frontMatter.checked_against : 'current'];
}

type Block = { node: Code; sample?: CompiledSample; folders?: string[] };

/**
 * The types every version's compile gives alike, whatever the order of their members: a partial shows only
 * what is true on all its pages.
 */
function agreed(compiles: readonly (readonly TypeNode[])[]): TypeNode[] {
  const [first = [], ...others] = compiles;
  const place = ({ text: _text, ...rest }: TypeNode) => JSON.stringify(rest);
  return first.filter((node) =>
    others.every((nodes) => nodes.some((other) => place(other) === place(node) && sameType(other.text, node.text))),
  );
}

/** Types of a sample at the places of the code readers see (`shownLines[i]` is the block line of line i). */
function shownTypes(nodes: readonly TypeNode[], shownLines: readonly number[]): ShownType[] {
  const lineOf = new Map(shownLines.map((blockLine, line) => [blockLine, line]));
  return nodes.flatMap(({ blockLine, ...rest }) => {
    const line = lineOf.get(blockLine);
    return line === undefined || blockLine < 0 ? [] : [{ ...rest, line }];
  });
}

const remarkCodeBlocks: Plugin<[Options], Root> = ({ siteDir, withoutTypes = [] }) => {
  return async (tree, file) => {
    const source = path.relative(siteDir, file.path).split(path.sep).join('/');
    const versions = typesOn ? pageVersions(siteDir, source, file, withoutTypes) : [];

    const blocks: Block[] = [];
    const includes = new Map<string, string>();
    const removed = new Set<Code>();
    visit(tree, 'code', (node: Code) => {
      if (!isCheckedLanguage(node.lang)) {
        blocks.push({ node });
        return;
      }
      const name = includeName(node.meta);
      if (name !== undefined) {
        includes.set(name, node.value);
        removed.add(node);
        return;
      }
      const fenceVersion = CHECKED_AGAINST_META.exec(node.meta ?? '')?.[1];
      const folders = (fenceVersion ? [fenceVersion] : versions)
        .map((blockVersion) => samplesFolder(siteDir, blockVersion))
        .filter((folder) => folder !== undefined);
      if (folders.length === 0 || isNoCheck(node.meta)) {
        blocks.push({ node });
        return;
      }
      let parsed: ParsedSample;
      try {
        parsed = parseSample(node.value, node.lang, includes);
      } catch (error) {
        // The snippet check names the markup problem; the page still shows the sample.
        if (!(error instanceof MarkupError)) throw error;
        blocks.push({ node });
        return;
      }
      blocks.push({ node, folders, sample: { ...parsed, lang: node.lang, ambient: AMBIENT.test(node.value) } });
    });

    const byFolder = new Map<string, CompiledSample[]>();
    for (const { folders = [], sample } of blocks) {
      for (const folder of folders) if (sample) byFolder.set(folder, [...(byFolder.get(folder) ?? []), sample]);
    }
    const results = new Map(
      await Promise.all(
        [...byFolder].map(
          async ([folder, samples]) => [folder, await compileSamplesSoon(folder, samples, source)] as const,
        ),
      ),
    );

    visit(tree, 'code', (node: Code, index, parent) => {
      if (removed.has(node) && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
      return undefined;
    });

    const table = new TypeTable();
    const typed: Record<string, unknown>[] = [];
    // In page order, so that a page's table is the same from one build to the next.
    for (const { node, sample, folders = [] } of blocks) {
      let types: ShownType[] = [];
      if (isCheckedLanguage(node.lang)) {
        const shown = visibleCode(node.value, { hasTitle: /(?:^|\s)title=/.test(node.meta ?? '') });
        node.value = shown.code;
        if (sample && folders.length) {
          const nodes = agreed(folders.map((folder) => results.get(folder)?.get(sample)?.nodes ?? []));
          types = shownTypes(nodes, shown.blockLines);
        }
      }
      // A response's or output's node_env=X: readers see it as the title.
      node.meta = withNodeEnvTitle(node.lang, node.meta);
      const lines = node.lang ? await highlightLines(node.value, node.lang, types, table) : undefined;
      if (!lines) continue;
      const data = (node.data ??= {}) as Code['data'] & { hProperties?: Record<string, unknown> };
      data.hProperties = { ...data.hProperties, highlighted: lines.join('\n') };
      // The HTML holds the code: sending it a second time as text would weigh on every page's JavaScript.
      data.hChildren = [];
      if (types.some((shown) => shown.type !== 'error')) typed.push(data.hProperties);
    }
    const tableFile = table.write();
    for (const properties of typed) properties.types = tableFile;
  };
};

export default remarkCodeBlocks;
