import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseBenchOptions } from '../options';

describe('parseBenchOptions', () => {
  test('by default builds and runs Lighthouse three times per template', () => {
    assert.deepEqual(parseBenchOptions([], {}), { build: true, runs: 3 });
  });

  test('--no-build and --runs N, in either spelling', () => {
    assert.deepEqual(parseBenchOptions(['--no-build', '--runs', '1'], {}), { build: false, runs: 1 });
    assert.deepEqual(parseBenchOptions(['--runs=0'], {}), { build: true, runs: 0 });
  });

  test('reads the environment, and arguments win over it', () => {
    assert.deepEqual(parseBenchOptions([], { BENCH_NO_BUILD: '1', BENCH_RUNS: '5' }), { build: false, runs: 5 });
    assert.equal(parseBenchOptions(['--runs', '2'], { BENCH_RUNS: '5' }).runs, 2);
  });

  test('a bad run count names where it came from', () => {
    assert.throws(() => parseBenchOptions(['--runs', 'three'], {}), /--runs is "three": expected a whole number/);
    assert.throws(() => parseBenchOptions(['--runs'], {}), /--runs is "": expected a whole number/);
    assert.throws(() => parseBenchOptions([], { BENCH_RUNS: '-1' }), /BENCH_RUNS is "-1"/);
  });

  test('an unknown option is refused with the usage', () => {
    assert.throws(() => parseBenchOptions(['--nobuild'], {}), /Unknown option "--nobuild"\. usage: npm run bench/);
  });
});
