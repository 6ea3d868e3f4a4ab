/**
 * Leaves out of the browser build what Docusaurus ships to every page but no page here reads:
 * - chunk names in chunk file names: the runtime, loaded by every page, carries a map of chunk id to
 *   file name; naming files by id and content hash drops its id-to-name half (about 3 KB gzip);
 * - module paths in the route registry (main.js): the browser only loads each route's chunks; the
 *   path beside each loader is read by server rendering alone (about 3 KB gzip). Server rendering
 *   gets the chunk name there instead: it reports what a page rendered by that value, and Docusaurus
 *   looks the chunk files up by chunk name (react-loadable-ssr-addon's manifest, keyed so with
 *   webpack 5 and Rspack), so with module paths no page's HTML named its route chunks and they
 *   only began to download once main.js had run;
 * - route chunk names of 8 hex characters: shipped three times per chunk (registry, route map,
 *   runtime) and incompressible, they become indexes written in letters; the 3-character hash telling routes of
 *   one path apart becomes their rank (routeChunkNames.cjs);
 * - plugin and preset options in the site config (main.js), read at build time only;
 * - the repetition in the docs plugin's global data (main.js), where each version lists every doc
 *   with a path and sidebar that nearly always follow from its id (globalDataLoader.cjs);
 * - all of tslib but the one helper `@docusaurus/utils-common` calls (about 4 KB gzip);
 * - 4- and 5-digit hashed module and chunk ids, written thousands of times across the bundles: ids
 *   numbered in order of use are 1 to 3 digits (about 3 KB gzip on a page). The price: adding a
 *   module renumbers those after it, so a deploy changes more file names and returning readers
 *   download more; a first visit, what the budgets measure, gets lighter.
 * - the map of every doc's title and description in each docs version's data (loaded with every docs
 *   page): only a DocCard reads it (`useDocById`), and no page renders one unless a doc uses
 *   `<DocCardList>` or a sidebar a generated index. The build checks that: it keeps the map while any
 *   doc or sidebar does (about 10 KB gzip).
 * - the runtime's map of route chunk names to ids, used to prefetch a link's chunks: route chunk names
 *   are indexes, so it becomes a list of ids in their order, nearly all 1 apart (chunkAssets.ts; about
 *   1.5 KB gzip).
 * - core's base URL issue banner (about 0.7 KB gzip), which renders nothing with `baseUrlIssueBanner: false`.
 * It also spares main.js work at start-up: routes.js made the component of every route of the site as it
 * ran; each is now made when its route is first read, so only for the routes a page matches (routesLoader.cjs).
 * Each loader fails the build when Docusaurus's generated code no longer has the shape it rewrites.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import DocusaurusChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import { evictCacheWhenChanged } from '../../support/bundlerCache';
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
      if (isServer) return { module: { rules: [versionData, ...routeFiles] } };
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
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins:
          context.siteConfig.baseUrlIssueBanner === false
            ? [new NormalModuleReplacementPlugin(BASE_URL_ISSUE_BANNER, NO_BASE_URL_ISSUE_BANNER)]
            : [],
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        optimization: { moduleIds: 'natural', chunkIds: 'natural' },
        module: {
          rules: [
            versionData,
            ...routeFiles,
            { test: generated('docusaurus.config.mjs'), use: [SITE_CONFIG_LOADER] },
            {
              test: generated('globalData.json'),
              type: 'javascript/auto',
              use: [GLOBAL_DATA_LOADER],
            },
            { test: UTILS_COMMON_FILES, resolve: { alias: { tslib: TSLIB_SUBSET } } },
          ],
        },
      };
    },
  };
}
