/**
 * Fixes three bugs inside @docsearch/react's minified modal bundle at build time (fixes.cjs lists them, with
 * why), in place of a patch-package patch that would rewrite the bundle's one minified line. A loader replaces
 * exact pieces of DocSearchModal.js and fails the build when a piece is missing, so a DocSearch upgrade
 * cannot silently drop a fix.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { evictCacheWhenChanged } from '../../support/bundlerCache';
import { requiredModules } from '../../support/requiredModules';

/** The loader and the fixes it applies: a change to either must not reuse cached output. */
const LOADER = path.join(__dirname, 'loader.cjs');
const FIXES = path.join(__dirname, 'fixes.cjs');
/** The modal bundle the fixes apply to, as `@docsearch/react/modal` resolves. */
export const DOCSEARCH_MODAL = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/;

export default function docsearchFixes(): Plugin {
  return {
    name: 'docsearch-fixes',
    configureWebpack(config, isServer) {
      evictCacheWhenChanged(config, [LOADER, FIXES]);
      return {
        module: { rules: [{ test: DOCSEARCH_MODAL, use: [{ loader: LOADER }] }] },
        // The browser build must have the modal the loader fixes: a moved bundle would ship unfixed.
        plugins: isServer
          ? []
          : [requiredModules('docsearch-fixes', [{ what: 'the DocSearch modal', file: DOCSEARCH_MODAL }])],
      };
    },
  };
}
