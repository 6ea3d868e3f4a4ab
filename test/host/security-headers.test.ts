/**
 * The host sends the security headers of config/securityHeaders.ts, as plugins/security-headers computes them for
 * this build (with the hash of every inline script), on a page, a hashed asset and the 404 page: each header the
 * `_headers` rules give that path, whole, neither dropped nor merged with one of the host's own.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { headerRules } from '../../config/securityHeaders';
import { headersFor } from '../../plugins/security-headers/headers-file';
import { builtSiteHeaderRules } from '../../plugins/security-headers/index';
import { BUILD_DIR } from '../../support/site';

const rules = builtSiteHeaderRules(BUILD_DIR, headerRules);

function expectHeadersOf(pathname: string, response: APIResponse): void {
  const expected = headersFor(rules, pathname);
  expect([...expected.keys()], 'the rules give no Content-Security-Policy').toContain('Content-Security-Policy');
  const served = response.headers();
  const actual = new Map([...expected.keys()].map((name) => [name, served[name.toLowerCase()]]));
  expect(actual, `the headers of ${pathname}`).toEqual(expected);
}

test.describe('security headers on the host', () => {
  test('a page has them, and is revalidated on every visit', async ({ request }) => {
    const response = await request.get('/docs/quickstart');
    expect(response.status()).toBe(200);
    expectHeadersOf('/docs/quickstart', response);
    // No rule sets its caching: the host's default must not let a reader keep a page from before a deploy.
    expect(response.headers()['cache-control']).toMatch(/\bmax-age=0\b|\bno-cache\b/);
  });

  test('a hashed asset has them, with a year of caching', async ({ request }) => {
    const main = readdirSync(path.join(BUILD_DIR, 'assets/js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    expect(main, `no main bundle in ${BUILD_DIR}/assets/js`).toBeDefined();
    const pathname = `/assets/js/${main}`;
    const response = await request.get(pathname);
    expect(response.status()).toBe(200);
    expectHeadersOf(pathname, response);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the 404 page has them', async ({ request }) => {
    const response = await request.get('/docs/no-such-page');
    expect(response.status()).toBe(404);
    expectHeadersOf('/docs/no-such-page', response);
  });
});
