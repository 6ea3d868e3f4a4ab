/**
 * Generates the API reference of each package with docusaurus-plugin-typedoc, skipping a package when
 * its output on disk was made from the same release and options: the dev server and repeated builds
 * then pay nothing. Packages are generated one at a time and in order, because a package's symbols
 * link to the references of the packages before it. Each page is then post-processed: its links to
 * trpc.io's docs lead to this site's pages (docLinks.ts), and it gets front matter (describe.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { CURRENT_VERSION_NAME, ensureAllInstalled, snippetsFolder } from '../snippet-releases/releases';
import { definitionUrl, describeSymbol, withFrontMatter } from './describe';
import { rewriteDocLinks, type DocLink, type LinkRules } from './docLinks';
import type { Options, ReferencePackage } from './options';

/** The folders typedoc-plugin-markdown writes for each kind of symbol: sidebar label, and a page's kind. */
const KINDS: Record<string, { label: string; singular: string }> = {
  classes: { label: 'Classes', singular: 'class' },
  functions: { label: 'Functions', singular: 'function' },
  interfaces: { label: 'Interfaces', singular: 'interface' },
  'type-aliases': { label: 'Type aliases', singular: 'type alias' },
  variables: { label: 'Variables', singular: 'variable' },
  enumerations: { label: 'Enumerations', singular: 'enumeration' },
};
const KIND_FOLDERS = Object.keys(KINDS);
const STAMP = '.generated-from.json';
/** Bump when what this file does to TypeDoc's output changes, so references on disk are made again. */
const POSTPROCESSING = 4;

export type GenerationResult = {
  pkg: ReferencePackage;
  outDir: string;
  reused: boolean;
  seconds: number;
  /** The links to this site's docs made from trpc.io links (docLinks.ts), checked once the docs load. */
  links: DocLink[];
};

export function referenceOutDir(siteDir: string, referenceDir: string, id: string): string {
  return path.join(siteDir, referenceDir, id);
}

/** The URL of a reference folder: the docs plugin serves docs/<path> at /docs/<path>. */
function referenceUrl(referenceDir: string, id: string): string {
  return `/${referenceDir.split(path.sep).join('/')}/${id}`;
}

function packageVersion(folder: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'node_modules', name, 'package.json'), 'utf8'));
  return manifest.version as string;
}

/** Symbol name → URL of every page of an already generated reference. */
function symbolUrls(siteDir: string, referenceDir: string, id: string): Record<string, string> {
  const outDir = referenceOutDir(siteDir, referenceDir, id);
  return Object.fromEntries(
    KIND_FOLDERS.flatMap((kind) => {
      const dir = path.join(outDir, kind);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((file) => file.endsWith('.md'))
        .map((file) => {
          const symbol = file.replace(/\.md$/, '');
          return [symbol, `${referenceUrl(referenceDir, id)}/${kind}/${symbol}`];
        });
    }),
  );
}

export function introPage(pkg: ReferencePackage, release: string, options: Options): string {
  const linked = pkg.linksTo.map(
    (id) => `[${options.packages.find((other) => other.id === id)!.name}](${referenceUrl(options.referenceDir, id)})`,
  );
  return [
    `# ${pkg.name}`,
    '',
    `Every export of \`${pkg.name}\` ${release}, generated from the TypeScript source the package ships. ` +
      'Each page links to its definition in the tRPC repository at that release.',
    ...(linked.length
      ? [
          '',
          `Types this package takes from ${linked.join(', ')} link to those packages' pages instead of repeating them.`,
        ]
      : []),
    '',
  ].join('\n');
}

/** A path in the package's folder of tRPC's repository at a release: a folder's listing or a file's page. */
function sourceUrl(pkg: ReferencePackage, release: string, view: 'tree' | 'blob', file: string): string {
  return `https://github.com/trpc/trpc/${view}/v${release}/packages/${pkg.name.split('/')[1]}/${file}`;
}

function typedocOptions(siteDir: string, pkg: ReferencePackage, options: Options) {
  const installFolder = snippetsFolder(siteDir, CURRENT_VERSION_NAME);
  const release = packageVersion(installFolder, pkg.name);
  const packageDir = path.join(installFolder, 'node_modules', pkg.name);
  const readme = path.join(siteDir, 'node_modules', '.cache', 'api-reference', `${pkg.id}.md`);
  mkdirSync(path.dirname(readme), { recursive: true });
  writeFileSync(readme, introPage(pkg, release, options));
  const others = options.packages.filter((other) => other.id !== pkg.id).map((other) => other.name.split('/')[1]);
  return {
    id: `api-reference-${pkg.id}`,
    name: pkg.name,
    entryPoints: [path.join(installFolder, pkg.entryPoint)],
    tsconfig: path.join(installFolder, 'tsconfig.api-reference.json'),
    out: path.relative(siteDir, referenceOutDir(siteDir, options.referenceDir, pkg.id)),
    readme,
    displayBasePath: packageDir,
    sourceLinkTemplate: sourceUrl(pkg, release, 'blob', '{path}#L{line}'),
    // Only the package's own source is documented: its dependencies, and the other tRPC packages, are not.
    externalPattern: [
      '**/node_modules/!(@trpc)/**',
      ...others.map((other) => `**/node_modules/@trpc/${other}/**`),
      `${packageDir}/dist/**`,
    ],
    externalSymbolLinkMappings: Object.fromEntries(
      pkg.linksTo.map((id) => [
        options.packages.find((other) => other.id === id)!.name,
        symbolUrls(siteDir, options.referenceDir, id),
      ]),
    ),
  };
}

