/**
 * The site's runtime optimisations, each switchable with `OPTIMIZATIONS` (config/env.ts). Each one rests on
 * a private contract of Docusaurus or Rspack (PERFORMANCE.md says which), so an upgrade starts with all of them
 * off (`OPTIMIZATIONS=none`: Docusaurus's own runtime, though patches and ejected components stay) and turns them
 * back on one at a time (UPGRADING.md).
 */
import type { PluginConfig } from '@docusaurus/types';
import type { Options as LazyStylesOptions } from '../plugins/lazy-styles';
import { persistentCache } from '../support/bundlerCache';

export const OPTIMIZATIONS = [
  'page-template', // config/ssgTemplate.ts: scripts start after the first paint
  'staged-start',
  'lean-client-data',
  'link-prefetch',
  'progress-bar',
  'compile-hints',
  'lazy-styles',
] as const;

export type Optimization = (typeof OPTIMIZATIONS)[number];

/** The plugins of the optimisations that are on, in the order they must run. */
export function optimizationPlugins(on: ReadonlySet<Optimization>): PluginConfig[] {
  const plugins: Record<Exclude<Optimization, 'page-template'>, PluginConfig> = {
    'lean-client-data': './plugins/lean-client-data/index.ts', // what Docusaurus ships to the browser unread
    'compile-hints': './plugins/compile-hints/index.ts', // main.js compiled off the main thread in Chromium
    'staged-start': './plugins/staged-start/index.ts', // main.js's work spread over several tasks
    'progress-bar': './plugins/progress-bar/index.ts', // the navigation progress bar without nprogress
    'link-prefetch': './plugins/link-prefetch/index.ts', // each chunk a link in view needs prefetched once
    // DocSearch's modal styles load with the modal (src/theme/SearchBar), not in every page's stylesheet
    'lazy-styles': [
      './plugins/lazy-styles/index.ts',
      { modules: ['@docsearch/css/dist/modal.css'] } satisfies LazyStylesOptions,
    ],
  };
  const enabled = Object.entries(plugins)
    .filter(([name]) => on.has(name as Optimization))
    .map(([, plugin]) => plugin);
  return [...enabled, separateBundlerCache(on)];
}

/**
 * Each set of optimisations gets a bundler cache of its own: several change modules through loaders, and
 * Rspack's persistent cache, keyed by Docusaurus on its version and the site config file, would otherwise
 * hand a stock build the modules an optimised build made (and the other way round).
 */
function separateBundlerCache(on: ReadonlySet<Optimization>): PluginConfig {
  const key = OPTIMIZATIONS.filter((name) => on.has(name)).join('+') || 'none';
  return () => ({
    name: 'optimizations-bundler-cache',
    configureWebpack(config) {
      const cache = persistentCache(config);
      if (cache) cache.version = `${cache.version ?? ''}-optimizations:${key}`;
      return {};
    },
  });
}
