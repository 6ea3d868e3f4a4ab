import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { chunkAssetRuntimeCode, compactChunkIds, letterIndex } from '../chunkAssets';

const require = createRequire(__filename);
const { shortenRegistry } = require('../routeChunkNames.cjs') as {
  shortenRegistry: (source: string, resourcePath: string) => string;
};

/** Runs the runtime code against a stand-in runtime whose script file name is `<id>.js`, `undefined` for no id. */
function chunkAssetUrl(nameToId: Record<string, string | number>): (name: string) => string {
  const ids = new Set(Object.values(nameToId).map(String));
  const runtime = {
    p: '/base/',
    u: (id: string | number) => `assets/js/${id}.${ids.has(String(id)) ? 'hash' : undefined}.js`,
  } as { p: string; u: (id: string | number) => string; gca?: (name: string) => string };
  runInNewContext(chunkAssetRuntimeCode(nameToId, '__webpack_require__.p', '__webpack_require__.u'), {
    __webpack_require__: runtime,
  });
  return runtime.gca!;
}

/** Route chunk names as routeChunkNames.cjs gives them, for `count` registry entries. */
function routeChunkNames(count: number): string[] {
  const hashes = Array.from({ length: count }, (_, index) => index.toString(16).padStart(8, '0'));
  const registry = hashes
    .map(
      (hash) =>
        `  "${hash}": [() => import(/* webpackChunkName: "${hash}" */ "@site/docs/${hash}.md"), "x", require.resolveWeak("x")],`,
    )
    .join('\n');
  return [...shortenRegistry(`export default {\n${registry}\n};\n`, 'registry.js').matchAll(/^ {2}"([a-z]+)"/gm)].map(
    ([, name]) => name!,
  );
}

test('letterIndex inverts the route chunk names', () => {
  assert.deepEqual(
    routeChunkNames(703).map(letterIndex),
    Array.from({ length: 703 }, (_, index) => index),
  );
});

test('every chunk name gets its own chunk’s URL, as from a map of name to id', () => {
  const names = routeChunkNames(800);
  // Ids numbered as Rspack's natural ids are, in the order of the names as strings, with unnamed chunks between.
  const nameToId: Record<string, string | number> = {};
  let id = 3;
  for (const [order, name] of [...names].sort().entries()) {
    id += order % 37 === 0 ? 2 : 1;
    if (order % 101 !== 5) nameToId[name] = String(id);
  }
  // A chunk named in the code, not a route chunk, and one with an id that is not a number.
  nameToId['search-modal'] = '999';
  nameToId.docsearch = 'vendors-docsearch';
  const gca = chunkAssetUrl(nameToId);
  for (const name of names) {
    const expected =
      nameToId[name] === undefined
        ? `/base/assets/js/${name}.undefined.js`
        : `/base/assets/js/${nameToId[name]}.hash.js`;
    assert.equal(gca(name), expected, name);
  }
  assert.equal(gca('search-modal'), '/base/assets/js/999.hash.js');
  assert.equal(gca('docsearch'), '/base/assets/js/vendors-docsearch.hash.js');
  // A name no chunk has yields a URL Docusaurus's prefetch skips, as with its own map.
  assert.match(gca('nope-1'), /undefined/);
  assert.match(gca('zzzz'), /undefined/);
});

test('route chunk ids are listed as small steps, not as names', () => {
  const names = routeChunkNames(400);
  const nameToId = Object.fromEntries([...names].sort().map((name, order) => [name, String(20 + order)]));
  const { idDeltas, otherIds } = compactChunkIds(nameToId);
  assert.deepEqual(otherIds, {});
  assert.equal(idDeltas.split(',').length, 400);
  assert.ok(idDeltas.length < 3 * 400, `${idDeltas.length} characters`);
});
