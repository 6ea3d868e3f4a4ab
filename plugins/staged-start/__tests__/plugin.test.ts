import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Plugin } from '@docusaurus/types';
import stagedStart, { DOCUSAURUS_CLIENT_ENTRY, STAGED_CLIENT_ENTRY } from '../index';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
const configure = (entry: unknown, isServer: boolean) =>
  (stagedStart() as Plugin).configureWebpack!.call(
    undefined,
    { entry } as Parameters<ConfigureWebpack>[0],
    isServer,
    {} as Parameters<ConfigureWebpack>[2],
    undefined,
  );

describe('staged-start plugin', () => {
  test("puts client.ts in place of Docusaurus's client entry", () => {
    assert.match(DOCUSAURUS_CLIENT_ENTRY, /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/);
    assert.deepEqual(configure(DOCUSAURUS_CLIENT_ENTRY, false), { entry: STAGED_CLIENT_ENTRY });
  });

  test('leaves the server bundle alone', () => {
    assert.deepEqual(configure('/anything/serverEntry.js', true), {});
  });

  test('fails the build, naming itself, when Docusaurus configures another client entry', () => {
    assert.throws(
      () => configure('/node_modules/@docusaurus/core/lib/client/otherEntry.js', false),
      /plugins\/staged-start\/index\.ts: the client bundle's entry is "\/node_modules\/@docusaurus\/core\/lib\/client\/otherEntry\.js"/,
    );
  });
});
