import { expect, test } from '../support/fixtures';

/** Every post's slug (its URL must not change) and publication year. */
const posts = [
  { slug: 'introducing-trpc', year: '2021' },
  { slug: 'announcing-trpc-10', year: '2022' },
  { slug: 'typescript-performance-lessons', year: '2023' },
  { slug: 'tinyrpc-client', year: '2023' },
  { slug: 'trpc-actions', year: '2024' },
];

test.describe('blog', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the list shows every post as an excerpt that links to the post', async ({ page }) => {
    await page.goto('/blog');
    const main = page.locator('main');
    for (const { slug } of posts) {
      expect((await main.locator(`article a[href="/blog/${slug}"]`).count()) > 0, `${slug} is not listed`).toBe(true);
    }
    await expect(main.getByRole('link', { name: /^Read more/ }), 'every post is truncated').toHaveCount(posts.length);
    await main.locator('article h2 a[href="/blog/trpc-actions"]').click();
    await page.waitForURL('/blog/trpc-actions');
  });

  test('a post shows its date, reading time, team author and tags, each linked', async ({ page }) => {
    await page.goto('/blog/introducing-trpc');
    const article = page.locator('article');
    await expect(article.locator('header time')).toHaveAttribute('datetime', '2021-05-05T00:00:00.000Z');
    // The date of the post's last commit, below it (showLastUpdateTime): its own element, not the post date.
    const updated = await article.locator('time[itemprop="dateModified"]').getAttribute('datetime');
    expect(updated && !Number.isNaN(Date.parse(updated)), `last-updated date "${updated}"`).toBeTruthy();
    expect((await article.locator('header').textContent()) ?? '').toMatch(/min read/);
    await article.getByRole('link', { name: 'tRPC Core Team' }).first().click();
    await page.waitForURL('/blog/authors/core');
    await expect(page.getByRole('heading', { level: 1, name: /tRPC Core Team/ })).toBeVisible();
    await page.goBack();
    await article.locator('footer').getByRole('link', { name: 'Announcement' }).click();
    await page.waitForURL('/blog/tags/announcement');
    expect((await page.locator('main article').count()) >= 1).toBeTruthy();
  });

  test('every post has a description and its own social preview card', async ({ page, origin }) => {
    const cards = new Set<string>();
    for (const { slug } of posts) {
      await page.goto(`/blog/${slug}`);
      const description = await page.locator('head meta[name="description"]').getAttribute('content');
      expect(description && description.length > 40, `${slug} has description "${description}"`).toBeTruthy();
      const ogImage = (await page.locator('head meta[property="og:image"]').getAttribute('content')) ?? '';
      const twitterImage = await page.locator('head meta[name="twitter:image"]').getAttribute('content');
      expect(
        ogImage !== '' && ogImage === twitterImage,
        `${slug}: og:image ${ogImage}, twitter:image ${twitterImage}`,
      ).toBeTruthy();
      // Meta tags carry the canonical origin (SITE_URL); the file itself is served from this build.
      const image = await fetch(new URL(new URL(ogImage).pathname, origin).href);
      expect(image.status, `${slug}: ${ogImage}`).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await image.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${slug} card size`).toEqual([1200, 630]);
      cards.add(new URL(ogImage).pathname);
    }
    expect(cards.size, 'each post has a card of its own').toBe(posts.length);
  });

  test('the archive and the sidebar list every post by year', async ({ page }) => {
    await page.goto('/blog/archive');
    for (const year of new Set(posts.map((post) => post.year))) {
      // The heading's name also holds its "Direct link to 2021" anchor.
      await page
        .getByRole('heading', { name: new RegExp(`^${year}`) })
        .first()
        .waitFor();
    }
    for (const { slug } of posts) expect(await page.locator(`main a[href="/blog/${slug}"]`).count(), slug).toBeTruthy();

    await page.goto('/blog/tinyrpc-client');
    const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
    for (const { slug } of posts)
      expect(await sidebar.locator(`a[href="/blog/${slug}"]`).count(), `${slug} in sidebar`).toBeTruthy();
    for (const year of new Set(posts.map((post) => post.year))) {
      expect(await sidebar.getByText(year, { exact: true }).count(), `year ${year} in sidebar`).toBeTruthy();
    }
  });

  test('the authors page lists the team identity that writes the posts, and no author without posts', async ({
    page,
  }) => {
    await page.goto('/blog/authors');
    await expect(page.getByRole('link', { name: 'tRPC Core Team' }).first()).toBeVisible();
    await expect(page.getByText('tRPC Docs Team')).toHaveCount(0);
  });

  test('RSS, Atom and JSON feeds list every post and are announced in the page head', async ({ page, origin }) => {
    await page.goto('/blog');
    const links = await page
      .locator('head link[rel="alternate"][type]')
      .evaluateAll((elements) => elements.map((link) => [link.getAttribute('type'), link.getAttribute('href')]));
    const feeds = links.map(([type, href]) => [type, new URL(href ?? '', origin).pathname]);
    expect(new Map(feeds as [string, string][])).toEqual(
      new Map([
        ['application/rss+xml', '/blog/rss.xml'],
        ['application/atom+xml', '/blog/atom.xml'],
        ['application/json', '/blog/feed.json'],
      ]),
    );
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']) {
      const response = await fetch(new URL(feed, origin).href);
      expect(response.status, feed).toBe(200);
      const body = await response.text();
      for (const { slug } of posts) expect(body.includes(`/blog/${slug}`), `${feed} lacks ${slug}`).toBeTruthy();
    }
  });
});
