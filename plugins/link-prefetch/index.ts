/**
 * Prefetching a link's chunks without repeating work per link. Docusaurus prefetches the chunks of every
 * internal link that scrolls into view, through `window.docusaurus.prefetch` (@docusaurus/core 3.10,
 * `lib/client/docusaurus.js`). That module adds one `<link rel="prefetch">` per chunk per link, so chunks
 * many routes share (the docs layout, a version's sidebar) are added again for each link: 537 elements for
 * 44 files on a docs page at 1280 px, each started as a fetch on the main thread. For each link it also scans
 * the chunk names of every route of the site. `client.ts` replaces that module with the same API and
 * behaviour, but prefetches each file once and looks a route's chunk names up in a map made on first use.
 * Depends on clientEntry importing `./docusaurus`; the end-to-end navigation test checks prefetching.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** @docusaurus/core's module behind `window.docusaurus`, as requested by clientEntry and once resolved. */
export const DOCUSAURUS_CLIENT_MODULE = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export default function linkPrefetch(): Plugin {
  return {
    name: 'link-prefetch',
    configureWebpack(_config, isServer, { currentBundler }) {
      // Server rendering never prefetches.
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(DOCUSAURUS_CLIENT_MODULE, path.join(__dirname, 'client.ts'))],
      };
    },
  };
}
