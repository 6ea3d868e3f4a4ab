/**
 * The security headers of static/_headers (written by `npm run headers` from config/securityHeaders.ts):
 * the committed file matches the build, the server sends it, and the pages' inline scripts run under
 * its Content-Security-Policy while any other inline script is refused.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parseHeadersFile } from '../../scripts/headers-file';
import { collectInlineScripts } from '../../scripts/inline-scripts';
import { expectedHeadersFile, HEADERS_SOURCE } from '../../scripts/write-headers';
import { BUILD_DIR, openPage, useSite, waitForHydration } from '../support/site';

const FIX = 'run `npm run headers` (after `npm run build`) and commit static/_headers';

function committedCsp(): string {
  const rule = parseHeadersFile(readFileSync(HEADERS_SOURCE, 'utf8'), HEADERS_SOURCE).find(
    (candidate) => candidate.pattern === '/*',
  );
  const csp = rule?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
  assert.ok(csp, `${HEADERS_SOURCE} has no Content-Security-Policy for /*: ${FIX}`);
  return csp;
}

describe('security headers', () => {
  const site = useSite();

  test('the committed policy allows every inline script of the build, by hash', async () => {
    const scriptSrc = committedCsp()
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src');
    const allowed = new Set(scriptSrc);
    const missing = new Map<string, string>();
    for (const { file, hash } of await collectInlineScripts(BUILD_DIR)) {
      if (!allowed.has(hash) && !missing.has(hash)) missing.set(hash, file);
    }
    assert.deepEqual(
      [...missing].map(([hash, file]) => `${path.join(BUILD_DIR, file)} has an inline script ${hash}`),
      [],
      `static/_headers lacks these hashes: ${FIX}`,
    );
    assert.ok(!allowed.has("'unsafe-inline'") && !allowed.has("'unsafe-eval'"), 'script-src allows unsafe code');
  });

  test('static/_headers is what `npm run headers` writes, and the build serves that file', async () => {
    const committed = readFileSync(HEADERS_SOURCE, 'utf8');
    assert.equal(committed, await expectedHeadersFile(BUILD_DIR), `static/_headers is out of date: ${FIX}`);
    assert.equal(
      readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'),
      committed,
      `${path.join(BUILD_DIR, '_headers')} differs from static/_headers: rebuild, or ${FIX}`,
    );
  });

  test('responses carry the policy, and hashed assets a long cache lifetime', async () => {
    const page = await fetch(site.url('/docs/quickstart'));
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-security-policy'), committedCsp());
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
