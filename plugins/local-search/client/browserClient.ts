/**
 * The one local search client of the page, shared by the modal (src/theme/SearchBar) and the /search
 * page (through the `algoliasearch/lite` alias in algoliasearchLite.ts). It reads the index shards
 * `<baseUrl><outputDir>/<docusaurus_tag>.json` (downloaded by shardRequests.ts) on the first search or preload;
 * in the dev server, where no index is built, every search answers with one hit telling how to get one.
 */
import siteConfig from '@generated/docusaurus.config';
import { createLocalSearchClient, type LocalSearchClient } from './localSearchClient';
import { decodeShard } from './shard';
import { requestShard } from './shardRequests';

const loadShard = async (tag: string) => decodeShard(await requestShard(tag));

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
