import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { LoadContext } from '@docusaurus/types';
import { referenceOutDir } from '../../../config/apiReference';
import apiReference from '../index';

const siteDir = path.resolve(__dirname, '../../..');

test('a second run with the same release and options reuses the generated reference', async (t) => {
  const index = path.join(referenceOutDir(siteDir, 'client'), 'index.md');
  // Generates when stale (a fresh checkout), then the second call must find everything fresh.
  await apiReference({ siteDir } as LoadContext, { id: 'client' });
  assert.ok(existsSync(index), `${index} was not generated`);
  const generatedAt = statSync(index).mtimeMs;
  const logged: string[] = [];
  t.mock.method(console, 'info', (line: string) => logged.push(line.replace(/^\S*\[INFO\]\S* /, '')));
  await apiReference({ siteDir } as LoadContext, { id: 'client' });
  assert.equal(statSync(index).mtimeMs, generatedAt, 'the reference was written again');
  assert.deepEqual(logged, ['[api-reference] @trpc/client: up to date, reused docs/typedoc/client']);
});
