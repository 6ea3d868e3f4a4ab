/**
 * Local search: the DocSearch modal and the /search page of @docusaurus/theme-search-algolia, served
 * from a local index instead of Algolia. Registered by docusaurus.config.ts only when no hosted
 * Algolia credentials are set.
 *
 * - postBuild indexes the built HTML into one shard per docs version under build/<outputDir>/
 *   (build.ts, extract.ts), which the browser searches with client/engine.ts;
 * - configureWebpack aliases `algoliasearch/lite` to client/algoliasearchLite.ts, which the /search page
 *   imports; the modal gets the same client through src/theme/SearchBar's transformSearchClient.
 * The dev server runs no postBuild: there the client answers with one hit saying how to get an index.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildIndex } from './build';
import type { Options } from './options';

export { validateOptions } from './options';

/** The module the /search page of theme-search-algolia takes its client from (a contract: support/upstreamContracts.ts). */
export const LITE_CLIENT_MODULE = 'algoliasearch/lite';

export default function localSearch(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'local-search',

    contentLoaded({ actions }) {
      actions.setGlobalData({ outputDir: options.outputDir });
    },

    configureWebpack() {
      return {
        resolve: {
          alias: { [`${LITE_CLIENT_MODULE}$`]: path.join(__dirname, 'client', 'algoliasearchLite.ts') },
        },
      };
    },

    async postBuild({ outDir }) {
      const started = Date.now();
      const { pages, records, shards } = await buildIndex(outDir, options);
      const sizes = shards.map((shard) => `${shard.tag} ${(shard.gzipBytes / 1024).toFixed(1)} KB gzip`).join(', ');
      logger.info(
        logger.interpolate`[local-search] number=${records} records from number=${pages} pages in number=${((Date.now() - started) / 1000).toFixed(1)} s: ${sizes}`,
      );
    },
  };
}
