/**
 * Lets the stylesheets named in `modules` load with the chunk that imports them, when it loads, instead of
 * in the one stylesheet every page blocks its first paint on. Docusaurus's `styles` cache group
 * (`chunks: 'all'`, `enforce: true`) otherwise gathers every CSS module of the site there, even one only a
 * dynamic import reaches, so that no page's styles depend on the order chunks arrive in. That holds for a
 * listed stylesheet only if its rules stand alone: overrides of them elsewhere must win by specificity, not
 * by order, since the listed file now comes last.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export type Options = {
  /** Module specifiers of the CSS files, resolved from the site's folder; one that doesn't resolve fails the build. */
  modules: string[];
};

/** Docusaurus's cache group for the site's one stylesheet (@docusaurus/core lib/webpack/base.js). */
export const STYLES_GROUP = 'styles';

type CacheGroup = { test?: unknown; type?: string };
type SplitChunks = { cacheGroups?: Record<string, CacheGroup | false> } | false | undefined;

export default function lazyStyles(context: LoadContext, { modules }: Options): Plugin {
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  const files = new Set(
    modules.map((specifier) => {
      try {
        return require.resolve(specifier);
      } catch {
        throw new Error(
          `[lazy-styles] "${specifier}" does not resolve from ${context.siteDir}: ` +
            "correct or remove it in the plugin's `modules` option (docusaurus.config.ts).",
        );
      }
    }),
  );
  return {
    name: 'lazy-styles',
    configureWebpack(config, isServer) {
      // The server build extracts no CSS.
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks as SplitChunks;
      const styles = splitChunks ? splitChunks.cacheGroups?.[STYLES_GROUP] : undefined;
      if (!styles || styles.type !== 'css/mini-extract' || styles.test !== undefined) {
        throw new Error(
          `[lazy-styles] the browser build has no "${STYLES_GROUP}" cache group gathering all CSS to narrow: ` +
            '@docusaurus/core has changed how it bundles stylesheets. See plugins/lazy-styles/index.ts.',
        );
      }
      styles.test = (module: { nameForCondition(): string | null }) => !files.has(module.nameForCondition() ?? '');
      return {};
    },
  };
}
