/**
 * The one local search client of the page, shared by the modal (src/theme/SearchBar) and the /search
 * page (through the `algoliasearch/lite` alias in algoliasearchLite.ts). It loads
 * `<baseUrl><outputDir>/pagefind.js` on the first search or preload; in the dev server, where no index
 * is built, every search answers with one hit telling how to get one.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import { createLocalSearchClient, type LocalSearchClient, type PagefindApi } from './localSearchClient';

const outputDir = (globalData['local-search']?.default as { outputDir?: string } | undefined)?.outputDir ?? 'pagefind';
const bundleUrl = `${siteConfig.baseUrl}${outputDir}/`;

async function loadPagefind(): Promise<PagefindApi> {
  const module = (await import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`)) as PagefindApi & {
    options: (options: Record<string, unknown>) => Promise<void>;
    init: () => Promise<void>;
  };
  await module.options({ basePath: bundleUrl });
  await module.init();
  return module;
}

let client: LocalSearchClient | undefined;

export function localSearchClient(): LocalSearchClient {
  client ??= createLocalSearchClient({
    load: loadPagefind,
    origin: () => window.location.origin,
    notice:
      process.env.NODE_ENV === 'production'
        ? undefined
        : {
            title: 'No search index in the dev server',
            text: 'Search needs the built index: run npm run build && npm run serve, then search there.',
            url: `${siteConfig.baseUrl}`,
          },
  });
  return client;
}
