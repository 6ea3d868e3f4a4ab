import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import type { Plugin } from '@docusaurus/types';
import { RequiredModulesPlugin } from '../../../support/requiredModules';
import docsearchFixes, { DOCSEARCH_MODAL } from '../index';

const require = createRequire(__filename);
const loader = require('../loader.cjs') as (this: { resourcePath: string }, source: string) => string;
const fixes = require('../fixes.cjs') as { name: string; find: string; replace: string }[];
const bundlePath = require.resolve('@docsearch/react/modal');
const context = { resourcePath: bundlePath };

test('every fix finds its piece exactly once in the installed DocSearch modal, and applies', () => {
  const source = readFileSync(bundlePath, 'utf8');
  const fixed = loader.call(context, source);
  for (const fix of fixes) {
    assert.ok(!fixed.includes(fix.find), `${fix.name}: still unfixed`);
    assert.equal(fixed.split(fix.replace).length - 1, 1, `${fix.name}: applied once`);
  }
});

test('a missing piece fails with the fix named, not silently', () => {
  assert.throws(() => loader.call(context, 'export {}'), /"keep the error screen": expected its piece exactly once/);
});

test("the loader's rule takes the modal @docsearch/react/modal resolves to, and the browser build requires it", () => {
  assert.match(bundlePath, DOCSEARCH_MODAL);
  type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
  const plugins = (isServer: boolean) =>
    (
      docsearchFixes().configureWebpack!(
        {} as Parameters<ConfigureWebpack>[0],
        isServer,
        {} as Parameters<ConfigureWebpack>[2],
        undefined,
      ) as { plugins: unknown[] }
    ).plugins;
  const [required, ...others] = plugins(false);
  assert.equal(others.length, 0);
  assert.ok(required instanceof RequiredModulesPlugin);
  assert.deepEqual(
    required.required.map(({ file }) => file),
    [DOCSEARCH_MODAL],
  );
  assert.deepEqual(plugins(true), []);
});
