/**
 * Rspack's persistent cache (Docusaurus's `future.faster.rspackPersistentCache`) is evicted when
 * Docusaurus's own files or the site config change, not when a loader's file does: a build after a
 * loader edit would reuse modules the old loader made. A plugin with loaders lists their files here.
 */
import type { Plugin } from '@docusaurus/types';

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

type PersistentCache = { version?: string; buildDependencies?: string[] };

/**
 * The bundler's persistent cache settings: `experiments.cache` in Docusaurus 3 (Rspack 1), `cache` in Docusaurus 4
 * (Rspack 2). None when the cache is off (DOCUSAURUS_NO_PERSISTENT_CACHE); a cache that is on but found in neither
 * place fails the build, since a change the cache doesn't notice would then ship stale modules without a word.
 */
export function persistentCache(config: BundlerConfig): PersistentCache | undefined {
  const experimental = (config.experiments as { cache?: unknown } | undefined)?.cache;
  for (const candidate of [experimental, config.cache]) {
    if (candidate && typeof candidate === 'object' && ('version' in candidate || 'buildDependencies' in candidate)) {
      return candidate as PersistentCache;
    }
  }
  if (!config.cache && !experimental) return undefined;
  throw new Error(
    "support/bundlerCache.ts: the bundler's persistent cache is on, but its settings are in neither `experiments.cache` " +
      'nor `cache`: find where Docusaurus now puts them and read them there.',
  );
}

export function evictCacheWhenChanged(config: BundlerConfig, files: readonly string[]): void {
  persistentCache(config)?.buildDependencies?.push(...files);
}
