/**
 * The HTTP headers the static host sends: plugins/security-headers writes them to build/_headers
 * (Netlify / Cloudflare Pages format) after each build, with the hash of every inline script the
 * build has. test/e2e/security-headers.test.ts checks the served pages against them.
 */
import type { HeaderRule } from '../plugins/security-headers/headers-file';

/** Third-party services the build can switch on through config/env.ts, and the hosts each needs. */
const OPTIONAL_SERVICES = {
  // GTAG_TRACKING_ID: gtag.js, then its page-view beacons and pixels.
  // https://developers.google.com/tag-platform/security/guides/csp#google_analytics_4_google_analytics
  analytics: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  // ALGOLIA_*: hosted DocSearch queries its application's hosts and the insights API.
  search: { connect: ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'] },
};

/** Content-Security-Policy directives; `script-src` gets the inline scripts' hashes appended. */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  // No 'unsafe-inline' and no 'unsafe-eval': inline scripts are allowed one by one, by hash.
  'script-src': ["'self'", ...OPTIONAL_SERVICES.analytics.script],
  // React renders style attributes (code-highlighting colours, collapsible heights, the base-URL
  // banner), which only 'unsafe-inline' allows; hashes would need 'unsafe-hashes' for each value.
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: for the SVG icons Infima and the theme inline in CSS.
  'img-src': ["'self'", 'data:', ...OPTIONAL_SERVICES.analytics.img],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...OPTIONAL_SERVICES.analytics.connect, ...OPTIONAL_SERVICES.search.connect],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} satisfies Record<string, string[]>;

/** Browser features no page of a documentation site uses, denied to the site and anything it embeds. */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];

export function cspValue(scriptHashes: readonly string[]): string {
  return Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) =>
      [directive, ...sources, ...(directive === 'script-src' ? scriptHashes : [])].join(' '),
    )
    .join('; ');
}

/** The rules of build/_headers, most general first. */
export function headerRules(scriptHashes: readonly string[]): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', cspValue(scriptHashes)],
        ['X-Content-Type-Options', 'nosniff'],
        // For browsers without frame-ancestors support.
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
      ],
    },
    {
      // Bundler output carries a content hash in its name: a changed file gets a new URL.
      pattern: '/assets/*',
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
    },
  ];
}
