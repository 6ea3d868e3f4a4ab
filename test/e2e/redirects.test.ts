import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { redirects } from '../../config/redirects';
import { BUILD_DIR } from '../../support/site';
import { expect, test } from '../support/fixtures';

/** The h1 of a built page, read from its HTML. */
function builtHeading(pathname: string): string {
  const file = path.join(BUILD_DIR, `${pathname}.html`);
  return load(readFileSync(file, 'utf8'))('h1').first().text().trim();
}

test.describe('redirects of moved pages (config/redirects.ts)', () => {
  for (const { from, to } of redirects) {
    test(`${from} → ${to}`, async ({ page, log }) => {
      await page.goto(from);
      await expect(page, `${from} ends on ${to}`).toHaveURL((url) => url.pathname === to);
      const expected = builtHeading(to);
      expect(expected, `${to} has no h1 in its built page`).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1, name: expected, exact: true })).toBeVisible();
      expect(log.consoleErrors).toEqual([]);
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
