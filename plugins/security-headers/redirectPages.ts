/**
 * The inline scripts of the client-side redirect pages. @docusaurus/plugin-client-redirects writes
 * those pages in its own postBuild hook, which runs at the same time as ours, so they may not exist
 * yet when this plugin reads the build: their scripts come from the redirect plugin's own page
 * renderer instead. Patched (patches/), that script reads its target from the page's canonical link,
 * so it depends only on whether the page forwards the query string and hash: two variants.
 */
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import { inlineScriptHashes } from './inline-scripts';

export function redirectPageScriptHashes(): string[] {
  // A target without a query or hash forwards the reader's; one with them does not.
  return ['/docs', '/docs?tab=a#b'].flatMap((toUrl) => inlineScriptHashes(createRedirectPageContent({ toUrl })));
}
