/**
 * Shard downloads, started by the search button (src/theme/SearchBar, in every page's bundle) on Ctrl+K, hover or
 * focus, before the client's chunk has loaded, and read by the client (browserClient.ts): a download that waited
 * for that chunk would arrive after the modal shows, and the first keys would wait for it to be indexed.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import { SHARD_FORMAT, shardFileName } from './shardFile';

const outputDir =
  (globalData['local-search']?.default as { outputDir?: string } | undefined)?.outputDir ?? 'search-index';

const requests = new Map<string, Promise<unknown>>();

/** A shard's JSON, downloaded once; a failed download is tried again at the next request. */
export function requestShard(tag: string): Promise<unknown> {
  let request = requests.get(tag);
  if (!request) {
    // The format in the URL: after a deploy that changes it, no HTTP cache hands the new client an old shard.
    const url = `${siteConfig.baseUrl}${outputDir}/${shardFileName(tag)}?format=${SHARD_FORMAT}`;
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${response.url}`);
      return response.json() as Promise<unknown>;
    });
    request.catch(() => requests.delete(tag));
    requests.set(tag, request);
  }
  return request;
}

const TAG_FILTER = 'docusaurus_tag:';

/**
 * Starts downloading the shards the modal's facetFilters name. Docusaurus names them in one entry, so every
 * `docusaurus_tag` value counts: a shortcut of `searchedTags` (localSearchClient.ts), whose rules stay out of
 * every page's bundle.
 */
export function requestShards(facetFilters: unknown): void {
  for (const filter of [facetFilters].flat(2)) {
    if (typeof filter === 'string' && filter.startsWith(TAG_FILTER)) {
      requestShard(filter.slice(TAG_FILTER.length)).catch(() => undefined);
    }
  }
}
