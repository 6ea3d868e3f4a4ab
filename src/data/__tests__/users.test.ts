import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sourcePath, trpcUsers } from '../users';

const PERMALINK = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\/[\w./@[\]-]+$/;

test('there are enough users to be worth a section, with unique names and sites', () => {
  assert.ok(trpcUsers.length >= 4, 'list at least four users');
  for (const key of ['name', 'url'] as const) {
    const values = trpcUsers.map((user) => user[key].trim().toLowerCase());
    assert.deepEqual(
      values.filter((value, index) => values.indexOf(value) !== index),
      [],
      `duplicate ${key}s`,
    );
  }
});

test('every user links to its website over https, without tracking parameters', () => {
  for (const user of trpcUsers) {
    const url = new URL(user.url);
    assert.equal(url.protocol, 'https:', `${user.name}: URL must use https`);
    assert.equal(url.search + url.hash, '', `${user.name}: URL must carry no query or fragment`);
  }
});

test('every user is backed by a GitHub permalink pinned to a commit', () => {
  for (const user of trpcUsers) {
    assert.match(user.source, PERMALINK, `${user.name}: source must be https://github.com/OWNER/REPO/blob/SHA/PATH`);
    assert.ok(sourcePath(user.source).length > 0, `${user.name}: source names no file`);
  }
});

test('descriptions are one short sentence ending with a period', () => {
  for (const { name, description } of trpcUsers) {
    assert.ok(name.trim().length > 0, 'a user has an empty name');
    assert.equal(description, description.trim(), `${name}: description has leading or trailing spaces`);
    assert.match(
      description,
      /^[A-Z].{0,60}\.$/,
      `${name}: description must be a capitalised sentence under 60 characters`,
    );
  }
});

test('sourcePath keeps the path inside the repository', () => {
  assert.equal(
    sourcePath('https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/packages/trpc/package.json'),
    'packages/trpc/package.json',
  );
});
