/**
 * Marks main.js for eager compilation. V8 (Chromium 136 and later) reads `//# allFunctionsCalledOnLoad` at
 * the top of a script as a hint to compile all of its functions on a background thread while the file
 * streams in; without it each function is compiled on the main thread when first called, inside the
 * long task that runs main.js. Nearly all of main.js runs as a page loads (React, the router, the theme's
 * layout), so little is compiled in vain; route chunks, read in part, keep V8's own choice. Other browsers
 * ignore the comment. The hint is added after minification, which drops comments.
 */
import type { Plugin } from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The entry chunk's file (Docusaurus names it `main`), not the runtime or the route chunks. */
export const MAIN_SCRIPT = /^assets\/js\/main\.[0-9a-f]+\.js$/;

export default function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            include: MAIN_SCRIPT,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
