/**
 * The bar shown at the top of the page while a client-side navigation loads its chunks, without the
 * nprogress library (optimisation `progress-bar`): theme-classic's `lib/nprogress` client module brings all
 * of nprogress into main.js, on every page, to draw one bar. `client.ts` replaces that module and keeps its
 * behaviour and markup (`#nprogress .bar .peg`, styled by the theme's own nprogress.css): shown only when
 * a navigation takes over 200 ms, creeping towards the end, then filled and faded out. Depends on
 * @docusaurus/theme-classic 3.10's client module path; the end-to-end navigation test checks the bar.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from '../../support/requiredModules';

/** theme-classic's client module, and the pattern of its requests (not of its stylesheet). */
export const NPROGRESS_MODULE = '@docusaurus/theme-classic/lib/nprogress.js';
export const NPROGRESS_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(?:\.js)?$/;

export default function progressBar(): Plugin {
  return {
    name: 'progress-bar',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: replaceModule(currentBundler.instance, {
          plugin: 'progress-bar',
          upstream: NPROGRESS_MODULE,
          pattern: NPROGRESS_CLIENT_MODULE,
          replacement: path.join(__dirname, 'client.ts'),
        }),
      };
    },
  };
}
