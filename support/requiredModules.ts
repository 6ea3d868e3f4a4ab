/**
 * Build-time replacements that fail loudly. A module replacement or loader rule whose pattern no longer
 * matches (the dependency moved its private module) leaves the stock module in the build without a word;
 * these fail the build instead, naming the plugin and its file to re-check.
 */
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** A module a plugin's work shows up as: its file, exactly or by pattern. */
export type RequiredModule = { what: string; file: string | RegExp };

type Bundler = Parameters<NonNullable<Plugin['configureWebpack']>>[2]['currentBundler']['instance'];
/** What configureWebpack returns in `plugins` (Docusaurus types it as webpack's; the build runs Rspack). */
type BundlerPlugin = NonNullable<
  NonNullable<Parameters<NonNullable<Plugin['configureWebpack']>>[0]['plugins']>[number]
>;

const matches = (file: string | RegExp, path: string) => (typeof file === 'string' ? path === file : file.test(path));

/** The error of a plugin whose replacement did not happen, naming the file a maintainer re-checks. */
function notReplacedMessage(plugin: string, what: string, file: string | RegExp): string {
  return (
    `[${plugin}] ${what}: no module of the build is ${typeof file === 'string' ? file : `at a path matching ${file}`}, ` +
    `so the stock module ships unchanged. A dependency has moved what the plugin replaces: see plugins/${plugin}/index.ts.`
  );
}

/** Fails the compilation, naming `plugin`, when a required module is not among the modules it built. */
export class RequiredModulesPlugin implements RspackPluginInstance {
  constructor(
    readonly plugin: string,
    readonly required: readonly RequiredModule[],
  ) {}

  apply(compiler: Compiler): void {
    const name = `${this.plugin}:required-modules`;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.finishModules.tap(name, (modules) => {
        const files = Array.from(modules, (module) => module.nameForCondition() ?? '');
        for (const { what, file } of this.required) {
          if (files.some((path) => matches(file, path))) continue;
          compilation.errors.push(new compiler.webpack.WebpackError(notReplacedMessage(this.plugin, what, file)));
        }
      });
    });
  }
}

/** RequiredModulesPlugin, typed for configureWebpack's `plugins`. */
export function requiredModules(plugin: string, required: readonly RequiredModule[]): BundlerPlugin {
  return new RequiredModulesPlugin(plugin, required) as unknown as BundlerPlugin;
}

/**
 * Replaces `upstream` (a module specifier of a dependency's private file) by `replacement`, failing the
 * build at configuration when `upstream` no longer resolves to a path `pattern` matches, and after the
 * modules are built when `replacement` is not among them (nothing requested the module `pattern` matches).
 */
export function replaceModule(
  bundler: Bundler,
  {
    plugin,
    upstream,
    pattern,
    replacement,
  }: { plugin: string; upstream: string; pattern: RegExp; replacement: string },
): BundlerPlugin[] {
  let resolved: string;
  try {
    resolved = createRequire(__filename).resolve(upstream);
  } catch {
    throw new Error(
      `[${plugin}] ${upstream} does not resolve: the dependency has moved the module this plugin replaces. ` +
        `See plugins/${plugin}/index.ts.`,
    );
  }
  if (!pattern.test(resolved)) {
    throw new Error(
      `[${plugin}] ${upstream} resolves to ${resolved}, which ${pattern} misses: see plugins/${plugin}/index.ts.`,
    );
  }
  return [
    new bundler.NormalModuleReplacementPlugin(pattern, replacement),
    requiredModules(plugin, [{ what: `the replacement of ${upstream}`, file: replacement }]),
  ];
}
