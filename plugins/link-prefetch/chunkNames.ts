import type { RouteChunkNames } from '@docusaurus/types';

/**
 * Each route path's chunk names. `routesChunkNames` is keyed by route path plus a last `-` part telling
 * routes of one path apart (`/blog/tags-3a2`, `/docs-0`); a path's chunks are those of all its keys, as
 * @docusaurus/core's prefetch gathers them.
 */
export function chunkNamesByRoute(
  routesChunkNames: RouteChunkNames,
  flat: (tree: RouteChunkNames[string]) => Record<string, string>,
): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    const names = byRoute.get(routePath) ?? [];
    names.push(...Object.values(flat(chunks)));
    byRoute.set(routePath, names);
  }
  return byRoute;
}
