/**
 * The security headers that plugins/security-headers writes into build/_headers from
 * config/securityHeaders.ts: they allow every inline script of the finished build by hash (pages
 * written by other plugins after the static rendering included), the server sends them, and the
 * pages' inline scripts run under the Content-Security-Policy while any other inline script is refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headerRules } from '../../config/securityHeaders';
import { scriptsOfPage } from '../../config/ssgTemplate';
import { parseHeadersFile } from '../../plugins/security-headers/headers-file';
import { collectInlineScripts } from '../../plugins/security-headers/inline-scripts';
import { BUILD_DIR, waitForHydration } from '../../support/site';
import { expect, test } from '../support/fixtures';

const HEADERS_FILE = path.join(BUILD_DIR, '_headers');

function builtCsp(): string {
  const rule = parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8'), HEADERS_FILE).find(
    (candidate) => candidate.pattern === '/*',
  );
  const csp = rule?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
  if (!csp) throw new Error(`${HEADERS_FILE} has no Content-Security-Policy for /*`);
  return csp;
}

test.describe('security headers', () => {
  test("the build's policy allows every inline script of the finished build, by hash, and nothing unsafe", () => {
    const scriptSrc = builtCsp()
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src');
    const allowed = new Set(scriptSrc);
    const missing = new Map<string, string>();
    for (const { file, hash } of collectInlineScripts(BUILD_DIR)) {
      if (!allowed.has(hash) && !missing.has(hash)) missing.set(hash, file);
    }
    expect(
      [...missing].map(([hash, file]) => `${path.join(BUILD_DIR, file)} has an inline script ${hash}`),
      `${HEADERS_FILE} lacks these hashes: an inline script was added after plugins/security-headers read the build`,
    ).toEqual([]);
    expect(allowed.has("'unsafe-inline'") || allowed.has("'unsafe-eval'"), 'script-src allows unsafe code').toBe(false);
  });

  test('every other rule of the policy is in the built file as config/securityHeaders.ts gives it', () => {
    const built = parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8'), HEADERS_FILE);
    const expected = headerRules([]);
    expect(built.map((rule) => rule.pattern)).toEqual(expected.map((rule) => rule.pattern));
    const withoutHashes = (value: string) => value.replace(/ 'sha256-[^']+'/g, '');
    expect(built.map((rule) => rule.headers.map(([name, value]) => [name, withoutHashes(value)]))).toEqual(
      expected.map((rule) => rule.headers),
    );
  });

  test('responses carry the policy, and hashed assets a long cache lifetime', async ({ request }) => {
    const page = await request.get('/docs/quickstart');
    const headers = page.headers();
    expect(page.status()).toBe(200);
    expect(headers['content-security-policy']).toBe(builtCsp());
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/\bcamera=\(\).*\bgeolocation=\(\).*\bmicrophone=\(\)/);
    expect(headers['cache-control']).toBe('no-cache');

    const script =
      scriptsOfPage(await page.text()).find((src) => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(src)) ?? '';
    expect(script, 'no main bundle in /docs/quickstart').not.toBe('');
    const asset = (await request.get(script)).headers();
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset['x-content-type-options']).toBe('nosniff');
  });

  test("the page's own inline script runs before any bundle; an injected one is refused", async ({ pageWith }) => {
    const { page, log } = await pageWith({ colorScheme: 'light' });
    const { consoleErrors } = log;
    await page.goto('/docs');
    await waitForHydration(page);
    expect(consoleErrors).toEqual([]);
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });

    // Without its bundles the page never hydrates: only the inline script can apply the stored choices.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-has-hydrated', 'false');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    expect(
      consoleErrors.filter((error) => /Content Security Policy/i.test(error)),
      'the inline script was refused',
    ).toEqual([]);

    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 'injectedScriptRan' in window;
    });
    expect(ran, 'an inline script without a hash in the policy ran').toBe(false);
    expect(
      consoleErrors.some((error) =>
        /inline script violates .*Content Security Policy directive 'script-src/.test(error),
      ),
      `no CSP refusal was reported: ${consoleErrors.join('\n')}`,
    ).toBe(true);
  });
});
