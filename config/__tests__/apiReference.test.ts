import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { LoadContext } from '@docusaurus/types';
import { apiReferenceOptions as options, REFERENCE_DIR, referencePackages } from '../apiReference';
import apiReference from '../../plugins/api-reference/index';
import { referenceOutDir } from '../../plugins/api-reference/generate';
import { validateOptions } from '../../plugins/api-reference/options';
import { validatePluginOptions } from '../../support/pluginOptions';

const siteDir = path.resolve(__dirname, '../..');

test('a second run with the same release and options reuses the generated reference', async (t) => {
  const index = path.join(referenceOutDir(siteDir, REFERENCE_DIR, 'client'), 'index.md');
  // Generates when stale (a fresh checkout), then the second call must find everything fresh.
  await apiReference({ siteDir } as LoadContext, options);
  assert.ok(existsSync(index), `${index} was not generated`);
  const generatedAt = statSync(index).mtimeMs;
  const logged: string[] = [];
  t.mock.method(console, 'info', (line: string) => logged.push(line.replace(/^\S*\[INFO\]\S* /, '')));
  await apiReference({ siteDir } as LoadContext, options);
  assert.equal(statSync(index).mtimeMs, generatedAt, 'the reference was written again');
  assert.deepEqual(
    logged,
    referencePackages.map((pkg) => `[api-reference] ${pkg.name}: up to date, reused docs/typedoc/${pkg.id}`),
  );
});

test('options: a package may link only to packages listed before it, and ids are unique', () => {
  const pkg = (id: string, linksTo: string[] = []) => ({ id, name: `@trpc/${id}`, entryPoint: 'x.ts', linksTo });
  assert.deepEqual(validatePluginOptions(validateOptions, options).packages, referencePackages);
  assert.throws(
    () =>
      validatePluginOptions(validateOptions, {
        referenceDir: 'docs/x',
        packages: [pkg('client', ['server']), pkg('server')],
      }),
    /"client" links to server, which must be listed before it/,
  );
  assert.throws(
    () => validatePluginOptions(validateOptions, { referenceDir: 'docs/x', packages: [pkg('server'), pkg('server')] }),
    /duplicate value/,
  );
  assert.throws(
    () => validatePluginOptions(validateOptions, { packages: [pkg('server')] }),
    /"referenceDir" is required/,
  );
});
