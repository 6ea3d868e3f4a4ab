/**
 * Markdown partials (`_name.mdx`) and the docs versions they are shown in. A partial is one module, rendered
 * once for every page that imports it, and a section of docs/ can be shared with versioned_docs/version-10.x:
 * the snippet check compiles it against each of those versions, and the build shows the types they agree on.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CURRENT_VERSION_NAME } from './releases';

/** An import of a Markdown file in an MDX page's ESM: its specifier. */
export const PARTIAL_IMPORT = /^\s*import\s[^;]*?\bfrom\s+['"]([^'"]+\.mdx?)['"]/gm;

/** Resolves an import specifier of `source` (site-relative) to a site-relative path. */
export function resolvePartial(source: string, specifier: string): string {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  return path.posix.normalize(path.posix.join(path.posix.dirname(source), specifier));
}

export const isPartial = (source: string) => path.posix.basename(source).startsWith('_');

/** A page's `checked_against` front matter field: the release its samples are checked against. */
export const CHECKED_AGAINST_FRONT_MATTER = /^checked_against:\s*["']?([\w.-]+)["']?\s*$/m;

/** The docs version of a page under versioned_docs/version-X/ (site-relative path), else undefined. */
export const versionedFolderOf = (source: string) => /^versioned_docs\/version-([^/]+)\//.exec(source)?.[1];

/** The version a page (not a partial) is checked against: its folder's, else its front matter's, else current. */
function pageVersionOf(source: string, text: string): string {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return versionedFolderOf(source) ?? CHECKED_AGAINST_FRONT_MATTER.exec(frontMatter)?.[1] ?? CURRENT_VERSION_NAME;
}

/** The Markdown files under `dir` (site-relative paths), leaving out the folders in `skipped`. */
export function markdownFiles(siteDir: string, dir: string, skipped: readonly string[] = []): string[] {
  if (skipped.includes(dir) || !existsSync(path.join(siteDir, dir))) return [];
  // Sorted: the order of samples decides the order of the types they show (compile.ts).
  const entries = readdirSync(path.join(siteDir, dir), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  return entries.flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(siteDir, relative, skipped);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

type ImportGraph = { importers: Map<string, string[]>; versions: Map<string, string> };
const graphs = new Map<string, ImportGraph>();

/** Who imports each partial, and each page's version, read once per process from the docs and the blog. */
function importGraph(siteDir: string, skipped: readonly string[]): ImportGraph {
  let graph = graphs.get(siteDir);
  if (graph) return graph;
  graph = { importers: new Map(), versions: new Map() };
  const roots = ['docs', 'blog', ...(existsSync(path.join(siteDir, 'versioned_docs')) ? ['versioned_docs'] : [])];
  for (const source of roots.flatMap((root) => markdownFiles(siteDir, root, skipped))) {
    const text = readFileSync(path.join(siteDir, source), 'utf8');
    if (!isPartial(source)) graph.versions.set(source, pageVersionOf(source, text));
    for (const [, specifier] of text.matchAll(PARTIAL_IMPORT)) {
      const partial = resolvePartial(source, specifier!);
      graph.importers.set(partial, [...(graph.importers.get(partial) ?? []), source]);
    }
  }
  graphs.set(siteDir, graph);
  return graph;
}

/**
 * The versions of the pages that show a partial, directly or through other partials, sorted. `skipped` are
 * site-relative folders not to read (the generated API reference).
 */
export function partialVersions(siteDir: string, partial: string, skipped: readonly string[] = []): string[] {
  const { importers, versions } = importGraph(siteDir, skipped);
  const found = new Set<string>();
  const seen = new Set<string>([partial]);
  const queue = [partial];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const importer of importers.get(file) ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (isPartial(importer)) queue.push(importer);
      else found.add(versions.get(importer)!);
    }
  }
  return [...found].sort();
}
