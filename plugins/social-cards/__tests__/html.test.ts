import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { decodeEntities, htmlFileForRoute, readPageTitle, rewriteSocialMeta, routeSlug } from '../html';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const card = { url: 'https://trpc.io/img/cards/abc123.png', alt: 'Routers & "namespaces"', width: 1200, height: 630 };

/** `content` of every head meta tag with this property or name, in order. */
function metaContents(html: string, key: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const pattern = new RegExp(`<meta[^>]*(?:property|name)=["']?${key}["']?[\\s/>][^>]*>`, 'g');
  return [...head.matchAll(pattern)].map(([tag]) =>
    decodeEntities(
      /content=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/
        .exec(tag)!
        .slice(1)
        .find((v) => v !== undefined)!,
    ),
  );
}

describe('rewriteSocialMeta', () => {
  test('replaces a stale og:image and twitter:image with the card, once each, and keeps the rest of the page', () => {
    const before = fixture('doc-page.html');
    const { html, conflicts } = rewriteSocialMeta(before, card);
    assert.deepEqual(conflicts, []);
    assert.deepEqual(metaContents(html, 'og:image'), [card.url]);
    assert.deepEqual(metaContents(html, 'twitter:image'), [card.url]);
    assert.deepEqual(metaContents(html, 'og:image:width'), ['1200']);
    assert.deepEqual(metaContents(html, 'og:image:height'), ['630']);
    assert.deepEqual(metaContents(html, 'og:image:alt'), ['Routers & "namespaces"']);
    // The theme's summary_large_image tag is kept as it is: React owns it.
    assert.deepEqual(metaContents(html, 'twitter:card'), ['summary_large_image']);
    assert.ok(html.includes('<meta data-rh=true name=twitter:card content=summary_large_image />'));
    assert.ok(!html.includes('old.example.com'));
    // Everything outside the image tags is untouched, including a meta tag in the body.
    assert.ok(
      html.includes('<meta data-rh=true property=og:description content="Nest routers with t.router -> namespaces."/>'),
    );
    assert.ok(
      html
        .trimEnd()
        .endsWith(
          '<main><h1>Routers &amp; namespaces</h1><meta property=og:image content=not-in-head></main></body></html>',
        ),
    );
  });

  test('is idempotent: rewriting a rewritten page changes nothing', () => {
    const once = rewriteSocialMeta(fixture('doc-page.html'), card).html;
    assert.equal(rewriteSocialMeta(once, card).html, once);
  });

  test('adds the tags, twitter:card included, to a page that has none', () => {
    const { html } = rewriteSocialMeta(fixture('bare-page.html'), {
      url: 'https://cards.example.com/media.png',
      alt: 'Media',
    });
    assert.deepEqual(metaContents(html, 'og:image'), ['https://cards.example.com/media.png']);
    assert.deepEqual(metaContents(html, 'twitter:image'), ['https://cards.example.com/media.png']);
    assert.deepEqual(metaContents(html, 'twitter:card'), ['summary_large_image']);
    // An external image's size is unknown, so none is claimed.
    assert.deepEqual(metaContents(html, 'og:image:width'), []);
  });

  test('reports image tags that React renders, since hydration would bring them back', () => {
    const { html, conflicts } = rewriteSocialMeta(fixture('managed-image.html'), card);
    assert.deepEqual(conflicts, [
      '<meta data-rh=true property=og:image content=https://trpc.io/assets/images/card-9a33.png />',
      '<meta data-rh=true name=twitter:image content=https://trpc.io/assets/images/card-9a33.png />',
      '<meta data-rh=true name=twitter:card content=summary />',
    ]);
    assert.deepEqual(metaContents(html, 'og:image'), [card.url]);
    assert.deepEqual(metaContents(html, 'twitter:card'), ['summary_large_image']);
  });

  test('refuses a page without a head', () => {
    assert.throws(() => rewriteSocialMeta('<p>fragment</p>', card), /the page has no <\/head>/);
  });
});

describe('readPageTitle', () => {
  test('prefers og:title, decodes entities and drops the site suffix', () => {
    assert.equal(readPageTitle(fixture('doc-page.html'), 'tRPC'), 'Routers & namespaces');
  });

  test('falls back to <title>', () => {
    assert.equal(readPageTitle(fixture('bare-page.html'), 'tRPC'), 'Media');
  });

  test('keeps a title that is only the site name', () => {
    assert.equal(readPageTitle('<head><title>tRPC</title></head>', 'tRPC'), 'tRPC');
    assert.equal(readPageTitle('<head></head>', 'tRPC'), undefined);
  });
});

describe('routes', () => {
  test('map to the file Docusaurus writes for the trailingSlash setting', () => {
    assert.equal(htmlFileForRoute('/', false), 'index.html');
    assert.equal(htmlFileForRoute('/docs/server/routers', false), 'docs/server/routers.html');
    assert.equal(htmlFileForRoute('/docs/server/routers', true), 'docs/server/routers/index.html');
    assert.equal(htmlFileForRoute('/docs/server/', undefined), 'docs/server/index.html');
    assert.equal(htmlFileForRoute('/404.html', false), '404.html');
  });

  test('give a slug for the image service template', () => {
    assert.equal(routeSlug('/'), 'index');
    assert.equal(routeSlug('/docs/v10/server/routers'), 'docs/v10/server/routers');
    assert.equal(routeSlug('/blog/'), 'blog');
  });
});
