import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REFERENCE_DIR } from '../apiReference';
import archivedVersions from '../../versions.json';
import { closestDocs, type DocsVersionName } from '../../src/data/closestDocs';

const siteDir = path.resolve(__dirname, '../..');

/** Doc ids of a docs folder: paths without extension, skipping `_partials` as the docs plugin does. */
function docIds(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_')) return [];
    if (entry.isDirectory()) return docIds(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return /\.mdx?$/.test(entry.name) ? [`${prefix}${entry.name.replace(/\.mdx?$/, '')}`] : [];
  });
}

const docsOf = new Map<DocsVersionName, Set<string>>([
  // The generated API reference exists for the current version only; from it, the dropdown opens a
  // version's introduction.
  [
    'current',
    new Set(docIds(path.join(siteDir, 'docs')).filter((id) => !`docs/${id}`.startsWith(`${REFERENCE_DIR}/`))),
  ],
  ...archivedVersions.map((name): [DocsVersionName, Set<string>] => [
    name as DocsVersionName,
    new Set(docIds(path.join(siteDir, 'versioned_docs', `version-${name}`))),
  ]),
]);

test('every version has a closest-page table', () => {
  assert.deepEqual(Object.keys(closestDocs).sort(), [...docsOf.keys()].sort());
});

for (const [target, targetDocs] of docsOf) {
  test(`every page of another version has a way into ${target}`, () => {
    const missing = [...docsOf]
      .filter(([source]) => source !== target)
      .flatMap(([source, sourceDocs]) =>
        [...sourceDocs]
          .filter((id) => !targetDocs.has(id) && closestDocs[target][id] === undefined)
          .map((id) => `${source}:${id}`),
      );
    assert.deepEqual(missing, [], `add these doc ids to closestDocs['${target}'] in src/data/closestDocs.ts`);
  });

  test(`the closest pages in ${target} exist and stand in for pages of other versions`, () => {
    const otherDocs = new Set([...docsOf].filter(([source]) => source !== target).flatMap(([, ids]) => [...ids]));
    for (const [from, to] of Object.entries(closestDocs[target])) {
      assert.ok(targetDocs.has(to), `closestDocs['${target}']['${from}'] points at '${to}', which ${target} lacks`);
      assert.ok(otherDocs.has(from), `closestDocs['${target}'] maps '${from}', a page no other version has`);
      assert.ok(!targetDocs.has(from), `closestDocs['${target}'] maps '${from}', which ${target} has itself`);
    }
  });
}
