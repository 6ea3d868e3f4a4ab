/**
 * The gtag.js bootstrap, served as a file of its own instead of the inline script
 * @docusaurus/plugin-google-gtag injects: the site's Content-Security-Policy (config/securityHeaders.ts) allows scripts
 * from 'self' and inline scripts only by hash, and a hash of an inline snippet would change with the
 * deployment's measurement id, which the policy would then have to follow.
 */
import { createHash } from 'node:crypto';

/** The queue gtag.js drains once it loads, and the page-view config for `trackingID`. */
export function configScript(trackingID: string): string {
  return [
    'window.dataLayer = window.dataLayer || [];',
    'function gtag() { window.dataLayer.push(arguments); }',
    "gtag('js', new Date());",
    `gtag('config', ${JSON.stringify(trackingID)}, {});`,
    '',
  ].join('\n');
}

/** Where the bootstrap is written: under /assets/ with a content hash, so it can be cached for good. */
export function configScriptPath(script: string): string {
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 8);
  return `/assets/js/gtag-config.${hash}.js`;
}
