/**
 * Leaves out of the browser build what Docusaurus ships to every page but no page here reads (optimisation
 * `lean-client-data`; each item and its measured effect: PERFORMANCE.md):
 * - chunk names in chunk file names, and 4- and 5-digit hashed module and chunk ids (numbered in order of use
 *   instead: a first visit gets lighter, a deploy renames more files);
 * - module paths in the route registry, read by server rendering alone, which gets the chunk name there
 *   instead, the key Docusaurus looks a page's script files up by, so each page's HTML names its route chunks;
 * - 8-character route chunk hashes and 3-character route hashes, shortened to indexes (routeChunkNames.cjs);
 * - plugin and preset options and the page template in the site config (siteConfigLoader.cjs);
 * - the repetition in the docs plugin's global data (globalDataLoader.cjs);
 * - all of tslib but the one helper `@docusaurus/utils-common` calls (tslibImportDefault.mjs);
 * - each docs version's map of doc titles and descriptions, which only a DocCard reads: kept while any doc
 *   uses `<DocCardList>` or a sidebar a generated index (versionDataLoader.cjs);
 * - the runtime's map of chunk names to ids, written compactly (chunkAssets.ts);
 * - core's base URL issue banner, which renders nothing with `baseUrlIssueBanner: false`.
 * It also makes each route's component when its route is first read, not all of them as main.js starts
 * (routesLoader.cjs). Each loader fails the build when Docusaurus's generated code no longer has the shape it
 * rewrites.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import DocusaurusChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import { evictCacheWhenChanged } from '../../support/bundlerCache';
import { replaceModule, requiredModules } from '../../support/requiredModules';
import { CompactChunkAssetPlugin } from './chunkAssets';

/** Files a DocCard can appear through: docs, category metadata and sidebars. */
const CARD_SOURCES = ['docs', 'versioned_docs', 'versioned_sidebars', 'sidebars.ts'];
const CARD_MARKERS = /DocCardList|generated-index/;

/** The first file under the site's docs and sidebars that makes a page render DocCards, if any. */
export function findDocCardSource(siteDir: string): string | undefined {
  const visit = (entry: string): string | undefined => {
    const absolute = path.join(siteDir, entry);
    let children: string[];
    try {
      children = readdirSync(absolute);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      if ((error as NodeJS.ErrnoException).code !== 'ENOTDIR') throw error;
      return CARD_MARKERS.test(readFileSync(absolute, 'utf8')) ? entry : undefined;
    }
    for (const child of children) {
      const found = visit(path.join(entry, child));
      if (found) return found;
    }
    return undefined;
  };
  for (const source of CARD_SOURCES) {
    const found = visit(source);
    if (found) return found;
  }
  return undefined;
}

const VERSION_DATA_LOADER = path.join(__dirname, 'versionDataLoader.cjs');
const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.cjs');
const ROUTE_CHUNK_NAMES_LOADER = path.join(__dirname, 'routeChunkNamesLoader.cjs');
const ROUTES_LOADER = path.join(__dirname, 'routesLoader.cjs');
const GLOBAL_DATA_LOADER = path.join(__dirname, 'globalDataLoader.cjs');
const SITE_CONFIG_LOADER = path.join(__dirname, 'siteConfigLoader.cjs');
const LOADERS = [
  VERSION_DATA_LOADER,
  REGISTRY_LOADER,
  ROUTE_CHUNK_NAMES_LOADER,
  ROUTES_LOADER,
  GLOBAL_DATA_LOADER,
  SITE_CONFIG_LOADER,
  path.join(__dirname, 'routeChunkNames.cjs'),
];
/** core's base URL banner, as App.js imports it, and what stands in for it (noBaseUrlIssueBanner.ts). */
export const BASE_URL_ISSUE_BANNER_MODULE = '@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js';
export const BASE_URL_ISSUE_BANNER = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner([\\/]index\.js)?$/;
const NO_BASE_URL_ISSUE_BANNER = path.join(__dirname, 'noBaseUrlIssueBanner.ts');
/** Stands in for tslib in `@docusaurus/utils-common`'s compiled files, which call `__importDefault` only. */
export const TSLIB_SUBSET = path.join(__dirname, 'tslibImportDefault.mjs');
export const UTILS_COMMON_FILES = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/;

export default function leanClientData(context: LoadContext): Plugin {
  const docCardSource = findDocCardSource(context.siteDir);
  return {
    name: 'lean-client-data',

    configureWebpack(config, isServer, { currentBundler }) {
      // This file too: it decides which modules are replaced (a replacement added here left the cache stale).
      evictCacheWhenChanged(config, [...LOADERS, TSLIB_SUBSET, __filename]);
      const versionData = {
        test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
        use: [{ loader: VERSION_DATA_LOADER, options: { keepDocs: !!docCardSource } }],
      };
      const generated = (file: string) => path.join(context.generatedFilesDir, file);
      // Both builds read the route files rewritten alike, so server rendering and the browser agree on
      // route keys and chunk names.
      const routeFiles = [
        { test: generated('registry.js'), use: [{ loader: REGISTRY_LOADER, options: { isServer } }] },
        { test: generated('routes.js'), use: [ROUTES_LOADER] },
        { test: generated('routesChunkNames.json'), use: [ROUTE_CHUNK_NAMES_LOADER] },
      ];
      // A rule whose file the build no longer has would leave that file as Docusaurus wrote it.
      const rewritten = (rules: { test: string | RegExp }[]) =>
        requiredModules(
          'lean-client-data',
          rules.map(({ test }) => ({ what: 'a generated file its loaders rewrite', file: test })),
        );
      if (isServer)
        return { module: { rules: [versionData, ...routeFiles] }, plugins: [rewritten([versionData, ...routeFiles])] };
      const plugins = config.plugins ?? [];
      const chunkAssets = plugins.findIndex((plugin) => plugin instanceof DocusaurusChunkAssetPlugin);
      if (chunkAssets < 0) {
        throw new Error(
          '[lean-client-data] the browser build has no ChunkAssetPlugin to replace: @docusaurus/core has ' +
            'changed how it defines __webpack_require__.gca. See plugins/lean-client-data/chunkAssets.ts.',
        );
      }
      // Docusaurus types the config as webpack's; the build runs Rspack (future.faster), whose types the plugin has.
      plugins.splice(chunkAssets, 1, new CompactChunkAssetPlugin() as unknown as (typeof plugins)[number]);
      const siteConfigRule = { test: generated('docusaurus.config.mjs'), use: [SITE_CONFIG_LOADER] };
      const globalDataRule = { test: generated('globalData.json'), type: 'javascript/auto', use: [GLOBAL_DATA_LOADER] };
      return {
        plugins: [
          rewritten([versionData, ...routeFiles, siteConfigRule, globalDataRule]),
          requiredModules('lean-client-data', [{ what: "tslib's stand-in for utils-common", file: TSLIB_SUBSET }]),
          ...(context.siteConfig.baseUrlIssueBanner === false
            ? replaceModule(currentBundler.instance, {
                plugin: 'lean-client-data',
                upstream: BASE_URL_ISSUE_BANNER_MODULE,
                pattern: BASE_URL_ISSUE_BANNER,
                replacement: NO_BASE_URL_ISSUE_BANNER,
              })
            : []),
        ],
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        optimization: { moduleIds: 'natural', chunkIds: 'natural' },
        module: {
          rules: [
            versionData,
            ...routeFiles,
            siteConfigRule,
            globalDataRule,
            { test: UTILS_COMMON_FILES, resolve: { alias: { tslib: TSLIB_SUBSET } } },
          ],
        },
      };
    },
  };
}
