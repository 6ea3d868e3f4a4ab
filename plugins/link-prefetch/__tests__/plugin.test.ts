import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { Plugin } from '@docusaurus/types';
import { RequiredModulesPlugin } from '../../../support/requiredModules';
import linkPrefetch, { DOCUSAURUS_CLIENT_MODULE } from '../index';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
class NormalModuleReplacementPlugin {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}
const configure = (isServer: boolean) =>
  linkPrefetch().configureWebpack!(
    {} as Parameters<ConfigureWebpack>[0],
    isServer,
    { currentBundler: { instance: { NormalModuleReplacementPlugin } } } as unknown as Parameters<ConfigureWebpack>[2],
    undefined,
  ) as { plugins?: unknown[] };

test("the browser build gets client.ts for core's docusaurus.js, and fails if that replacement never happens", () => {
  const [replacement, required, ...others] = configure(false).plugins ?? [];
  assert.equal(others.length, 0);
  const client = path.join(__dirname, '../client.ts');
  assert.deepEqual(replacement, new NormalModuleReplacementPlugin(DOCUSAURUS_CLIENT_MODULE, client));
  assert.ok(required instanceof RequiredModulesPlugin);
  assert.deepEqual(
    required.required.map(({ file }) => file),
    [client],
  );
});

test('server rendering, which never prefetches, keeps the stock module', () => {
  assert.deepEqual(configure(true), {});
});
