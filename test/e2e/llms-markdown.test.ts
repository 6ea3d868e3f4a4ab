import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gotoHydrated, openPage, useSite } from '../../support/site';

describe('Markdown for every page, and llms.txt', () => {
  const site = useSite();

  test('a docs page is served as clean Markdown at its path plus .md', async () => {
    const response = await fetch(site.url('/docs/server/routers.md'));
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/markdown/);
    const markdown = await response.text();
    assert.match(markdown, /^# Routers\n\n> /);
    assert.match(markdown, /```ts/);
    assert.doesNotMatch(markdown, /^---$|^import \w+ from '@site|@filename|---cut---|^\s*<[A-Z]\w+/m);
    assert.match(markdown, /\]\(https?:\/\/[^)]+\/docs\/server\/procedures\)/, 'relative links become absolute');
  });

  test('older versions, blog posts and partial-based pages have their Markdown too', async () => {
    for (const [url, heading] of [
      ['/docs/v10/server/metadata.md', '# Metadata'],
      ['/docs/v9/router.md', '# '],
      ['/blog/introducing-trpc.md', '# '],
      ['/docs.md', '# '],
    ]) {
      const response = await fetch(site.url(url!));
      assert.equal(response.status, 200, url);
      assert.ok((await response.text()).startsWith(heading!), url);
    }
    const shared = await (await fetch(site.url('/docs/v10/server/metadata.md'))).text();
    assert.match(shared, /## The smallest example\n\n```ts\n/, 'the partial under the heading is inlined');
  });

  test('llms.txt lists the current pages by sidebar category and links the other versions', async () => {
    const text = await (await fetch(site.url('/llms.txt'))).text();
    assert.match(text, /^# tRPC 11\.x\n\n> Move Fast and Break Nothing\./);
    for (const heading of [
      '## Introduction',
      '## Server',
      '### Adapters',
      '## Client',
      '## API Reference',
      '### @trpc/server',
    ]) {
      assert.ok(text.includes(`\n${heading}\n`), `llms.txt has no "${heading}" section`);
    }
    assert.match(text, /- \[Routers\]\(https?:\/\/[^)]+\/docs\/server\/routers\.md\): \S/);
    assert.match(text, /\[10\.x\]\(https?:\/\/[^)]+\/llms-v10\.txt\)/);
    const v9 = await (await fetch(site.url('/llms-v9.txt'))).text();
    assert.match(v9, /\/docs\/v9\/router\.md\)/);
    assert.doesNotMatch(v9, /\/docs\/server\/routers\.md/);
    const full = await (await fetch(site.url('/llms-v10-full.txt'))).text();
    assert.ok(full.includes('# Metadata') && full.length > 100_000, 'llms-v10-full.txt concatenates the 10.x pages');
  });

  test('"Copy page" puts the page’s Markdown on the clipboard; the menu opens it', async () => {
    const context = await site.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page, consoleErrors } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs/server/routers'));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(copied.startsWith('# Routers\n'), copied.slice(0, 80));
    await page.getByLabel('More ways to read this page').click();
    assert.equal(
      await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href'),
      '/docs/server/routers.md',
    );
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
