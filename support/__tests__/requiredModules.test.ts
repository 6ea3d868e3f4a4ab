import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { compileErrors } from '../compileErrors';
import { replaceModule, RequiredModulesPlugin } from '../requiredModules';

const dir = mkdtempSync(path.join(tmpdir(), 'required-modules-'));
after(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'entry.js'), "import value from './original.js';\nconsole.log(value);\n");
writeFileSync(path.join(dir, 'original.js'), "export default 'stock';\n");
writeFileSync(path.join(dir, 'replacement.js'), "export default 'replaced';\n");
const REPLACEMENT = path.join(dir, 'replacement.js');

/** Builds the fixture with `plugins`; resolves with the build's error messages. */
function build(plugins: RspackPluginInstance[]): Promise<string[]> {
  const compiler = rspack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    target: 'node',
    devtool: false,
    output: { path: path.join(dir, 'out') },
    plugins,
  });
  return compileErrors(compiler);
}

test('a replacement that happened passes', async () => {
  const errors = await build([
    new rspack.NormalModuleReplacementPlugin(/original\.js$/, REPLACEMENT),
    new RequiredModulesPlugin('some-plugin', [{ what: 'the replacement of original.js', file: REPLACEMENT }]),
  ]);
  assert.deepEqual(errors, []);
});

test('a replacement whose pattern matched nothing fails the build, naming the plugin and the module', async () => {
  const errors = await build([
    new rspack.NormalModuleReplacementPlugin(/moved\.js$/, REPLACEMENT),
    new RequiredModulesPlugin('some-plugin', [{ what: 'the replacement of moved.js', file: REPLACEMENT }]),
  ]);
  assert.equal(errors.length, 1);
  assert.match(
    errors[0]!,
    /\[some-plugin\] the replacement of moved\.js: no module of the build is .*replacement\.js, so the stock module ships unchanged\..*plugins\/some-plugin\/index\.ts/s,
  );
});

test('a required module is found by pattern too', async () => {
  const required = (file: RegExp) => new RequiredModulesPlugin('some-plugin', [{ what: 'the loader', file }]);
  assert.deepEqual(await build([required(/[\\/]original\.js$/)]), []);
  const [error, ...others] = await build([required(/[\\/]gone\.js$/)]);
  assert.equal(others.length, 0);
  assert.match(
    error!,
    /\[some-plugin\] the loader: no module of the build is at a path matching \/\[\\\\\/\]gone\\\.js\$\//,
  );
});

test('replaceModule fails at configuration when the upstream module does not resolve where its pattern expects', () => {
  const bundler = rspack as unknown as Parameters<typeof replaceModule>[0];
  const upstream = '@docusaurus/core/lib/client/docusaurus.js';
  const options = { plugin: 'some-plugin', upstream, replacement: REPLACEMENT };
  assert.equal(replaceModule(bundler, { ...options, pattern: /[\\/]lib[\\/]client[\\/]docusaurus\.js$/ }).length, 2);
  assert.throws(
    () => replaceModule(bundler, { ...options, upstream: '@docusaurus/core/lib/client/gone.js', pattern: /gone/ }),
    /^Error: \[some-plugin\] @docusaurus\/core\/lib\/client\/gone\.js does not resolve: the dependency has moved .* See plugins\/some-plugin\/index\.ts/,
  );
  assert.throws(
    () => replaceModule(bundler, { ...options, pattern: /elsewhere\.js$/ }),
    /^Error: \[some-plugin\] @docusaurus\/core\/lib\/client\/docusaurus\.js resolves to .*, which \/elsewhere\\\.js\$\/ misses/,
  );
});
