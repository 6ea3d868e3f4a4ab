import assert from 'node:assert/strict';
import { test } from 'node:test';
import { evictCacheWhenChanged } from '../bundlerCache';

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
