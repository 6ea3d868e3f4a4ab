import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { RequiredModulesPlugin } from '../../../support/requiredModules';
import codeHighlighting, { PRISM_CLIENT_MODULE } from '../index';

const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'code-highlighting-'));
after(() => rmSync(generatedFilesDir, { recursive: true, force: true }));

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
class NormalModuleReplacementPlugin {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}

/** The build's replacements, as [pattern, replacement file], and the files it requires. */
async function configure(isServer: boolean, config: object = {}) {
  const context = {
    generatedFilesDir,
    siteDir: path.join(__dirname, '../../..'),
    siteConfig: { themeConfig: { prism: { theme: { plain: { color: '#000000' }, styles: [] } } } },
  };
  const { plugins = [] } = (await codeHighlighting(context as unknown as LoadContext)).configureWebpack!(
    config as Parameters<ConfigureWebpack>[0],
    isServer,
    { currentBundler: { instance: { NormalModuleReplacementPlugin } } } as unknown as Parameters<ConfigureWebpack>[2],
    undefined,
  ) as { plugins?: unknown[] };
  const file = (absolute: string) => path.relative(path.join(__dirname, '..'), absolute);
  return {
    replaced: plugins
      .filter((entry) => entry instanceof NormalModuleReplacementPlugin)
      .map(({ pattern, replacement }) => [pattern, file(replacement)]),
    required: plugins
      .filter((entry) => entry instanceof RequiredModulesPlugin)
      .flatMap(({ required }) => required.map(({ file: required }) => file(String(required)))),
  };
}

test("the browser build leaves theme-classic's Prism loader out, and fails if that replacement never happens", async () => {
  assert.deepEqual(await configure(false), {
    replaced: [[PRISM_CLIENT_MODULE, 'client/noop.ts']],
    required: ['client/noop.ts'],
  });
});

test('the server build highlights with client/highlighter.server.ts, and fails if that replacement never happens', async () => {
  const { replaced, required } = await configure(true);
  assert.deepEqual(
    replaced.map(([, replacement]) => replacement),
    ['client/highlighter.server.ts'],
  );
  assert.deepEqual(required, ['client/highlighter.server.ts']);
});

test('a change to the renderer or to a version’s packages evicts the Markdown modules the bundler cached', async () => {
  const cache = { version: '1', buildDependencies: [] as string[] };
  await configure(false, { experiments: { cache } });
  const site = path.join(__dirname, '../../..');
  const listed = cache.buildDependencies.map((file) => path.relative(site, file));
  for (const input of [
    'plugins/code-highlighting/remark.ts',
    'plugins/code-highlighting/shiki.ts',
    'plugins/snippet-releases/compile.ts',
    'snippets/v11/package-lock.json',
    'snippets/v10/package-lock.json',
  ]) {
    assert.ok(listed.includes(input), `${input} is not a build dependency: ${listed.join(', ')}`);
  }
});
