/**
 * The security headers that plugins/security-headers writes into build/_headers from
 * config/securityHeaders.ts: they allow every inline script of the finished build by hash (pages
 * written by other plugins after the static rendering included), the server sends them, and the
 * pages' inline scripts run under the Content-Security-Policy while any other inline script is refused.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { headerRules } from '../../config/securityHeaders';
import { parseHeadersFile } from '../../plugins/security-headers/headers-file';
import { collectInlineScripts } from '../../plugins/security-headers/inline-scripts';
import { BUILD_DIR, openPage, useSite, waitForHydration } from '../../support/site';

const HEADERS_FILE = path.join(BUILD_DIR, '_headers');

function builtCsp(): string {
  const rule = parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8'), HEADERS_FILE).find(
    (candidate) => candidate.pattern === '/*',
  );
  const csp = rule?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
  assert.ok(csp, `${HEADERS_FILE} has no Content-Security-Policy for /*`);
  return csp;
}

describe('security headers', () => {
  const site = useSite();

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
    assert.deepEqual(
      [...missing].map(([hash, file]) => `${path.join(BUILD_DIR, file)} has an inline script ${hash}`),
      [],
      `${HEADERS_FILE} lacks these hashes: an inline script was added after plugins/security-headers read the build`,
    );
    assert.ok(!allowed.has("'unsafe-inline'") && !allowed.has("'unsafe-eval'"), 'script-src allows unsafe code');
  });

  test('every other rule of the policy is in the built file as config/securityHeaders.ts gives it', () => {
    const built = parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8'), HEADERS_FILE);
    const expected = headerRules([]);
    assert.deepEqual(
      built.map((rule) => rule.pattern),
      expected.map((rule) => rule.pattern),
    );
    const withoutHashes = (value: string) => value.replace(/ 'sha256-[^']+'/g, '');
    assert.deepEqual(
      built.map((rule) => rule.headers.map(([name, value]) => [name, withoutHashes(value)])),
      expected.map((rule) => rule.headers),
    );
  });

  test('responses carry the policy, and hashed assets a long cache lifetime', async () => {
    const page = await fetch(site.url('/docs/quickstart'));
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-security-policy'), builtCsp());
    assert.match(page.headers.get('content-security-policy')!, /frame-ancestors 'none'/);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(page.headers.get('permissions-policy')!, /\bcamera=\(\).*\bgeolocation=\(\).*\bmicrophone=\(\)/);
    assert.equal(page.headers.get('cache-control'), 'no-cache');

    const script = /<script src=(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(await page.text())?.[1];
    assert.ok(script, 'no main bundle in /docs/quickstart');
    const asset = await fetch(site.url(script));
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(asset.headers.get('x-content-type-options'), 'nosniff');
  });

  test("the page's own inline script runs before any bundle; an injected one is refused", async () => {
    const context = await site.newContext({ colorScheme: 'light' });
    const { page, consoleErrors } = await openPage(site, context);
    await page.goto(site.url('/docs'));
    await waitForHydration(page);
    assert.equal(consoleErrors.length, 0, consoleErrors.join('\n'));
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });

    // Without its bundles the page never hydrates: only the inline script can apply the stored choices.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    const html = page.locator('html');
    assert.equal(await html.getAttribute('data-has-hydrated'), 'false');
    assert.equal(await html.getAttribute('data-theme'), 'dark');
    assert.equal(await html.getAttribute('data-announcement-bar-initially-dismissed'), 'true');
    assert.deepEqual(
      consoleErrors.filter((error) => /Content Security Policy/i.test(error)),
      [],
      'the inline script was refused',
    );

    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 'injectedScriptRan' in window;
    });
    assert.equal(ran, false, 'an inline script without a hash in the policy ran');
    assert.ok(
      consoleErrors.some((error) =>
        /inline script violates .*Content Security Policy directive 'script-src/.test(error),
      ),
      `no CSP refusal was reported: ${consoleErrors.join('\n')}`,
    );
    await context.close();
  });
});
