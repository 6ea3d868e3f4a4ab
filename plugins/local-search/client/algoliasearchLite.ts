/**
 * Stands in for `algoliasearch/lite` in the browser bundle when local search is on (webpack alias set
 * by plugins/local-search): the /search page of @docusaurus/theme-search-algolia calls
 * `liteClient(appId, apiKey)` and gets the page's local search client (browserClient.ts) instead, so it never
 * reaches Algolia.
 */
import { localSearchClient } from './browserClient';

export function liteClient() {
  return localSearchClient();
}

export const algoliasearch = liteClient;
export default liteClient;
