/**
 * Generates the API reference of one package (config/apiReference.ts) with docusaurus-plugin-typedoc,
 * and skips the generation when the output on disk was made from the same release and options: the
 * dev server and repeated builds then pay nothing. Packages are generated one at a time and in order,
 * because a package's symbols link to the references of the packages before it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { REFERENCE_DIR, referenceOutDir, referencePackages, type ReferencePackage } from '../../config/apiReference';
import { CURRENT_VERSION_NAME, ensureInstalled, snippetsFolder } from '../snippet-releases/releases';

export type Options = { id: string };

/** The folders typedoc-plugin-markdown writes for each kind of symbol, with their sidebar labels. */
const KIND_LABELS: Record<string, string> = {
  classes: 'Classes',
  functions: 'Functions',
  interfaces: 'Interfaces',
  'type-aliases': 'Type aliases',
  variables: 'Variables',
  enumerations: 'Enumerations',
};
const KIND_FOLDERS = Object.keys(KIND_LABELS);
const STAMP = '.generated-from.json';

function packageVersion(folder: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'node_modules', name, 'package.json'), 'utf8'));
  return manifest.version as string;
}

/** Symbol name → URL of every page of an already generated reference. */
function symbolUrls(siteDir: string, id: string): Record<string, string> {
  const outDir = referenceOutDir(siteDir, id);
  return Object.fromEntries(
    KIND_FOLDERS.flatMap((kind) => {
      const dir = path.join(outDir, kind);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((file) => file.endsWith('.md'))
        .map((file) => {
          const symbol = file.replace(/\.md$/, '');
          return [symbol, `/docs/typedoc/${id}/${kind}/${symbol}`];
        });
    }),
  );
}

