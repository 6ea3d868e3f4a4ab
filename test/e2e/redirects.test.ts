import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { redirects } from '../../config/redirects';
import { BUILD_DIR, everyPagePath } from '../../support/site';
import { SECONDS_PER_PAGE } from '../support/fixtures';
import { expect, test } from '../support/fixtures';

/** The h1 of a built page, read from its HTML. */
function builtHeading(pathname: string): string {
  const file = path.join(BUILD_DIR, `${pathname}.html`);
  return load(readFileSync(file, 'utf8'))('h1').first().text().trim();
}

test.describe('redirects of moved pages (config/redirects.ts)', () => {
  const crawled = new Set(everyPagePath());
  // Ten redirects a test, in one browser context: a fresh context per redirect cost more than the redirect.
  // The browser follows each redirect to its target, which answers a stub here: the target itself is a page
  // of the crawl (required-routes.test.ts), which loads and checks it, and its built page must have an h1.
  for (let start = 0; start < redirects.length; start += 10) {
    const batch = redirects.slice(start, start + 10);
    test(`${batch[0]!.from} … ${batch.at(-1)!.from} (${batch.length} redirects)`, async ({ page, log }) => {
      test.setTimeout(batch.length * SECONDS_PER_PAGE * 1000);
      const targets = new Set(batch.map(({ to }) => to));
      await page.route(
        (url) => targets.has(url.pathname),
        (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>target</title>' }),
      );
      for (const { from, to } of batch) {
        await test.step(`${from} → ${to}`, async () => {
          expect(builtHeading(to), `${to} has no h1 in its built page`).toBeTruthy();
          expect(crawled.has(to), `${to} is not a page the crawl visits`).toBe(true);
          const errorsBefore = log.consoleErrors.length;
          await page.goto(from, { waitUntil: 'load' });
          await expect(page, `${from} ends on ${to}`).toHaveURL((url) => url.pathname === to);
          expect(log.consoleErrors.slice(errorsBefore), from).toEqual([]);
        });
      }
    });
  }

  test('the reader’s query string and hash survive the redirect', async ({ page }) => {
    await page.goto('/docs/header?from=old-link#reading-on-the-server');
    await page.waitForURL((url) => url.pathname === '/docs/client/headers');
    const url = new URL(page.url());
    expect(url.search).toBe('?from=old-link');
    expect(url.hash).toBe('#reading-on-the-server');
  });
});
