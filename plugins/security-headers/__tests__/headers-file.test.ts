import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { headersFor, parseHeadersFile, patternToRegExp, renderHeadersFile } from '../headers-file';

describe('parseHeadersFile', () => {
  test('reads patterns, indented headers and comments', () => {
    const text = [
      '# a comment',
      '/*',
      '  X-Content-Type-Options: nosniff',
      "  Content-Security-Policy: default-src 'self'; img-src https://a.example:443",
      '',
      '/assets/*',
      '\tCache-Control: public, max-age=31536000',
    ].join('\r\n');
    assert.deepEqual(parseHeadersFile(text), [
      {
        pattern: '/*',
        headers: [
          ['X-Content-Type-Options', 'nosniff'],
          ['Content-Security-Policy', "default-src 'self'; img-src https://a.example:443"],
        ],
      },
      { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000']] },
    ]);
  });

  test('names the file and line of a malformed entry', () => {
    assert.throws(() => parseHeadersFile('  X-A: b', 'build/_headers'), {
      message: 'build/_headers:1: a header comes before any path pattern.',
    });
    assert.throws(() => parseHeadersFile('/*\n  no colon here', 'build/_headers'), {
      message: 'build/_headers:2: "no colon here" is not a "Name: value" header line.',
    });
    assert.throws(() => parseHeadersFile('docs/*\n  X-A: b', 'build/_headers'), {
      message: 'build/_headers:1: "docs/*" is not a path pattern: patterns start with "/".',
    });
  });
});

describe('patternToRegExp', () => {
  test('a splat matches any rest of the path, slashes included', () => {
    assert.ok(patternToRegExp('/*').test('/'));
    assert.ok(patternToRegExp('/*').test('/docs/client/links'));
    assert.ok(patternToRegExp('/assets/*').test('/assets/js/main.1a2b.js'));
    assert.ok(!patternToRegExp('/assets/*').test('/docs/assets/x.js'));
  });

  test('a placeholder matches exactly one segment; other characters match literally', () => {
    assert.ok(patternToRegExp('/blog/:slug').test('/blog/trpc-actions'));
    assert.ok(!patternToRegExp('/blog/:slug').test('/blog/2024/trpc-actions'));
    assert.ok(patternToRegExp('/sitemap.xml').test('/sitemap.xml'));
    assert.ok(!patternToRegExp('/sitemap.xml').test('/sitemapxxml'));
    assert.ok(!patternToRegExp('/docs').test('/docs/quickstart'));
  });
});

describe('headersFor', () => {
  const rules = parseHeadersFile(
    [
      '/*',
      '  X-Frame-Options: DENY',
      '  Link: </a.css>',
      '/docs/*',
      '  Link: </b.css>',
      '  X-Robots-Tag: noindex',
    ].join('\n'),
  );

  test('applies every matching rule and joins repeated headers in file order', () => {
    assert.deepEqual(
      [...headersFor(rules, '/docs/quickstart')],
      [
        ['X-Frame-Options', 'DENY'],
        ['Link', '</a.css>, </b.css>'],
        ['X-Robots-Tag', 'noindex'],
      ],
    );
    assert.deepEqual(
      [...headersFor(rules, '/blog')],
      [
        ['X-Frame-Options', 'DENY'],
        ['Link', '</a.css>'],
      ],
    );
  });
});

describe('renderHeadersFile', () => {
  test('writes what parseHeadersFile reads back, after the comment', () => {
    const rules = [
      { pattern: '/*', headers: [['X-Content-Type-Options', 'nosniff']] as [string, string][] },
      { pattern: '/assets/*', headers: [['Cache-Control', 'immutable']] as [string, string][] },
    ];
    const text = renderHeadersFile(rules, ['Generated.', '']);
    assert.equal(
      text,
      '# Generated.\n#\n\n/*\n  X-Content-Type-Options: nosniff\n\n/assets/*\n  Cache-Control: immutable\n',
    );
    assert.deepEqual(parseHeadersFile(text), rules);
  });
});
