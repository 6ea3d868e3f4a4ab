import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { currentMajorOf } from '../../plugins/snippet-releases/releases';
import { CURRENT_MAJOR, majorOf, versionOptions } from '../versions';

describe('versionOptions', () => {
  test('maps the site versions to their paths, labels and banners', () => {
    assert.deepEqual(versionOptions(['10.x', '9.x'], '11.19.0', 11), {
      current: { label: '11.x', path: '', badge: true, banner: 'none' },
      '10.x': { label: '10.x', path: 'v10', badge: true, banner: 'none' },
      '9.x': { label: '9.x', path: 'v9', badge: true, banner: 'unmaintained' },
    });
  });

  test('the committed versions.json is valid', () => {
    const versions = JSON.parse(readFileSync(new URL('../../versions.json', import.meta.url), 'utf8')) as string[];
    assert.deepEqual(versions, ['10.x', '9.x']);
    assert.doesNotThrow(() => versionOptions(versions, '11.19.0'));
  });

  test('the current docs are unreleased while they pin a prerelease or the previous major', () => {
    assert.equal(versionOptions(['10.x', '9.x'], '11.0.0-rc.1', 11).current?.banner, 'unreleased');
    assert.equal(versionOptions(['11.x', '10.x', '9.x'], '11.19.0', 12).current?.banner, 'unreleased');
    assert.equal(versionOptions(['11.x', '10.x', '9.x'], '12.0.0', 12).current?.banner, 'none');
  });

  test('cutting a new major keeps only the previous one maintained', () => {
    const options = versionOptions(['11.x', '10.x', '9.x'], '11.19.0', 12);
    assert.equal(options['11.x']?.banner, 'none');
    assert.equal(options['10.x']?.banner, 'unmaintained');
    assert.equal(options['10.x']?.path, 'v10');
  });

  test('the current major is the one after the newest archived version', () => {
    assert.equal(currentMajorOf(['10.x', '9.x']), 11);
    assert.equal(currentMajorOf(['9.x', '11.x', '10.x']), 12);
    assert.equal(CURRENT_MAJOR, 11);
  });

  test('a malformed version name is explained', () => {
    assert.throws(() => majorOf('v10'), /version "v10" is not of the form "<major>.x"/);
  });

  test('an archived version not older than the current one is refused', () => {
    assert.throws(() => versionOptions(['11.x'], '11.19.0', 11), /is not older than the current 11.x/);
  });
});
