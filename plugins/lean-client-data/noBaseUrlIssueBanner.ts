/**
 * Stands in for @docusaurus/core's `lib/client/BaseUrlIssueBanner` in the browser build when the site sets
 * `baseUrlIssueBanner: false` (see index.ts): that component then renders nothing, yet ships its inline
 * script and banner text in main.js.
 */
export default function NoBaseUrlIssueBanner(): null {
  return null;
}
