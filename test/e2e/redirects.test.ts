import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { load } from 'cheerio';
import type { BrowserContext } from 'playwright-core';
import { redirects } from '../../config/redirects';
import { BUILD_DIR, openPage, useSite } from '../../support/site';

/** The h1 of a built page, read from its HTML. */
function builtHeading(pathname: string): string {
  const file = path.join(BUILD_DIR, `${pathname}.html`);
  return load(readFileSync(file, 'utf8'))('h1').first().text().trim();
}

// Each test only reads: four at a time keeps the run short on a loaded machine.
describe('redirects of moved pages (config/redirects.ts)', { concurrency: 4 }, () => {
  const site = useSite();
  let context: BrowserContext;
  before(async () => {
    context = await site.newContext();
  });

  for (const { from, to } of redirects) {
    test(`${from} → ${to}`, async () => {
      const { page, consoleErrors } = await openPage(site, context);
      try {
        await page.goto(site.url(from));
        await page
          .waitForURL((url) => url.pathname === to, { timeout: 10_000 })
          .catch(() => {
            throw new Error(`${from} ended on ${page.url()}, not ${to}`);
          });
        const expected = builtHeading(to);
        assert.ok(expected, `${to} has no h1 in its built page`);
        await page.getByRole('heading', { level: 1, name: expected, exact: true }).waitFor();
        assert.deepEqual(consoleErrors, []);
      } finally {
        await page.close();
      }
    });
  }

  test('the reader’s query string and hash survive the redirect', async () => {
    const { page } = await openPage(site, context);
    try {
      await page.goto(site.url('/docs/header?from=old-link#reading-on-the-server'));
      await page.waitForURL((url) => url.pathname === '/docs/client/headers');
      const url = new URL(page.url());
      assert.equal(url.search, '?from=old-link');
      assert.equal(url.hash, '#reading-on-the-server');
    } finally {
      await page.close();
    }
  });
});
