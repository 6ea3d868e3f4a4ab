/**
 * Google Analytics (gtag.js). It does what @docusaurus/plugin-google-gtag does, except that its
 * bootstrap is an external file (snippet.ts says why) and that its client module is in every build:
 * with GTAG_TRACKING_ID set, the head loads gtag.js (async) and the bootstrap (deferred, written to
 * /assets/js/ after the build), and client.ts sends a page view per route change; without it there is no
 * tag and client.ts does nothing. So the end-to-end test can check the client side on the one build
 * `npm test` makes, adding the tags itself (headTags). Like the upstream plugin it is off in the dev server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HtmlTagObject, LoadContext, Plugin } from '@docusaurus/types';
import type { Options } from './options';
import { configScript, configScriptPath } from './snippet';

export { validateOptions } from './options';

/** The head tags for `trackingID`: preconnects, gtag.js, then the bootstrap at `configScriptPath`. */
export function headTags(trackingID: string): HtmlTagObject[] {
  return [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
    {
      tagName: 'script',
      attributes: { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${trackingID}` },
    },
    // Deferred: it runs once the document is parsed and sends the first page view (its `config` call).
    // client.ts calls window.gtag only on later client-side navigations, and skips it while it is undefined.
    { tagName: 'script', attributes: { defer: true, src: configScriptPath(configScript(trackingID)) } },
  ];
}

export default function gtag(_context: LoadContext, { trackingID }: Options): Plugin | null {
  if (process.env.NODE_ENV !== 'production') return null;
  return {
    name: 'gtag',

    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },

    injectHtmlTags() {
      return trackingID ? { headTags: headTags(trackingID) } : {};
    },

    async postBuild({ outDir }) {
      if (!trackingID) return;
      const script = configScript(trackingID);
      const file = path.join(outDir, configScriptPath(script));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, script);
    },
  };
}
