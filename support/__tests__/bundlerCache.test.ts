import assert from 'node:assert/strict';
import { test } from 'node:test';
import { evictCacheWhenChanged, persistentCache } from '../bundlerCache';

test("a plugin's loader files join the persistent cache's build dependencies", () => {
  const config = { experiments: { cache: { type: 'persistent', buildDependencies: ['docusaurus.config.ts'] } } };
  evictCacheWhenChanged(config, ['/plugins/x/loader.cjs']);
  assert.deepEqual(config.experiments.cache.buildDependencies, ['docusaurus.config.ts', '/plugins/x/loader.cjs']);
});

test('without a persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE) the config is left as it is', () => {
  const config = { experiments: {} };
  evictCacheWhenChanged(config, ['/plugins/x/loader.cjs']);
  assert.deepEqual(config, { experiments: {} });
});

test("Docusaurus 4's cache settings, in `cache`, are found too", () => {
  const config = { cache: { type: 'persistent', version: 'client', buildDependencies: ['docusaurus.config.ts'] } };
  // Rspack 1's types, which this release's Docusaurus hands plugins, don't know that shape yet.
  evictCacheWhenChanged(config as unknown as Parameters<typeof evictCacheWhenChanged>[0], ['/plugins/x/loader.cjs']);
  assert.deepEqual(config.cache.buildDependencies, ['docusaurus.config.ts', '/plugins/x/loader.cjs']);
});

test('a persistent cache whose settings are nowhere known fails loudly, naming the file', () => {
  assert.throws(
    () => persistentCache({ cache: true, experiments: {} }),
    /support\/bundlerCache\.ts: .*persistent cache is on/,
  );
});
