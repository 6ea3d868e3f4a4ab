/**
 * Marks main.js for eager compilation. V8 (Chromium 136 and later) reads `//# allFunctionsCalledOnLoad` at
 * the top of a script as a hint to compile all of its functions on a background thread while the file
 * streams in; without it each function is compiled on the main thread when first called, inside the
 * long task that runs main.js. Nearly all of main.js runs as a page loads (React, the router, the theme's
 * layout), so little is compiled in vain; route chunks, read in part, keep V8's own choice. Other browsers
 * ignore the comment. The hint is added after minification, which drops comments.
 */
import type { Plugin } from '@docusaurus/types';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The entry chunk's file (Docusaurus names it `main`), not the runtime or the route chunks. */
export const MAIN_SCRIPT = /^assets\/js\/main\.[0-9a-f]+\.js$/;

/** Fails a production build whose main.js did not get the hint: Docusaurus renamed the file MAIN_SCRIPT matches. */
export class RequireHintedMainScript implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const hinted = compilation
            .getAssets()
            .some(({ name, source }) => MAIN_SCRIPT.test(name) && String(source.source()).startsWith(COMPILE_HINT));
          if (hinted) return;
          const scripts = compilation
            .getAssets()
            .map(({ name }) => name)
            .filter((name) => name.endsWith('.js'));
          compilation.errors.push(
            new WebpackError(
              `[compile-hints] no script of the browser build matches ${MAIN_SCRIPT} with the hint at its top ` +
                `(scripts: ${scripts.slice(0, 5).join(', ')}…): see plugins/compile-hints/index.ts.`,
            ),
          );
        },
      );
    });
  }
}

export default function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer, { currentBundler }) {
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
          // The dev server names main.js without a hash: nothing to hint there.
          ...(config.mode === 'production'
            ? [new RequireHintedMainScript() as unknown as InstanceType<typeof BannerPlugin>]
            : []),
        ],
      };
    },
  };
}
