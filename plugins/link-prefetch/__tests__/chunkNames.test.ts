import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RouteChunkNames } from '@docusaurus/types';
import { chunkNamesByRoute } from '../chunkNames';

/** Flattens as @docusaurus/core's lib/client/flat does (key paths joined by dots). */
function flat(tree: unknown, prefix = '', output: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree as object)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value && Object.keys(value).length > 0) flat(value, keyPath, output);
    else output[keyPath] = value as string;
  }
  return output;
}

describe('chunkNamesByRoute', () => {
  test("a route path's chunk names are those of every key of that path, nested ones flattened", () => {
    const routesChunkNames = {
      '/docs-a': { __comp: 'c1', __props: 'p1' },
      '/docs-b': { __comp: 'c2' },
      '/docs/server/routers-c': { __comp: 'c3', content: 'd3', sidebar: { items: ['s1', 's2'] } },
      '/blog/tags-1': { __comp: 'c4' },
    } as unknown as RouteChunkNames;
    const byRoute = chunkNamesByRoute(routesChunkNames, flat);
    assert.deepEqual(Object.fromEntries(byRoute), {
      '/docs': ['c1', 'p1', 'c2'],
      '/docs/server/routers': ['c3', 'd3', 's1', 's2'],
      // Only the last part goes: a path with a hyphen keeps its own.
      '/blog/tags': ['c4'],
    });
  });
});
