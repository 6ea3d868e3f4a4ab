import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  ensureInstalled,
  isReleased,
  lockedTrpcRelease,
  newestReleasedVersion,
  snippetReleases,
  snippetsFolder,
} from '../releases';

function siteWithLocks(locks: Record<string, unknown>): string {
  const site = mkdtempSync(path.join(tmpdir(), 'snippet-releases-'));
  for (const [folder, lock] of Object.entries(locks)) {
    mkdirSync(path.join(site, 'snippets', folder), { recursive: true });
    writeFileSync(path.join(site, 'snippets', folder, 'package-lock.json'), JSON.stringify(lock));
  }
  return site;
}

const lockOf = (version: string) => ({ packages: { 'node_modules/@trpc/server': { version } } });

describe('snippet releases', () => {
  test('maps each docs version to its folder and locked release', () => {
    const site = siteWithLocks({ v11: lockOf('11.19.0'), v10: lockOf('10.45.4'), v9: lockOf('9.27.4') });
    assert.equal(snippetsFolder(site, 'current'), path.join(site, 'snippets', 'v11'));
    assert.deepEqual(snippetReleases(site, ['10.x', '9.x']), {
      current: '11.19.0',
      '10.x': '10.45.4',
      '9.x': '9.27.4',
    });
  });

  test('a missing install folder is explained', () => {
    const site = siteWithLocks({ v11: lockOf('11.19.0') });
    assert.throws(
      () => snippetReleases(site, ['10.x']),
      /snippets\/v10\/package-lock.json .*needs its own install folder/,
    );
    assert.throws(() => ensureInstalled(path.join(site, 'snippets', 'v12')), /npm run version:cut/);
  });

  test('a lockfile without @trpc/server is explained', () => {
    const site = siteWithLocks({ v11: { packages: {} } });
    assert.throws(() => lockedTrpcRelease(path.join(site, 'snippets', 'v11')), /does not lock @trpc\/server/);
  });

  test('the committed install folders lock one exact release per version', () => {
    const site = path.resolve(__dirname, '../../..');
    const releases = snippetReleases(site, ['10.x', '9.x']);
    assert.match(releases.current!, /^11\.\d+\.\d+$/);
    assert.match(releases['10.x']!, /^10\.\d+\.\d+$/);
    assert.match(releases['9.x']!, /^9\.\d+\.\d+$/);
  });

  test('a major is released by a stable release of that major only', () => {
    assert.equal(isReleased(11, '11.19.0'), true);
    assert.equal(isReleased(11, '11.0.0-rc.648'), false);
    assert.equal(isReleased(12, '11.19.0'), false, 'docs/ right after cutting 11.x');
    assert.throws(() => isReleased(11, '^11.0.0'), /"\^11.0.0" is not a semver release/);
  });

  test('banners send readers to the newest released version', () => {
    assert.equal(newestReleasedVersion({ current: '11.19.0', '10.x': '10.45.4', '9.x': '9.27.4' }, 11), 'current');
    assert.equal(newestReleasedVersion({ current: '11.0.0-rc.1', '10.x': '10.45.4', '9.x': '9.27.4' }, 11), '10.x');
    assert.equal(newestReleasedVersion({ current: '11.19.0', '11.x': '11.19.0', '10.x': '10.45.4' }, 12), '11.x');
    assert.equal(newestReleasedVersion({ current: '1.0.0-beta.1' }, 1), undefined);
  });
});
