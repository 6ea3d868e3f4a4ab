import assert from 'node:assert/strict';
import { test } from 'node:test';
import { e2eShard } from '../e2eShard';

test('E2E_SHARD names one shard of the end-to-end tests, and unset means all of them', () => {
  assert.deepEqual(e2eShard('2/3'), { current: 2, total: 3 });
  assert.deepEqual(e2eShard(' 1/1 '), { current: 1, total: 1 });
  assert.equal(e2eShard(undefined), null);
  assert.equal(e2eShard(''), null);
});

test('a malformed E2E_SHARD fails, naming the variable and the file that reads it', () => {
  for (const value of ['0/3', '4/3', '2/0', '2', '2/3/4', 'a/b', '-1/3']) {
    assert.throws(() => e2eShard(value), {
      message: `E2E_SHARD is "${value}" (read by playwright.config.ts): expected <shard>/<shards>, such as 2/3.`,
    });
  }
});

test("playwright.config.ts hands E2E_SHARD to Playwright's shard option", async () => {
  process.env.E2E_SHARD = '2/3';
  // Loading the config looks for a browser; any file that exists will do, as none is launched.
  process.env.CHROMIUM_PATH = process.execPath;
  const { default: config } = await import('../../playwright.config');
  assert.deepEqual(config.shard, { current: 2, total: 3 });
});
