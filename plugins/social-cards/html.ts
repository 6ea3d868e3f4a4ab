/**
 * Pure helpers over built HTML: where a route's file is, what its title is, and the rewrite that gives
 * it exactly one og:image and one twitter:image. The minified HTML has unquoted attribute values
 * (`<meta property=og:title content="Routers | tRPC"/>`), so attributes are parsed, not pattern-matched.
 */
import path from 'node:path';

/** `<meta …>` with any attribute quoting; a quoted value may contain `>`. */
const META_TAG = /<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function parseAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const inner = tag.replace(/^<meta\b/i, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(ATTRIBUTE)) {
    attributes.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

type MetaTag = { source: string; key: string | undefined; content: string; managed: boolean };

function metaTags(html: string): MetaTag[] {
  const head = html.slice(0, Math.max(html.search(/<\/head>/i), 0));
  return [...head.matchAll(META_TAG)].map(([source]) => {
    const attributes = parseAttributes(source);
    return {
      source,
      key: (attributes.get('property') ?? attributes.get('name'))?.toLowerCase(),
      content: attributes.get('content') ?? '',
      // react-helmet-async marks its tags; it puts them back on hydration if they are removed.
      managed: attributes.has('data-rh'),
    };
  });
}

/** The page's own title: og:title, else <title>, without the " | tRPC" suffix the theme appends. */
export function readPageTitle(html: string, siteTitle: string, delimiter = '|'): string | undefined {
  const ogTitle = metaTags(html).find((tag) => tag.key === 'og:title')?.content;
  const title = ogTitle ?? decodeEntities(/<title\b[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '');
  const suffix = ` ${delimiter} ${siteTitle}`;
  const bare = (title.endsWith(suffix) ? title.slice(0, -suffix.length) : title).trim();
  return bare || undefined;
}

export type SocialImage = { url: string; alt: string; width?: number; height?: number };

/** Tags this plugin owns: any earlier copy of them is removed, so each ends up exactly once. */
const IMAGE_KEYS = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:image:type',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:image',
  'twitter:image:src',
  'twitter:image:alt',
]);

export type RewriteResult = {
  html: string;
  /** Image tags that React renders (front matter `image:`, a <Head> tag): they would come back on hydration. */
  conflicts: string[];
};

/**
 * Replaces the page's image tags with the card, adds them where missing and makes sure twitter:card
 * is summary_large_image. The theme's own twitter:card tag is kept when it already says so, because
 * removing a tag React manages only brings it back, doubled, on hydration.
 */
export function rewriteSocialMeta(html: string, image: SocialImage): RewriteResult {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) throw new Error('the page has no </head>');
  const tags = metaTags(html);
  const conflicts: string[] = [];
  const remove = new Set<string>();
  for (const tag of tags) {
    if (tag.key && IMAGE_KEYS.has(tag.key)) {
      if (tag.managed) conflicts.push(tag.source);
      remove.add(tag.source);
    }
  }
  const cards = tags.filter((tag) => tag.key === 'twitter:card');
  const keepCard = cards.length === 1 && cards[0]!.content === 'summary_large_image';
  if (!keepCard) {
    for (const tag of cards) {
      if (tag.managed) conflicts.push(tag.source);
      remove.add(tag.source);
    }
  }

  const meta = (attribute: 'property' | 'name', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
  const added = [
    meta('property', 'og:image', image.url),
    ...(image.width && image.height
      ? [
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
        ]
      : []),
    meta('property', 'og:image:alt', image.alt),
    ...(keepCard ? [] : [meta('name', 'twitter:card', 'summary_large_image')]),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ].join('');

  let head = html.slice(0, headEnd);
  for (const source of remove) head = head.split(source).join('');
  return { html: head + added + html.slice(headEnd), conflicts };
}

/**
 * The file a route is written to, following Docusaurus's `trailingSlash` setting:
 * false → `docs/intro.html`, true → `docs/intro/index.html`, unset → `docs/intro/index.html`
 * unless the route ends in `/` or `.html`.
 */
export function htmlFileForRoute(route: string, trailingSlash: boolean | undefined): string {
  const relative = decodeURIComponent(route).replace(/^\/+/, '');
  if (relative === '' || relative.endsWith('/')) return path.join(relative, 'index.html');
  if (relative.endsWith('.html')) return relative;
  return trailingSlash === false ? `${relative}.html` : path.join(relative, 'index.html');
}

/** `{slug}` of the URL template: the route without its leading slash, `index` for `/`. */
export function routeSlug(route: string): string {
  return route.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '') || 'index';
}
