/**
 * Stands in for `algoliasearch/lite` in the browser bundle when local search is on (webpack alias set
 * by plugins/local-search): the /search page of @docusaurus/theme-search-algolia calls
 * `liteClient(appId, apiKey)` and gets the page's local search client (browserClient.ts) instead, so it never
 * reaches Algolia. Should the page take its client from elsewhere, it would call Algolia with the placeholder
 * credentials: support/upstreamContracts.ts checks it still imports this module.
 */
import { localSearchClient } from './browserClient';

export function liteClient() {
  return localSearchClient();
}

export const algoliasearch = liteClient;
export default liteClient;
