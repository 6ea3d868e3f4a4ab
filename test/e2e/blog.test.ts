import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { openPage, useSite } from '../../support/site';

/** Publication facts from ROUTES.md: slug and date of every post. */
const posts = [
  { slug: 'introducing-trpc', year: '2021' },
  { slug: 'announcing-trpc-10', year: '2022' },
  { slug: 'typescript-performance-lessons', year: '2023' },
  { slug: 'tinyrpc-client', year: '2023' },
  { slug: 'trpc-actions', year: '2024' },
];

describe('blog', () => {
  const site = useSite();
  let context: BrowserContext;
  before(async () => {
    context = await site.newContext({ viewport: { width: 1280, height: 900 } });
  });

  test('the list shows every post as an excerpt that links to the post', async () => {
    const { page } = await openPage(site, context);
    await page.goto(site.url('/blog'));
    const main = page.locator('main');
    for (const { slug } of posts) {
      assert.equal((await main.locator(`article a[href="/blog/${slug}"]`).count()) > 0, true, `${slug} is not listed`);
    }
    assert.equal(await main.getByRole('link', { name: /^Read more/ }).count(), posts.length, 'every post is truncated');
    await main.locator('article h2 a[href="/blog/trpc-actions"]').click();
    await page.waitForURL(site.url('/blog/trpc-actions'));
    await page.close();
  });

  test('a post shows its date, reading time, team author and tags, each linked', async () => {
    const { page } = await openPage(site, context);
    await page.goto(site.url('/blog/introducing-trpc'));
    const article = page.locator('article');
    assert.equal(await article.locator('header time').getAttribute('datetime'), '2021-05-05T00:00:00.000Z');
    // The date of the post's last commit, below it (showLastUpdateTime): its own element, not the post date.
    const updated = await article.locator('time[itemprop="dateModified"]').getAttribute('datetime');
    assert.ok(updated && !Number.isNaN(Date.parse(updated)), `last-updated date "${updated}"`);
    assert.match((await article.locator('header').textContent()) ?? '', /min read/);
    await article.getByRole('link', { name: 'tRPC Core Team' }).first().click();
    await page.waitForURL(site.url('/blog/authors/core'));
    await page.getByRole('heading', { level: 1, name: /tRPC Core Team/ }).waitFor();
    await page.goBack();
    await article.locator('footer').getByRole('link', { name: 'Announcement' }).click();
    await page.waitForURL(site.url('/blog/tags/announcement'));
    assert.ok((await page.locator('main article').count()) >= 1);
    await page.close();
  });

  test('every post has a description and its own social preview card', async () => {
    const { page } = await openPage(site, context);
    const cards = new Set<string>();
    for (const { slug } of posts) {
      await page.goto(site.url(`/blog/${slug}`));
      const description = await page.locator('head meta[name="description"]').getAttribute('content');
      assert.ok(description && description.length > 40, `${slug} has description "${description}"`);
      const ogImage = await page.locator('head meta[property="og:image"]').getAttribute('content');
      const twitterImage = await page.locator('head meta[name="twitter:image"]').getAttribute('content');
      assert.ok(ogImage && ogImage === twitterImage, `${slug}: og:image ${ogImage}, twitter:image ${twitterImage}`);
      // Meta tags carry the canonical origin (SITE_URL); the file itself is served from this build.
      const image = await fetch(site.url(new URL(ogImage).pathname));
      assert.equal(image.status, 200, `${slug}: ${ogImage}`);
      assert.equal(image.headers.get('content-type'), 'image/png');
      const png = Buffer.from(await image.arrayBuffer());
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630], `${slug} card size`);
      cards.add(new URL(ogImage).pathname);
    }
    assert.equal(cards.size, posts.length, 'each post has a card of its own');
    await page.close();
  });

  test('the archive and the sidebar list every post by year', async () => {
    const { page } = await openPage(site, context);
    await page.goto(site.url('/blog/archive'));
    for (const year of new Set(posts.map((post) => post.year))) {
      // The heading's name also holds its "Direct link to 2021" anchor.
      await page
        .getByRole('heading', { name: new RegExp(`^${year}`) })
        .first()
        .waitFor();
    }
    for (const { slug } of posts) assert.ok(await page.locator(`main a[href="/blog/${slug}"]`).count(), slug);

    await page.goto(site.url('/blog/tinyrpc-client'));
    const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
    for (const { slug } of posts)
      assert.ok(await sidebar.locator(`a[href="/blog/${slug}"]`).count(), `${slug} in sidebar`);
    for (const year of new Set(posts.map((post) => post.year))) {
      assert.ok(await sidebar.getByText(year, { exact: true }).count(), `year ${year} in sidebar`);
    }
    await page.close();
  });

  test('the authors page lists the team identities', async () => {
    const { page } = await openPage(site, context);
    await page.goto(site.url('/blog/authors'));
    await page.getByRole('link', { name: 'tRPC Core Team' }).first().waitFor();
    await page.getByText('tRPC Docs Team').first().waitFor();
    await page.close();
  });

  test('RSS, Atom and JSON feeds list every post and are announced in the page head', async () => {
    const { page } = await openPage(site, context);
    await page.goto(site.url('/blog'));
    const links = await page
      .locator('head link[rel="alternate"][type]')
      .evaluateAll((elements) => elements.map((link) => [link.getAttribute('type'), link.getAttribute('href')]));
    const feeds = links.map(([type, href]) => [type, new URL(href ?? '', site.origin).pathname]);
    assert.deepEqual(
      new Map(feeds as [string, string][]),
      new Map([
        ['application/rss+xml', '/blog/rss.xml'],
        ['application/atom+xml', '/blog/atom.xml'],
        ['application/json', '/blog/feed.json'],
      ]),
    );
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']) {
      const response = await fetch(site.url(feed));
      assert.equal(response.status, 200, feed);
      const body = await response.text();
      for (const { slug } of posts) assert.ok(body.includes(`/blog/${slug}`), `${feed} lacks ${slug}`);
    }
    await page.close();
  });
});
