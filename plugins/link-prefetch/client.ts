// Stands in for @docusaurus/core's lib/client/docusaurus.js (see index.ts): `window.docusaurus`, with each
// chunk file prefetched once however many links need it.
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchFile from '@docusaurus/core/lib/client/prefetch';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import { chunkNamesByRoute } from './chunkNames';

/** Injected by Docusaurus's ChunkAssetPlugin (here plugins/lean-client-data): a chunk's file from its name. */
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

type Connection = { effectiveType?: string; saveData?: boolean };

/** Prefetching waits for a better connection, as in Docusaurus. */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

const prefetchedRoutes = new Set<string>();
const preloadedRoutes = new Set<string>();
const prefetchedFiles = new Set<string>();
let chunkNames: Map<string, string[]> | undefined;

function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || preloadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) return false;
  prefetchedRoutes.add(routePath);
  chunkNames ??= chunkNamesByRoute(routesChunkNames, flat);
  const files: string[] = [];
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNames.get(match.route.path) ?? []) {
      // Chunks Rspack merged share one file; a chunk merged away has none ("undefined").
      const file = __webpack_require__.gca(chunkName);
      if (!file || file.includes('undefined') || prefetchedFiles.has(file)) continue;
      prefetchedFiles.add(file);
      files.push(file);
    }
  }
  return Promise.all(files.map(prefetchFile));
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || preloadedRoutes.has(routePath)) return false;
  preloadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({ prefetch, preload });
