/**
 * Prefetching a link's chunks without repeating work per link (optimisation `link-prefetch`). Docusaurus
 * prefetches the chunks of every internal link that scrolls into view, through `window.docusaurus.prefetch`
 * (@docusaurus/core 3.10, `lib/client/docusaurus.js`). That module adds one `<link rel="prefetch">` per chunk
 * per link, so chunks many routes share (the docs layout, a version's sidebar) are added again for each link,
 * each started as a fetch on the main thread, and for each link it scans the chunk names of every route of the
 * site. `client.ts` replaces that module with the same API and behaviour, but prefetches each file once and
 * looks a route's chunk names up in a map made on first use. Measured effect: PERFORMANCE.md.
 * Depends on clientEntry importing `./docusaurus`; the end-to-end navigation test checks prefetching.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../../support/requiredModules';

/** @docusaurus/core's module behind `window.docusaurus`, and the pattern of its path once resolved. */
export const DOCUSAURUS_CLIENT = '@docusaurus/core/lib/client/docusaurus.js';
export const DOCUSAURUS_CLIENT_MODULE = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export default function linkPrefetch(): Plugin {
  return {
    name: 'link-prefetch',
    configureWebpack(_config, isServer, { currentBundler }) {
      // Server rendering never prefetches.
      if (isServer) return {};
      return {
        plugins: replaceModule(currentBundler.instance, {
          plugin: 'link-prefetch',
          upstream: DOCUSAURUS_CLIENT,
          pattern: DOCUSAURUS_CLIENT_MODULE,
          replacement: path.join(__dirname, 'client.ts'),
        }),
      };
    },
  };
}
