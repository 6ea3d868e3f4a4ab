import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { everyPagePath, openPage, requiredRoutes, sitemapPaths, useSite, type Site } from '../../support/site';

/** A page of each kind, with the card's alt text (the page title) that a share preview announces. */
const pages = [
  { route: '/docs/server/routers', alt: 'Routers' },
  { route: '/blog/trpc-actions', alt: 'tRPC procedures as Next.js Server Actions' },
  { route: '/', alt: 'End-to-end typesafe APIs made easy' },
];

/** `content` of every head meta tag with this property or name, as the served HTML has it. */
async function metaContents(site: Site, route: string, key: string): Promise<string[]> {
  const html = await (await fetch(site.url(route))).text();
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
  assert.equal(png.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'PNG signature');
  assert.equal(png.subarray(12, 16).toString('latin1'), 'IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('social cards', () => {
  const site = useSite();
  let context: BrowserContext;
  before(async () => {
    context = await site.newContext({ viewport: { width: 1280, height: 900 } });
  });

  test('a docs page, a blog post and the home page each share a 1200×630 card of their own', async () => {
    const cards = new Set<string>();
    for (const { route, alt } of pages) {
      const [ogImage, ...extraOg] = await metaContents(site, route, 'og:image');
      const twitterImages = await metaContents(site, route, 'twitter:image');
      assert.ok(ogImage, `${route} has no og:image`);
      assert.deepEqual(extraOg, [], `${route} has more than one og:image`);
      assert.deepEqual(twitterImages, [ogImage], `${route}: twitter:image is not the og:image`);
      assert.deepEqual(await metaContents(site, route, 'twitter:card'), ['summary_large_image'], route);
      assert.deepEqual(await metaContents(site, route, 'og:image:alt'), [alt], route);

      // The tags carry the canonical origin (SITE_URL), like the canonical link; the file is in this build.
      const url = new URL(ogImage);
      const canonical = await metaContents(site, route, 'og:url');
      assert.equal(url.origin, new URL(canonical[0]!).origin, `${route}: ${ogImage} is not on the site's origin`);
      assert.match(url.pathname, /^\/img\/cards\/[0-9a-f]+\.png$/);
      const image = await fetch(site.url(url.pathname));
      assert.equal(image.status, 200, `${route}: ${ogImage}`);
      assert.equal(image.headers.get('content-type'), 'image/png');
      assert.deepEqual(pngSize(Buffer.from(await image.arrayBuffer())), [1200, 630], `${route} card size`);
      cards.add(url.pathname);
    }
    assert.equal(cards.size, pages.length, 'each page has a card of its own');
  });

  test('after hydration the page still has exactly one og:image and one twitter:image', async () => {
    const { page, consoleErrors } = await openPage(site, context);
    for (const { route } of pages) {
      await page.goto(site.url(route), { waitUntil: 'networkidle' });
      const count = (selector: string) => page.locator(`head ${selector}`).count();
      assert.equal(await count('meta[property="og:image"]'), 1, `${route} og:image`);
      assert.equal(await count('meta[name="twitter:image"]'), 1, `${route} twitter:image`);
      assert.equal(await count('meta[name="twitter:card"]'), 1, `${route} twitter:card`);
    }
    assert.deepEqual(consoleErrors, []);
    await page.close();
  });

  test('every page (the sitemap and the required routes) has one card, and every card it names exists', async () => {
    const sitemap = sitemapPaths();
    assert.ok(sitemap.length > 300, `only ${sitemap.length} routes in the sitemap`);
    assert.ok(
      sitemap.some((route) => route.startsWith('/docs/typedoc/')),
      'the API reference is in the sitemap',
    );
    // 9.x is out of the sitemap (noindex) but still shared: its pages come from the URL contract.
    assert.ok(
      requiredRoutes().some((route) => route.startsWith('/docs/v9/')),
      'the 9.x docs are in test/required-routes.txt',
    );
    const routes = everyPagePath();
    const missing: string[] = [];
    const images = new Set<string>();
    for (const route of routes) {
      const og = await metaContents(site, route, 'og:image');
      const twitter = await metaContents(site, route, 'twitter:image');
      if (og.length !== 1 || twitter.length !== 1 || og[0] !== twitter[0]) {
        missing.push(`${route}: og:image ${JSON.stringify(og)}, twitter:image ${JSON.stringify(twitter)}`);
      } else {
        images.add(new URL(og[0]!).pathname);
      }
    }
    assert.deepEqual(missing, []);
    for (const image of images) {
      const response = await fetch(site.url(image), { method: 'HEAD' });
      assert.equal(response.status, 200, image);
    }
  });
});