function introPage(pkg: ReferencePackage, release: string): string {
  const linked = pkg.linksTo.map(
    (id) => `[${referencePackages.find((other) => other.id === id)!.name}](/docs/typedoc/${id})`,
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

function typedocOptions(siteDir: string, pkg: ReferencePackage) {
  const installFolder = snippetsFolder(siteDir, CURRENT_VERSION_NAME);
  ensureInstalled(installFolder);
  const release = packageVersion(installFolder, pkg.name);
  const packageDir = path.join(installFolder, 'node_modules', pkg.name);
  const readme = path.join(siteDir, 'node_modules', '.cache', 'api-reference', `${pkg.id}.md`);
  mkdirSync(path.dirname(readme), { recursive: true });
  writeFileSync(readme, introPage(pkg, release));
  const others = referencePackages.filter((other) => other.id !== pkg.id).map((other) => other.name.split('/')[1]);
  return {
    id: `api-reference-${pkg.id}`,
    name: pkg.name,
    entryPoints: [path.join(installFolder, pkg.entryPoint)],
    tsconfig: path.join(installFolder, 'tsconfig.api-reference.json'),
    out: path.relative(siteDir, referenceOutDir(siteDir, pkg.id)),
    readme,
    displayBasePath: packageDir,
    sourceLinkTemplate: `https://github.com/trpc/trpc/blob/v${release}/packages/${pkg.name.split('/')[1]}/{path}#L{line}`,
    // Only the package's own source is documented: its dependencies, and the other tRPC packages, are not.
    externalPattern: [
      '**/node_modules/!(@trpc)/**',
      ...others.map((other) => `**/node_modules/@trpc/${other}/**`),
      `${packageDir}/dist/**`,
    ],
    externalSymbolLinkMappings: Object.fromEntries(
      pkg.linksTo.map((id) => [referencePackages.find((other) => other.id === id)!.name, symbolUrls(siteDir, id)]),
    ),
  };
}

/** Generates a package's reference unless the output on disk is fresh; true when it was reused. */
async function generateIfStale(context: LoadContext, pkg: ReferencePackage): Promise<boolean> {
  const options = typedocOptions(context.siteDir, pkg);
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        options,
        shared: readFileSync(path.join(context.siteDir, 'typedoc.config.mjs'), 'utf8'),
        readme: readFileSync(options.readme, 'utf8'),
        tools: ['typedoc', 'typedoc-plugin-markdown', 'docusaurus-plugin-typedoc', 'typedoc-docusaurus-theme'].map(
          (name) => packageVersion(context.siteDir, name),
        ),
      }),
    )
    .digest('hex');
  const outDir = referenceOutDir(context.siteDir, pkg.id);
  const stamp = path.join(outDir, STAMP);
  if (existsSync(stamp) && JSON.parse(readFileSync(stamp, 'utf8')).key === key) return true;
  const started = Date.now();
  rmSync(outDir, { recursive: true, force: true });
  const { default: typedocPlugin } = await import('docusaurus-plugin-typedoc');
  await typedocPlugin(context, options);
  if (!existsSync(path.join(outDir, 'index.md'))) {
    throw new Error(`[api-reference] TypeDoc wrote no ${pkg.name} reference to ${outDir}: see its errors above.`);
  }
  // Sidebar labels and order for the autogenerated "API Reference" category (sidebars.ts).
  const position = referencePackages.indexOf(pkg) + 1;
  writeFileSync(path.join(outDir, '_category_.json'), JSON.stringify({ label: pkg.name, position }));
  for (const [kind, label] of Object.entries(KIND_LABELS)) {
    if (existsSync(path.join(outDir, kind))) {
      writeFileSync(path.join(outDir, kind, '_category_.json'), JSON.stringify({ label }));
    }
  }
  writeFileSync(stamp, JSON.stringify({ key }));
  logger.info(`[api-reference] ${pkg.name}: generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return false;
}

/**
 * `docusaurus docs:version` snapshots all of docs/, generated reference included; the reference documents
 * the current release only, so a snapshot's copy is generated output to drop, not content to keep.
 */
function dropReferenceFromSnapshots(siteDir: string): void {
  const versionedDocs = path.join(siteDir, 'versioned_docs');
  if (!existsSync(versionedDocs)) return;
  for (const version of readdirSync(versionedDocs)) {
    const copy = path.join(versionedDocs, version, path.basename(REFERENCE_DIR));
    if (!existsSync(copy)) continue;
    rmSync(copy, { recursive: true, force: true });
    logger.info(
      `[api-reference] removed ${path.relative(siteDir, copy)}: the reference is for the current version only`,
    );
  }
}

/** Every package in order (each links to those before it); true for the ones reused from disk. */
async function generateAll(context: LoadContext): Promise<Map<string, boolean>> {
  dropReferenceFromSnapshots(context.siteDir);
  const reused = new Map<string, boolean>();
  for (const pkg of referencePackages) reused.set(pkg.id, await generateIfStale(context, pkg));
  return reused;
}

/**
 * Plugin instances are loaded as fresh modules, so the one generation run that all instances of a site
 * load share is kept on globalThis, keyed by the load's context (a config reload in the dev server gets a
 * new context, and so a new check).
 */
const RUNS = Symbol.for('trpc-docs.api-reference.runs');
type RunsHolder = { [RUNS]?: WeakMap<LoadContext, Promise<Map<string, boolean>>> };

export default async function apiReference(context: LoadContext, options: Options): Promise<Plugin> {
  const pkg = referencePackages.find((candidate) => candidate.id === options.id);
  if (!pkg) throw new Error(`[api-reference] no package "${options.id}" in config/apiReference.ts`);
  const runs = ((globalThis as RunsHolder)[RUNS] ??= new WeakMap());
  if (!runs.has(context)) runs.set(context, generateAll(context));
  if ((await runs.get(context)!).get(pkg.id)) {
    logger.info(
      `[api-reference] ${pkg.name}: up to date, reused ${path.relative(context.siteDir, referenceOutDir(context.siteDir, pkg.id))}`,
    );
  }
  return { name: 'api-reference' };
}
