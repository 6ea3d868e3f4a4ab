import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { resolveRequest, startStaticServer, type StaticServer } from '../static-server';

function fixtureSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  mkdirSync(path.join(root, 'docs'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
  writeFileSync(path.join(root, 'docs.html'), '<h1>docs</h1>');
  writeFileSync(path.join(root, 'docs', 'quickstart.html'), '<h1>quickstart</h1>');
  writeFileSync(path.join(root, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(
    path.join(root, '_headers'),
    ['/*', "  Content-Security-Policy: default-src 'self'", '/assets/*', '  Cache-Control: immutable'].join('\n'),
  );
  return root;
}

describe('resolveRequest', () => {
  const root = fixtureSite();
  const file = (relative: string) => ({ kind: 'file', file: path.join(root, relative) });

  test('serves clean URLs from .html files', async () => {
    assert.deepEqual(await resolveRequest(root, '/'), file('index.html'));
    assert.deepEqual(await resolveRequest(root, '/docs'), file('docs.html'));
    assert.deepEqual(await resolveRequest(root, '/docs/quickstart'), file('docs/quickstart.html'));
    assert.deepEqual(await resolveRequest(root, '/assets/main.js'), file('assets/main.js'));
  });

  test('redirects .html, /index.html and trailing slashes to the clean path', async () => {
    assert.deepEqual(await resolveRequest(root, '/docs/quickstart.html'), {
      kind: 'redirect',
      location: '/docs/quickstart',
    });
    assert.deepEqual(await resolveRequest(root, '/docs/quickstart/index.html'), {
      kind: 'redirect',
      location: '/docs/quickstart',
    });
    assert.deepEqual(await resolveRequest(root, '/docs/'), { kind: 'redirect', location: '/docs' });
    assert.deepEqual(await resolveRequest(root, '/index.html'), { kind: 'redirect', location: '/' });
  });

  test('unknown paths and escapes from the root are not found', async () => {
    assert.deepEqual(await resolveRequest(root, '/nope'), { kind: 'not-found' });
    assert.deepEqual(await resolveRequest(root, '/nope.html'), { kind: 'not-found' });
    assert.deepEqual(await resolveRequest(root, '/../../etc/passwd'), { kind: 'not-found' });
    assert.deepEqual(await resolveRequest(root, '/%E0%A4%A'), { kind: 'not-found' });
  });
});

describe('startStaticServer', () => {
  let site: StaticServer;
  before(async () => {
    site = await startStaticServer({ root: fixtureSite() });
  });
  after(() => site.close());

  test('answers pages with 200 and unknown paths with the 404 page', async () => {
    const page = await fetch(`${site.origin}/docs/quickstart`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(await page.text(), '<h1>quickstart</h1>');

    const missing = await fetch(`${site.origin}/missing`);
    assert.equal(missing.status, 404);
    assert.equal(await missing.text(), '<h1>not found</h1>');
  });

  test('sends text gzipped to clients that accept it, and as it is to others', async () => {
    const zipped = await fetch(`${site.origin}/assets/main.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(zipped.headers.get('content-encoding'), 'gzip');
    assert.equal(zipped.headers.get('vary'), 'Accept-Encoding');
    assert.equal(await zipped.text(), 'console.log(1)'); // fetch decodes it

    const plain = await fetch(`${site.origin}/assets/main.js`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(plain.headers.get('content-length'), String('console.log(1)'.length));
    assert.equal(await plain.text(), 'console.log(1)');
  });

  test('redirects keep the query string', async () => {
    const response = await fetch(`${site.origin}/docs/quickstart.html?x=1`, { redirect: 'manual' });
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/docs/quickstart?x=1');
  });

  test("adds the headers of the build's _headers file to every response", async () => {
    const page = await fetch(`${site.origin}/docs`);
    assert.equal(page.headers.get('content-security-policy'), "default-src 'self'");
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    const asset = await fetch(`${site.origin}/assets/main.js`);
    assert.equal(asset.headers.get('content-security-policy'), "default-src 'self'");
    assert.equal(asset.headers.get('cache-control'), 'immutable');
    assert.equal(asset.headers.get('content-type'), 'text/javascript; charset=utf-8');
    const missing = await fetch(`${site.origin}/missing`);
    assert.equal(missing.headers.get('content-security-policy'), "default-src 'self'");
    const redirect = await fetch(`${site.origin}/docs.html`, { redirect: 'manual' });
    assert.equal(redirect.headers.get('content-security-policy'), "default-src 'self'");
  });

  test('names the _headers file when it cannot be parsed', async () => {
    const root = fixtureSite();
    writeFileSync(path.join(root, '_headers'), '/*\n  not a header\n');
    await assert.rejects(startStaticServer({ root }), {
      message: `${path.join(root, '_headers')}:2: "not a header" is not a "Name: value" header line.`,
    });
  });

  test('refuses to start without a built site', async () => {
    await assert.rejects(
      startStaticServer({ root: mkdtempSync(path.join(tmpdir(), 'empty-')) }),
      /404\.html is missing\): run `npm run build` first/,
    );
  });
});
