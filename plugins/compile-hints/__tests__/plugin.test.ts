import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { Plugin } from '@docusaurus/types';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { compileErrors } from '../../../support/compileErrors';
import compileHints, { COMPILE_HINT } from '../index';

const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
after(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'entry.js'), "console.log('main');\n");

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

/** Builds a one-module main.js named `filename` with the plugin's browser config; resolves with the errors. */
function build(filename: string): Promise<string[]> {
  const { plugins } = compileHints().configureWebpack!(
    { mode: 'production' } as Parameters<ConfigureWebpack>[0],
    false,
    { currentBundler: { name: 'rspack', instance: rspack } } as unknown as Parameters<ConfigureWebpack>[2],
    undefined,
  ) as { plugins: RspackPluginInstance[] };
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    devtool: false,
    optimization: { minimize: false },
    output: { path: path.join(dir, 'out'), filename, clean: true },
    plugins,
  });
  return compileErrors(compiler);
}

test('main.js, as Docusaurus names it, starts with the hint', async () => {
  assert.deepEqual(await build('assets/js/[name].[contenthash:8].js'), []);
  const [main] = readdirSync(path.join(dir, 'out/assets/js'));
  assert.ok(readFileSync(path.join(dir, 'out/assets/js', main!), 'utf8').startsWith(`${COMPILE_HINT}\n`));
});

test('a main.js named otherwise fails the build, naming the plugin', async () => {
  const [error, ...others] = await build('js/[name].[contenthash:8].js');
  assert.equal(others.length, 0);
  assert.match(
    error!,
    /\[compile-hints\] no script of the browser build matches .* \(scripts: js\/main\.\w+\.js…\): see plugins\/compile-hints\/index\.ts/,
  );
});
