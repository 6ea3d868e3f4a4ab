import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brandAssets } from '../brandAssets';

const staticFile = (relativePath: string) => fileURLToPath(new URL(`../../../static/${relativePath}`, import.meta.url));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  assert.equal(data.subarray(1, 4).toString('ascii'), 'PNG', `${file} is not a PNG`);
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

test('brand assets: there is at least one asset, and each has a light or dark variant', () => {
  assert.ok(brandAssets.length > 0);
  const backgrounds = new Set(brandAssets.map((asset) => asset.background));
  assert.deepEqual([...backgrounds].sort(), ['dark', 'light']);
});

test('brand assets: names are unique and every text field is filled in', () => {
  const names = brandAssets.map((asset) => asset.name);
  assert.equal(new Set(names).size, names.length, `duplicate names in ${names.join(', ')}`);
  for (const asset of brandAssets) {
    assert.ok(asset.name.trim(), 'an asset has no name');
    assert.match(asset.description, /^[A-Z].*\.$/, `${asset.name}: description should be a sentence`);
    assert.ok(asset.alt.trim().length > 10, `${asset.name}: alt text is missing`);
  }
});

test('brand assets: formats are svg then png, and paths match their format', () => {
  for (const asset of brandAssets) {
    assert.deepEqual(
      asset.files.map((file) => file.format),
      ['svg', 'png'],
      asset.name,
    );
    for (const file of asset.files) {
      assert.ok(['svg', 'png'].includes(file.format), `${file.path}: unknown format ${file.format}`);
      assert.ok(file.path.endsWith(`.${file.format}`), `${file.path} is not a .${file.format} file`);
      assert.ok(!file.path.startsWith('/'), `${file.path} should be relative to static/`);
    }
  }
});

test('brand assets: every file exists in static/', () => {
  for (const asset of brandAssets) {
    for (const file of asset.files) {
      assert.ok(existsSync(staticFile(file.path)), `static/${file.path} is missing`);
    }
  }
});

test('brand assets: SVGs are small, titled and drawn without text', () => {
  for (const file of brandAssets.flatMap((asset) => asset.files).filter((f) => f.format === 'svg')) {
    const absolute = staticFile(file.path);
    const svg = readFileSync(absolute, 'utf8');
    assert.ok(statSync(absolute).size < 3 * 1024, `${file.path} is 3 KB or more`);
    assert.match(svg, /<svg[^>]*\srole="img"/, `${file.path}: role="img" is missing`);
    assert.match(svg, /<title>[^<]+<\/title>/, `${file.path}: <title> is missing`);
    assert.doesNotMatch(svg, /<text|font-family|@font-face/, `${file.path} must not depend on fonts`);
    assert.equal(file.dimensions, 'vector', file.path);
  }
});

test('brand assets: PNG dimensions match the label shown on the page', () => {
  for (const file of brandAssets.flatMap((asset) => asset.files).filter((f) => f.format === 'png')) {
    const { width, height } = pngSize(staticFile(file.path));
    assert.equal(file.dimensions, `${width} × ${height} px`, file.path);
  }
});
