/**
 * The one local search client of the page, shared by the modal (src/theme/SearchBar) and the /search
 * page (through the `algoliasearch/lite` alias in algoliasearchLite.ts). It fetches the index shards
 * `<baseUrl><outputDir>/<docusaurus_tag>.json` on the first search or preload; in the dev server, where
 * no index is built, every search answers with one hit telling how to get one.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import { createLocalSearchClient, type LocalSearchClient } from './localSearchClient';
import { decodeShard, SHARD_FORMAT, shardFileName } from './shard';

const outputDir =
  (globalData['local-search']?.default as { outputDir?: string } | undefined)?.outputDir ?? 'search-index';
const indexUrl = `${siteConfig.baseUrl}${outputDir}/`;

async function loadShard(tag: string) {
  // The format in the URL: after a deploy that changes it, no HTTP cache hands the new client an old shard.
  const response = await fetch(`${indexUrl}${shardFileName(tag)}?format=${SHARD_FORMAT}`);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${response.url}`);
  return decodeShard(await response.json());
}

let client: LocalSearchClient | undefined;

export function localSearchClient(): LocalSearchClient {
  client ??= createLocalSearchClient({
    load: loadShard,
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
