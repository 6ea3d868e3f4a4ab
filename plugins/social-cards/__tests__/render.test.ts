import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { cardKey, loadAssets, renderCard, svgDataUri, writeCachedCard } from '../render';
import { MIN_TITLE_SIZE, titleFontSize } from '../template';

const siteDir = path.resolve(__dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const pngSize = (png: Buffer) => ({
  signature: png.subarray(1, 4).toString('latin1'),
  chunk: png.subarray(12, 16).toString('latin1'),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
});

describe('cache', () => {
  test('the key changes with the title, the subtitle and the assets, and only with them', () => {
    const text = { title: 'Routers', subtitle: 'Docs · 11.x · Server' };
    const key = cardKey(text, 'fonts-v1');
    assert.match(key, /^[0-9a-f]{20}$/);
    assert.equal(cardKey({ ...text }, 'fonts-v1'), key);
    assert.notEqual(cardKey({ ...text, title: 'Routers!' }, 'fonts-v1'), key);
    assert.notEqual(cardKey({ ...text, subtitle: 'Docs · 10.x · Server' }, 'fonts-v1'), key);
    assert.notEqual(cardKey(text, 'fonts-v2'), key);
    // Title and subtitle are separate fields: moving text from one to the other is a different card.
    assert.notEqual(cardKey({ title: 'ab', subtitle: 'c' }, 'x'), cardKey({ title: 'a', subtitle: 'bc' }, 'x'));
  });

  test('a cached card is copied, not rendered again', async () => {
    const cacheDir = path.join(scratch, 'cache');
    let renders = 0;
    const render = async () => {
      renders += 1;
      return Buffer.from('png bytes');
    };
    const first = await writeCachedCard('k1', cacheDir, path.join(scratch, 'out1', 'k1.png'), render);
    const second = await writeCachedCard('k1', cacheDir, path.join(scratch, 'out2', 'k1.png'), render);
    assert.deepEqual([first.hit, second.hit, renders], [false, true, 1]);
    assert.equal(readFileSync(path.join(scratch, 'out2', 'k1.png'), 'utf8'), 'png bytes');
    await writeCachedCard('k2', cacheDir, path.join(scratch, 'out2', 'k2.png'), render);
    assert.equal(renders, 2);
  });

  test('the assets fingerprint is stable between loads', () => {
    assert.equal(loadAssets(siteDir).fingerprint, loadAssets(siteDir).fingerprint);
  });
});

describe('card', () => {
  test('renders a 1200×630 PNG', async () => {
    const png = await renderCard({ title: 'Routers', subtitle: 'Docs · 11.x · Server' }, loadAssets(siteDir));
    assert.deepEqual(pngSize(png), { signature: 'PNG', chunk: 'IHDR', width: 1200, height: 630 });
  });

  test('titles shrink with their length and their longest word, down to a floor', () => {
    assert.equal(titleFontSize('Routers'), 88);
    assert.ok(titleFontSize('Announcing tRPC 10: procedures as values, a proxy client and faster types') < 88);
    const longWord = titleFontSize('inferProcedureBuilderResolverOptions');
    assert.ok(longWord < 64 && longWord >= MIN_TITLE_SIZE, `size ${longWord}`);
    assert.equal(titleFontSize('x'.repeat(200)), MIN_TITLE_SIZE);
  });

  test('the icon is embedded at the size it is drawn', () => {
    const uri = svgDataUri(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="512" height="512"><rect/></svg>',
      72,
    );
    const svg = Buffer.from(uri.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    assert.equal(
      svg,
      '<svg width="72" height="72" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect/></svg>',
    );
  });
});
