/**
 * Docusaurus's `__webpack_require__.gca` (its ChunkAssetPlugin) turns a chunk name into the chunk's
 * script URL, so a link in view can have its route's chunks prefetched. It ships a map of every chunk
 * name to its id in the runtime every page loads. Route chunks are named by their index in letters
 * (routeChunkNames.cjs), so the name already holds a position: here the ids are listed in that order, each
 * as its difference from the one before, mostly `1`, which gzip reduces to almost nothing. Any other chunk
 * name keeps an entry of its own.
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';

type ChunkNameToId = Record<string, string | number>;

/** "a" → 0, "z" → 25, "aa" → 26…: the inverse of routeChunkNames.cjs's `letters`. */
export function letterIndex(name: string): number {
  let value = 0;
  for (const char of name) value = value * 26 + char.charCodeAt(0) - 96;
  return value - 1;
}

/** The map split into ids listed by the index of their letter names and the names that are not such. */
export function compactChunkIds(nameToId: ChunkNameToId): { idDeltas: string; otherIds: ChunkNameToId } {
  const byIndex: number[] = [];
  const otherIds: ChunkNameToId = {};
  const entries = Object.entries(nameToId);
  for (const [name, id] of entries) {
    const index = /^[a-z]+$/.test(name) ? letterIndex(name) : -1;
    // A letter name far beyond the route chunks' count is not one of theirs: listing it would leave a
    // run of empty places.
    if (index >= 0 && index < 2 * entries.length && /^\d+$/.test(String(id))) byIndex[index] = Number(id);
    else otherIds[name] = id;
  }
  let previous = 0;
  const deltas = Array.from(byIndex, (id) => {
    if (id === undefined) return '';
    const delta = id - previous;
    previous = id;
    return delta.toString(36);
  });
  return { idDeltas: deltas.join(','), otherIds };
}

/**
 * The runtime code defining `gca` (`publicPath` and `scriptFilename` name the runtime's `p` and `u`).
 * Like Docusaurus's, a name without a chunk falls through to a URL with `undefined` in it, which its
 * prefetch skips. The list is decoded on the first call, once a link is in view, not as the page loads.
 */
export function chunkAssetRuntimeCode(nameToId: ChunkNameToId, publicPath: string, scriptFilename: string): string {
  const { idDeltas, otherIds } = compactChunkIds(nameToId);
  return `__webpack_require__.gca = (() => {
  const otherIds = ${JSON.stringify(otherIds)};
  let byIndex;
  return (name) => {
    if (!byIndex) {
      let id = 0;
      byIndex = ${JSON.stringify(idDeltas)}.split(",").map((delta) => (delta ? (id += parseInt(delta, 36)) : undefined));
    }
    let index = 0;
    if (/^[a-z]+$/.test(name)) for (const char of name) index = index * 26 + char.charCodeAt(0) - 96;
    const chunkId = otherIds[name] ?? byIndex[index - 1] ?? name;
    return ${publicPath} + ${scriptFilename}(chunkId);
  };
})();`;
}

/** Replaces Docusaurus's ChunkAssetPlugin in the browser build (index.ts removes that one). */
export class CompactChunkAssetPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { RuntimeModule, RuntimeGlobals } = compiler.webpack;
    class CompactChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('CompactChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
        // As Docusaurus's: the map is read from the chunk graph once ids are final.
        this.fullHash = true;
      }
      override generate(): string {
        const idToName = this.chunk!.getChunkMaps(false).name;
        const nameToId = Object.fromEntries(Object.entries(idToName).map(([id, name]) => [name, id]));
        return chunkAssetRuntimeCode(nameToId, RuntimeGlobals.publicPath, RuntimeGlobals.getChunkScriptFilename);
      }
    }
    compiler.hooks.thisCompilation.tap('CompactChunkAssetPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('CompactChunkAssetPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new CompactChunkAssetRuntimeModule());
      });
    });
  }
}
