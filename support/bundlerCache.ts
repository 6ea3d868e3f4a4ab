/**
 * Rspack's persistent cache (Docusaurus's `future.faster.rspackPersistentCache`) is evicted when
 * Docusaurus's own files or the site config change, not when a loader's file does: a build after a
 * loader edit would reuse modules the old loader made. A plugin with loaders lists their files here.
 */
import type { Plugin } from '@docusaurus/types';

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

export function evictCacheWhenChanged(config: BundlerConfig, files: readonly string[]): void {
  const cache = (config.experiments as { cache?: unknown } | undefined)?.cache;
  if (cache && typeof cache === 'object' && 'buildDependencies' in cache && Array.isArray(cache.buildDependencies)) {
    cache.buildDependencies.push(...files);
  }
}
