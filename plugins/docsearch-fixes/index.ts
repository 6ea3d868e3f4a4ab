/**
 * Fixes two bugs inside @docsearch/react's minified modal bundle at build time (fixes.cjs lists them, with
 * why), in place of a patch-package patch that rewrote the bundle's 451 KB single line. A loader replaces
 * exact pieces of DocSearchModal.js and fails the build when a piece is missing, so a DocSearch upgrade
 * cannot silently drop a fix.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { evictCacheWhenChanged } from '../../support/bundlerCache';

/** The loader and the fixes it applies: a change to either must not reuse cached output. */
const LOADER = path.join(__dirname, 'loader.cjs');
const FIXES = path.join(__dirname, 'fixes.cjs');

export default function docsearchFixes(): Plugin {
  return {
    name: 'docsearch-fixes',
    configureWebpack(config) {
      evictCacheWhenChanged(config, [LOADER, FIXES]);
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              use: [{ loader: LOADER }],
            },
          ],
        },
      };
    },
  };
}
