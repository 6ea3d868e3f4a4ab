import { everyPagePath, requiredRoutes, sitemapPaths } from '../../support/site';
import { expect, test } from '../support/fixtures';

/** A page of each kind, with the card's alt text (the page title) that a share preview announces. */
const pages = [
  { route: '/docs/server/routers', alt: 'Routers' },
  { route: '/blog/trpc-actions', alt: 'tRPC procedures as Next.js Server Actions' },
  { route: '/', alt: 'End-to-end typesafe APIs made easy' },
];

/** `content` of every head meta tag with this property or name, as the served HTML has it. */
async function metaContents(origin: string, route: string, key: string): Promise<string[]> {
  const html = await (await fetch(new URL(route, origin).href)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/g)].map(([tag]) => tag);
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`)
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  return tags
    .filter((tag) => (attribute(tag, 'property') ?? attribute(tag, 'name')) === key)
    .map((tag) => (attribute(tag, 'content') ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test.describe('social cards', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a docs page, a blog post and the home page each share a 1200×630 card of their own', async ({ origin }) => {
    const cards = new Set<string>();
    for (const { route, alt } of pages) {
      const [ogImage = '', ...extraOg] = await metaContents(origin, route, 'og:image');
      const twitterImages = await metaContents(origin, route, 'twitter:image');
      expect(ogImage, `${route} has no og:image`).toBeTruthy();
      expect(extraOg, `${route} has more than one og:image`).toEqual([]);
      expect(twitterImages, `${route}: twitter:image is not the og:image`).toEqual([ogImage]);
      expect(await metaContents(origin, route, 'twitter:card'), route).toEqual(['summary_large_image']);
      expect(await metaContents(origin, route, 'og:image:alt'), route).toEqual([alt]);

      // The tags carry the canonical origin (SITE_URL), like the canonical link; the file is in this build.
      const url = new URL(ogImage);
      const canonical = await metaContents(origin, route, 'og:url');
      expect(url.origin, `${route}: ${ogImage} is not on the site's origin`).toBe(new URL(canonical[0]!).origin);
      expect(url.pathname).toMatch(/^\/img\/cards\/[0-9a-f]+\.png$/);
      const image = await fetch(new URL(url.pathname, origin).href);
      expect(image.status, `${route}: ${ogImage}`).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await image.arrayBuffer())), `${route} card size`).toEqual([1200, 630]);
      cards.add(url.pathname);
    }
    expect(cards.size, 'each page has a card of its own').toBe(pages.length);
  });

  // That hydration keeps one og:image, twitter:image and twitter:card on every page: required-routes.test.ts.
  test('every page (the sitemap and the required routes) has one card, and every card it names exists', async ({
    origin,
  }) => {
    const sitemap = sitemapPaths();
    expect(sitemap.length > 300, `only ${sitemap.length} routes in the sitemap`).toBeTruthy();
    expect(
      sitemap.some((route) => route.startsWith('/docs/typedoc/')),
      'the API reference is in the sitemap',
    ).toBeTruthy();
    // 9.x is out of the sitemap (noindex) but still shared: its pages come from the URL contract.
    expect(
      requiredRoutes().some((route) => route.startsWith('/docs/v9/')),
      'the 9.x docs are in test/required-routes.txt',
    ).toBeTruthy();
    const routes = everyPagePath();
    const missing: string[] = [];
    const images = new Set<string>();
    for (const route of routes) {
      const og = await metaContents(origin, route, 'og:image');
      const twitter = await metaContents(origin, route, 'twitter:image');
      if (og.length !== 1 || twitter.length !== 1 || og[0] !== twitter[0]) {
        missing.push(`${route}: og:image ${JSON.stringify(og)}, twitter:image ${JSON.stringify(twitter)}`);
      } else {
        images.add(new URL(og[0]!).pathname);
      }
    }
    expect(missing).toEqual([]);
    for (const image of images) {
      const response = await fetch(new URL(image, origin).href, { method: 'HEAD' });
      expect(response.status, image).toBe(200);
    }
  });
});
