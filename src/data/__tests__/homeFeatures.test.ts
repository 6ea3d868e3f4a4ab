import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { docPath, homeFeatures } from '../homeFeatures';

// The package is CommonJS, so paths resolve from __dirname.
const docsDir = path.join(__dirname, '../../../docs');

/** The file a current doc id is written in: `server/adapters` may be docs/server/adapters/index.mdx. */
function docFile(id: string): string | undefined {
  return [`${id}.mdx`, `${id}.md`, `${id}/index.mdx`, `${id}/index.md`]
    .map((candidate) => path.join(docsDir, candidate))
    .find((file) => existsSync(file));
}

test('every feature links to a current docs page that exists', () => {
  for (const { title, doc } of homeFeatures) {
    assert.ok(!doc.id.startsWith('/') && !doc.id.endsWith('/'), `${title}: doc id "${doc.id}" has a stray slash`);
    assert.ok(
      !path.basename(doc.id).startsWith('_'),
      `${title}: "${doc.id}" is a partial, which has no page of its own`,
    );
    assert.ok(docFile(doc.id), `${title}: no docs/${doc.id}.mdx or docs/${doc.id}/index.mdx`);
  }
});

test('docPath serves current docs under /docs', () => {
  assert.equal(docPath('server/subscriptions'), '/docs/server/subscriptions');
});

test('there are about six features, each with a unique title and link', () => {
  assert.ok(homeFeatures.length >= 4 && homeFeatures.length <= 9, `${homeFeatures.length} features`);
  for (const key of ['title', 'id'] as const) {
    const values = homeFeatures.map((feature) => (key === 'id' ? feature.doc.id : feature.title));
    assert.equal(new Set(values).size, values.length, `duplicate feature ${key}s`);
  }
});

test('titles are short and descriptions are one or two sentences', () => {
  for (const { title, description, doc } of homeFeatures) {
    assert.ok(title.length > 0 && title.length <= 40, `${title}: title must be 1 to 40 characters`);
    assert.ok(doc.label.trim().length > 0, `${title}: empty link label`);
    assert.match(description, /^\S.*\.$/, `${title}: description must end with a period`);
    assert.ok(description.length <= 180, `${title}: description is ${description.length} characters (at most 180)`);
  }
});
