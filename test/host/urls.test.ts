/**
 * What the host answers for the site's addresses: a page at its clean path; its `.html` and `/index.html` forms
 * and a trailing slash; every moved page of config/redirects.ts, in one redirect (build/_redirects,
 * plugins/host-redirects); and an unknown path, with status 404 and the site's 404 page. These are the host's
 * rules (Cloudflare Pages), which support/static-server.ts imitates for the other suites.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { redirects } from '../../config/redirects';
import { BUILD_DIR } from '../../support/site';

/** The status of `url` and, for a redirect, where it leads (path and query when on the same host). */
async function answer(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0 });
  const location = response.headers()['location'];
  if (!location) return String(response.status());
  const target = new URL(location, response.url());
  const sameHost = target.origin === new URL(response.url()).origin;
  return `${response.status()} ${sameHost ? target.pathname + target.search : target.href}`;
}

const built = (file: string) => readFileSync(path.join(BUILD_DIR, file), 'utf8');

test.describe('addresses on the host', () => {
  test('a page answers at its clean path, from its .html file', async ({ request }) => {
    const response = await request.get('/docs/quickstart', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html\b/);
    expect(await response.text()).toBe(built('docs/quickstart.html'));
  });

  test('the .html form of a path redirects to the clean path, keeping the query', async ({ request }) => {
    expect(await answer(request, '/docs/quickstart.html')).toBe('308 /docs/quickstart');
    expect(await answer(request, '/docs/quickstart.html?tab=npm')).toBe('308 /docs/quickstart?tab=npm');
    expect(await answer(request, '/docs.html')).toBe('308 /docs');
  });

  test('/index.html redirects to its folder; a page has no /index.html form', async ({ request }) => {
    expect(await answer(request, '/index.html')).toBe('308 /');
    // The host serves a file's own path only: docs/quickstart.html is no folder (our static server redirects).
    expect(await answer(request, '/docs/quickstart/index.html')).toBe('404');
  });

  test('a trailing slash redirects to the clean path, keeping the query', async ({ request }) => {
    expect(await answer(request, '/docs/quickstart/')).toBe('308 /docs/quickstart');
    expect(await answer(request, '/docs/quickstart/?tab=npm')).toBe('308 /docs/quickstart?tab=npm');
    expect(await answer(request, '/docs/')).toBe('308 /docs');
  });

  test('an unknown path answers 404 with the site’s 404 page', async ({ request }) => {
    for (const pathname of ['/no-such-page', '/docs/v10/server/no-such-page', '/no-such-page.html']) {
      const response = await request.get(pathname, { maxRedirects: 0 });
      expect(response.status(), pathname).toBe(404);
      expect(await response.text(), pathname).toBe(built('404.html'));
    }
  });
});

test.describe('moved pages on the host (config/redirects.ts)', () => {
  test('each old path, with or without a trailing slash, redirects once, for good, to a page', async ({ request }) => {
    const wrong: string[] = [];
    for (const { from, to } of redirects) {
      const [plain, slashed, target] = await Promise.all([
        answer(request, from),
        answer(request, `${from}/`),
        answer(request, to),
      ]);
      if (plain !== `301 ${to}`) wrong.push(`${from} answers ${plain}, not 301 ${to}`);
      if (slashed !== `301 ${to}`) wrong.push(`${from}/ answers ${slashed}, not 301 ${to}`);
      if (target !== '200') wrong.push(`${to} (from ${from}) answers ${target}, not 200`);
    }
    expect(wrong).toEqual([]);
  });

  test('the reader’s query string survives the redirect', async ({ request }) => {
    expect(await answer(request, '/docs/header?from=old-link')).toBe('301 /docs/client/headers?from=old-link');
  });
});
