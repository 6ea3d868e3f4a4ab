// Stands in for @docusaurus/core's lib/client/docusaurus.js (see index.ts): `window.docusaurus`, with each
// chunk file prefetched once however many links need it, and the work spread over short tasks.
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchFile from '@docusaurus/core/lib/client/prefetch';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import { createTaskQueue } from '../staged-start/tasks';
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

/**
 * Every link in view asks at once, when the page hydrates or scrolls, and each added `<link rel="prefetch">`
 * starts its fetch on the main thread: together one long task. So each route's lookup and each file's prefetch
 * runs in a task of its own.
 */
const inTurn = createTaskQueue();

/** The chunk files of a route not prefetched or loaded yet, marked as prefetched. */
function newFilesOf(routePath: string): string[] {
  if (!chunkNames) {
    chunkNames = chunkNamesByRoute(routesChunkNames, flat);
    // The page's own scripts, which its loader (config/ssgTemplate.ts) may still be adding, one per task.
    const loader = document.querySelector<HTMLScriptElement>('script[data-scripts]');
    for (const file of loader?.dataset.scripts?.split(' ') ?? []) prefetchedFiles.add(file);
  }
  // Chunks loaded since, for this page or an earlier one, are script elements: nothing to fetch again.
  for (const script of Array.from(document.scripts)) {
    const src = script.getAttribute('src');
    if (src) prefetchedFiles.add(src);
  }
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
  return files;
}

/** Settles once the route's new files are prefetched (or failed to be: prefetchFile never rejects). */
function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || preloadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) return false;
  prefetchedRoutes.add(routePath);
  return new Promise((resolve) => {
    inTurn(() => {
      // A link pressed meanwhile has loaded the route's chunks already (preload).
      if (preloadedRoutes.has(routePath)) return resolve([]);
      const files = newFilesOf(routePath).map((file) => new Promise((done) => inTurn(() => done(prefetchFile(file)))));
      resolve(Promise.all(files));
    });
  });
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || preloadedRoutes.has(routePath)) return false;
  preloadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({ prefetch, preload });
