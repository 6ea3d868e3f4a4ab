/**
 * Local search: the DocSearch modal and the /search page of @docusaurus/theme-search-algolia, served
 * from a Pagefind index instead of Algolia. Registered by docusaurus.config.ts only when no hosted
 * Algolia credentials are set.
 *
 * - postBuild indexes the built HTML into build/<outputDir>/ (build.ts, extract.ts);
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

export default function localSearch(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'local-search',

    contentLoaded({ actions }) {
      actions.setGlobalData({ outputDir: options.outputDir });
    },

    configureWebpack() {
      return {
        resolve: {
          alias: { 'algoliasearch/lite$': path.join(__dirname, 'client', 'algoliasearchLite.ts') },
        },
      };
    },

    async postBuild({ outDir }) {
      const started = Date.now();
      const { pages, records } = await buildIndex(outDir, options);
      logger.info(
        logger.interpolate`[local-search] number=${records} records from number=${pages} pages in number=${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
