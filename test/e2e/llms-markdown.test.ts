import { gotoHydrated } from '../../support/site';
import { expect, test } from '../support/fixtures';

test.describe('Markdown for every page, and llms.txt', () => {
  test('a docs page is served as clean Markdown at its path plus .md', async ({ request }) => {
    const response = await request.get('/docs/server/routers.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type'] ?? '').toMatch(/^text\/markdown/);
    const markdown = await response.text();
    expect(markdown).toMatch(/^# Routers\n\n> /);
    expect(markdown).toMatch(/```ts/);
    expect(markdown).not.toMatch(/^---$|^import \w+ from '@site|@filename|---cut---|^\s*<[A-Z]\w+/m);
    expect(markdown, 'relative links become absolute').toMatch(/\]\(https?:\/\/[^)]+\/docs\/server\/procedures\)/);
  });

  test('older versions, blog posts and partial-based pages have their Markdown too', async ({ request }) => {
    for (const [url, heading] of [
      ['/docs/v10/server/metadata.md', '# Metadata'],
      ['/docs/v9/router.md', '# '],
      ['/blog/introducing-trpc.md', '# '],
      ['/docs.md', '# '],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect((await response.text()).startsWith(heading), url).toBe(true);
    }
    const shared = await (await request.get('/docs/v10/server/metadata.md')).text();
    expect(shared, 'the partial under the heading is inlined').toMatch(/## The smallest example\n\n```ts\n/);
  });

  test('llms.txt lists the current pages by sidebar category and links the other versions', async ({ request }) => {
    const text = await (await request.get('/llms.txt')).text();
    expect(text).toMatch(/^# tRPC 11\.x\n\n> Move Fast and Break Nothing\./);
    for (const heading of [
      '## Introduction',
      '## Server',
      '### Adapters',
      '## Client',
      '## API Reference',
      '### @trpc/server',
    ]) {
      expect(text.includes(`\n${heading}\n`), `llms.txt has no "${heading}" section`).toBe(true);
    }
    expect(text).toMatch(/- \[Routers\]\(https?:\/\/[^)]+\/docs\/server\/routers\.md\): \S/);
    expect(text).toMatch(/\[10\.x\]\(https?:\/\/[^)]+\/llms-v10\.txt\)/);
    const v9 = await (await request.get('/llms-v9.txt')).text();
    expect(v9).toMatch(/\/docs\/v9\/router\.md\)/);
    expect(v9).not.toMatch(/\/docs\/server\/routers\.md/);
    const full = await (await request.get('/llms-v10-full.txt')).text();
    expect(full.includes('# Metadata') && full.length > 100_000, 'llms-v10-full.txt concatenates the 10.x pages').toBe(
      true,
    );
  });

  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('"Copy page" puts the page’s Markdown on the clipboard; the menu opens it', async ({ page, log }) => {
      // "Copied" lasts 2 s of the page's time, held still here so a slow machine cannot fade it first.
      await page.clock.install();
      await gotoHydrated(page, '/docs/server/routers');
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.getByRole('button', { name: 'Copy page' }).click();
      await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith('# Routers\n'), copied.slice(0, 80)).toBe(true);
      await page.getByLabel('More ways to read this page').click();
      await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
        'href',
        '/docs/server/routers.md',
      );
      expect(log.consoleErrors).toEqual([]);
    });
  });
});
