import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentSecurityPolicy, cspValue, headerRules } from '../securityHeaders';

const HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('contentSecurityPolicy', () => {
  test('allows no inline or evaluated script code, WebAssembly included', () => {
    assert.ok(!contentSecurityPolicy['script-src'].includes("'unsafe-inline'"));
    assert.ok(!contentSecurityPolicy['script-src'].includes("'unsafe-eval'"));
    assert.ok(!contentSecurityPolicy['script-src'].includes("'wasm-unsafe-eval'"));
  });

  test('every source is a quoted keyword, a scheme or an https origin', () => {
    for (const [directive, sources] of Object.entries(contentSecurityPolicy)) {
      for (const source of sources) {
        assert.match(source, /^('[a-z-]+'|data:|https:\/\/(\*\.)?[a-z0-9.-]+)$/, `${directive} has "${source}"`);
      }
    }
  });
});

describe('cspValue', () => {
  test('appends the inline script hashes to script-src only', () => {
    const value = cspValue([HASH]);
    const directives = value.split('; ');
    assert.equal(directives.filter((directive) => directive.includes(HASH)).length, 1);
    assert.ok(directives.find((directive) => directive.startsWith('script-src '))?.endsWith(HASH));
    assert.ok(directives.includes("frame-ancestors 'none'"));
    assert.ok(directives.includes("object-src 'none'"));
  });
});

describe('headerRules', () => {
  test('sends the policy on every path and caches hashed assets for a year', () => {
    const [all, assets] = headerRules([HASH]);
    assert.equal(all?.pattern, '/*');
    assert.deepEqual(
      all?.headers.map(([name]) => name),
      ['Content-Security-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy'],
    );
    assert.deepEqual(assets, {
      pattern: '/assets/*',
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
    });
  });
});
