/**
 * Google Analytics (gtag.js), registered by docusaurus.config.ts when GTAG_TRACKING_ID is set. It does
 * what @docusaurus/plugin-google-gtag does, except that its bootstrap is an external file (snippet.ts
 * says why): the head loads gtag.js and the bootstrap, and client.ts sends a page view per route change.
 * Like the upstream plugin it is off in the dev server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Options } from './options';
import { configScript, configScriptPath } from './snippet';

export { validateOptions } from './options';

export default function gtag(_context: LoadContext, options: Options): Plugin | null {
  if (process.env.NODE_ENV !== 'production') return null;
  const script = configScript(options.trackingID);
  const scriptPath = configScriptPath(script);
  return {
    name: 'gtag',

    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },

    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
          { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
          {
            tagName: 'script',
            attributes: { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${options.trackingID}` },
          },
          // Deferred scripts run in document order: this one before the site's bundles, so window.gtag
          // exists when client.ts first calls it.
          { tagName: 'script', attributes: { defer: true, src: scriptPath } },
        ],
      };
    },

    async postBuild({ outDir }) {
      const file = path.join(outDir, scriptPath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, script);
    },
  };
}
