/**
 * Starts the site in several tasks instead of one (optimisation `staged-start`). Docusaurus's client entry is
 * main.js's entry module, so the task that runs main.js also evaluates React DOM, the theme, the routes and
 * every other module it holds, and preloads the page's route: the longest task of a page load. Here main.js's
 * entry is `client.ts`, which evaluates React DOM in a next task, the client modules in the one after, then the
 * routes and each of the page's route modules in a task of its own, and Docusaurus's client entry in a last
 * one (`tasks.ts`), so the browser can paint and answer input in between. Measured effect: PERFORMANCE.md.
 * Depends on @docusaurus/core 3.10 naming `lib/client/clientEntry.js` as the client bundle's entry: the build
 * fails here if it no longer does.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The client bundle's entry that Docusaurus configures, and the one this plugin puts in its place. */
export const DOCUSAURUS_CLIENT_ENTRY = createRequire(__filename).resolve('@docusaurus/core/lib/client/clientEntry.js');
export const STAGED_CLIENT_ENTRY = path.join(__dirname, 'client.ts');

export default function stagedStart(): Plugin {
  return {
    name: 'staged-start',
    configureWebpack(config, isServer) {
      // The server bundle renders pages at build time; it has its own entry.
      if (isServer) return {};
      if (config.entry !== DOCUSAURUS_CLIENT_ENTRY) {
        throw new Error(
          `plugins/staged-start/index.ts: the client bundle's entry is ${JSON.stringify(config.entry)}, not ` +
            `${DOCUSAURUS_CLIENT_ENTRY}. Check that client.ts still starts what Docusaurus's entry now is.`,
        );
      }
      // A returned string replaces the one in the config (webpack-merge).
      return { entry: STAGED_CLIENT_ENTRY };
    },
  };
}