/** Generates a package's reference unless the output on disk is fresh. */
async function generateIfStale(
  context: LoadContext,
  pkg: ReferencePackage,
  options: Options,
): Promise<GenerationResult> {
  const started = Date.now();
  const typedoc = typedocOptions(context.siteDir, pkg, options);
  // The reference documents the current docs' folder, whose release stays the previous major's after a version cut
  // (12.x docs against 11.19.0): its comments' /docs/v11 links lead to the docs of that folder, /docs.
  const release = packageVersion(snippetsFolder(context.siteDir, CURRENT_VERSION_NAME), pkg.name);
  const linkRules: LinkRules = {
    currentMajor: Number(release.split('.')[0]),
    redirects: options.redirects,
    movedLinks: options.movedLinks,
  };
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        postprocessing: POSTPROCESSING,
        options: typedoc,
        linkRules,
        shared: readFileSync(path.join(context.siteDir, 'typedoc.config.mjs'), 'utf8'),
        readme: readFileSync(typedoc.readme, 'utf8'),
        tools: ['typedoc', 'typedoc-plugin-markdown', 'docusaurus-plugin-typedoc', 'typedoc-docusaurus-theme'].map(
          (name) => packageVersion(context.siteDir, name),
        ),
      }),
    )
    .digest('hex');
  const outDir = referenceOutDir(context.siteDir, options.referenceDir, pkg.id);
  const stamp = path.join(outDir, STAMP);
  const result = (reused: boolean, links: DocLink[]) => ({
    pkg,
    outDir,
    reused,
    seconds: (Date.now() - started) / 1000,
    links,
  });
  const stamped = existsSync(stamp)
    ? (JSON.parse(readFileSync(stamp, 'utf8')) as { key: string; links: DocLink[] })
    : null;
  if (stamped?.key === key) return result(true, stamped.links);
  rmSync(outDir, { recursive: true, force: true });
  const { default: typedocPlugin } = await import('docusaurus-plugin-typedoc');
  await typedocPlugin(context, typedoc);
  if (!existsSync(path.join(outDir, 'index.md'))) {
    throw new Error(`[api-reference] TypeDoc wrote no ${pkg.name} reference to ${outDir}: see its errors above.`);
  }
  // Each page: its links to trpc.io's docs lead to this site's (docLinks.ts), then its front matter.
  const links: DocLink[] = [];
  const postprocess = (file: string, symbol: string, fields: (markdown: string) => Record<string, string>) => {
    const rewritten = rewriteDocLinks(readFileSync(file, 'utf8'), linkRules);
    const where = { file: path.relative(context.siteDir, file), symbol, packageName: pkg.name };
    links.push(...rewritten.links.map((link) => ({ ...where, ...link })));
    writeFileSync(file, withFrontMatter(rewritten.markdown, fields(rewritten.markdown)));
  };
  // The package's page: "Edit this page" leads to the package's source (see describe.ts).
  const packageSource = sourceUrl(pkg, release, 'tree', 'src');
  postprocess(path.join(outDir, 'index.md'), pkg.name, () => ({ custom_edit_url: packageSource }));
  // Sidebar labels and order for the autogenerated "API Reference" category (sidebars.ts).
  const position = options.packages.indexOf(pkg) + 1;
  writeFileSync(path.join(outDir, '_category_.json'), JSON.stringify({ label: pkg.name, position }));
  for (const [kind, { label, singular }] of Object.entries(KINDS)) {
    const dir = path.join(outDir, kind);
    if (!existsSync(dir)) continue;
    writeFileSync(path.join(dir, '_category_.json'), JSON.stringify({ label }));
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.md'))) {
      postprocess(path.join(dir, file), file.replace(/\.md$/, ''), (markdown) => ({
        description: describeSymbol(markdown, singular, pkg.name),
        custom_edit_url: definitionUrl(markdown) ?? packageSource,
      }));
    }
  }
  writeFileSync(stamp, JSON.stringify({ key, links }));
  return result(false, links);
}

/**
 * `docusaurus docs:version` snapshots all of docs/, generated reference included; the reference documents
 * the current release only, so a snapshot's copy is generated output to drop, not content to keep.
 * Returns the folders removed.
 */
export function dropReferenceFromSnapshots(siteDir: string, referenceDir: string): string[] {
  const versionedDocs = path.join(siteDir, 'versioned_docs');
  if (!existsSync(versionedDocs)) return [];
  return readdirSync(versionedDocs).flatMap((version) => {
    const copy = path.join(versionedDocs, version, path.basename(referenceDir));
    if (!existsSync(copy)) return [];
    rmSync(copy, { recursive: true, force: true });
    return [copy];
  });
}

/** Every package in order (each links to those before it). */
export async function generateAll(context: LoadContext, options: Options): Promise<GenerationResult[]> {
  await ensureAllInstalled([snippetsFolder(context.siteDir, CURRENT_VERSION_NAME)]);
  const results: GenerationResult[] = [];
  for (const pkg of options.packages) results.push(await generateIfStale(context, pkg, options));
  return results;
}
