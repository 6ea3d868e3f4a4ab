import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

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
