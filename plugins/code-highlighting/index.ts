/**
 * Code blocks highlighted by the build, not in the browser. The server build tokenizes every code block
 * into the HTML (client/highlighter.server.ts) with token colours as classes (client/tokenClasses.ts),
 * and the browser keeps that HTML through hydration: Prism leaves the bundle every page loads and no
 * block is tokenized again on load (stock Docusaurus tokenizes each one twice there, to recolour it).
 *
 * The plugin:
 * - writes the token colour stylesheet for themeConfig.prism's light and dark themes, and for the Shiki themes
 *   Markdown code blocks are highlighted with at build time (remark.ts, shiki.ts);
 * - shows the types Markdown code blocks carry in a popup (client/typePopups.ts), from the pages' type tables
 *   (typeTable.ts), which it copies into the build and the dev server serves;
 * - gives the server build client/highlighter.server.ts in place of client/highlighter.ts;
 * - keeps theme-classic's `prism-include-languages` client module, which loads Prism with every page, out
 *   of the browser build (client/prism.ts registers the same languages where Prism is loaded).
 * src/theme/CodeBlock renders with it.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import type { PrismTheme } from 'prism-react-renderer';
import { evictCacheWhenChanged } from '../../support/bundlerCache';
import { replaceModule, requiredModules } from '../../support/requiredModules';
import { codeThemesOf, themeCss } from './client/tokenClasses';
import { popupBackgroundCss, tokenColourCss } from './shiki';
import { tableFilesOf, TYPE_TABLE_CACHE } from './typeTable';
import { TYPE_TABLE_PATH } from './client/typeTablePath';

/** theme-classic's client module, and the pattern of its requests (not of the theme component it calls). */
export const PRISM_INCLUDE_LANGUAGES = '@docusaurus/theme-classic/lib/prism-include-languages.js';
export const PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;
/** Requests of the browser highlighter, relative or through @site. */
const BROWSER_HIGHLIGHTER = /code-highlighting[\\/]client[\\/]highlighter$/;

/** What a Markdown code block's HTML depends on besides its page: the renderer and each version's packages. */
function renderingInputs(siteDir: string): string[] {
  const snippets = path.join(siteDir, 'snippets');
  return [
    ...['remark.ts', 'shiki.ts', 'typeTable.ts', 'contrast.ts', 'client/tokenClasses.ts'].map((file) =>
      path.join(__dirname, file),
    ),
    ...['compile.ts', 'markup.ts', 'releases.ts'].map((file) => path.join(__dirname, '../snippet-releases', file)),
    ...readdirSync(snippets).map((folder) => path.join(snippets, folder, 'package-lock.json')),
  ].filter((file) => existsSync(file));
}

export default async function codeHighlighting(context: LoadContext): Promise<Plugin> {
  const { prism } = context.siteConfig.themeConfig as ThemeConfig & {
    prism: { theme: PrismTheme; darkTheme?: PrismTheme };
  };
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlighting', 'tokens.css');
  mkdirSync(path.dirname(stylesheet), { recursive: true });
  writeFileSync(stylesheet, `${themeCss(codeThemesOf(prism))}\n${await tokenColourCss()}\n${popupBackgroundCss()}`);

  return {
    name: 'code-highlighting',

    getClientModules() {
      return [stylesheet, path.join(__dirname, 'client/typePopups.ts'), path.join(__dirname, 'client/typePopups.css')];
    },

    configureWebpack(config, isServer, { currentBundler }) {
      // Markdown modules the bundler cached hold the HTML and types the remark plugin made from these.
      evictCacheWhenChanged(config, renderingInputs(context.siteDir));
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      const serverHighlighter = path.join(__dirname, 'client/highlighter.server.ts');
      return {
        // `npm start` serves the type tables from where pages write them.
        devServer: {
          static: [{ directory: TYPE_TABLE_CACHE, publicPath: context.baseUrl + TYPE_TABLE_PATH, watch: false }],
        },
        plugins: isServer
          ? [
              new NormalModuleReplacementPlugin(BROWSER_HIGHLIGHTER, serverHighlighter),
              requiredModules('code-highlighting', [
                { what: 'the server build of client/highlighter.ts', file: serverHighlighter },
              ]),
            ]
          : replaceModule(currentBundler.instance, {
              plugin: 'code-highlighting',
              upstream: PRISM_INCLUDE_LANGUAGES,
              pattern: PRISM_CLIENT_MODULE,
              replacement: path.join(__dirname, 'client/noop.ts'),
            }),
      };
    },

    async postBuild({ outDir }) {
      const tablesDir = path.join(outDir, TYPE_TABLE_PATH);
      mkdirSync(tablesDir, { recursive: true });
      const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
      for (const page of pages) {
        for (const file of tableFilesOf(readFileSync(path.join(outDir, page), 'utf8'))) {
          const source = path.join(TYPE_TABLE_CACHE, file);
          if (!existsSync(source)) {
            throw new Error(
              `[code-highlighting] ${page} uses the type table ${file}, which is not in ${TYPE_TABLE_CACHE}: run npm run clear, then build again.`,
            );
          }
          copyFileSync(source, path.join(tablesDir, file));
        }
      }
    },
  };
}
