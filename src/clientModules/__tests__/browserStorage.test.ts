import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shieldUnreadableStorage } from '../browserStorage';

test('a storage whose reading throws becomes null; a readable one is left alone', () => {
  const storage = { getItem: () => null };
  const target = {} as Window;
  Object.defineProperty(target, 'localStorage', {
    configurable: true,
    get() {
      throw new Error('SecurityError');
    },
  });
  Object.defineProperty(target, 'sessionStorage', { configurable: true, value: storage });
  assert.deepEqual(shieldUnreadableStorage(target), ['localStorage']);
  assert.equal(target.localStorage, null);
  assert.equal(target.sessionStorage, storage);
  assert.deepEqual(shieldUnreadableStorage(target), []);
});
