import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseJudgments, parseQueries, parseQueryGroups } from '../relevance/schema';

const FILE = 'relevance/reader-questions.json';

test('valid queries and judgments load as they are', () => {
  const questions = [
    { query: 'set cookie', expect: '/docs/a#cookies', source: 'trpc/trpc#1', heldOut: 2 },
    { query: 'cors', version: '10.x', expect: ['/docs/v10/a', '/docs/v10/b'], note: 'two pages' },
  ];
  assert.deepEqual(parseQueries(FILE, questions), questions);
  assert.deepEqual(parseQueryGroups(FILE, { 'Names of pages': questions }), questions);
  const judgments = {
    judgments: [{ query: 'cors', version: '10.x', answers: ['/docs/v10/a'], partly: [], off: ['/docs/b#x'] }],
    gradedTexts: { '/docs/v10/a': '0123abcd', '/docs/b#x': 'ffffffff' },
  };
  assert.deepEqual(parseJudgments(FILE, judgments), judgments);
});

test('a bad query fails naming the file, the entry and what is wrong with it', () => {
  const parse = (entry: Record<string, unknown>) => () =>
    parseQueries(FILE, [
      { query: 'ok', expect: '/docs/a' },
      { query: 'cors', expect: '/docs/a', ...entry },
    ]);
  assert.throws(parse({ expect: 'docs/a' }), {
    message: `${FILE}: entry 2 ("cors"): "expect" is not a path starting with "/" or a non-empty list of them`,
  });
  assert.throws(parse({ expect: [] }), /entry 2 \("cors"\): "expect" is not a path/);
  assert.throws(parse({ version: '11.x' }), /entry 2 \("cors"\): "version" is "11\.x"; one of 10\.x, 9\.x/);
  assert.throws(parse({ heldOut: 7 }), /"heldOut" is 7; one of 1, 2, 3, 4, 5, 6/);
  assert.throws(parse({ source: '#12' }), /"source" is "#12"; a thread, trpc\/trpc#N/);
  assert.throws(parse({ expected: '/docs/a' }), /entry 2 \("cors"\): unknown field "expected"/);
  assert.throws(parse({ query: '' }), /entry 2: "query" is not a non-empty string/);
  assert.throws(() => parseQueries(FILE, { query: 'cors' }), { message: `${FILE}: the file: not a list of queries` });
  assert.throws(
    () => parseQueryGroups(FILE, { 'Names of pages': [{ query: 'cors' }] }),
    /"Names of pages" entry 1 \("cors"\): "expect" is not a path/,
  );
});

test('a bad judgment fails naming the file and the question', () => {
  const parse =
    (judgment: Record<string, unknown>, gradedTexts: Record<string, unknown> = { '/docs/a': '0123abcd' }) =>
    () =>
      parseJudgments(FILE, {
        judgments: [{ query: 'cors', answers: ['/docs/a'], partly: [], off: [], ...judgment }],
        gradedTexts,
      });
  assert.throws(parse({ off: ['/docs/a'] }), {
    message: `${FILE}: judgment 1 ("cors"): /docs/a is graded twice`,
  });
  assert.throws(parse({ partly: ['/docs/b'] }), /judgment 1 \("cors"\): \/docs\/b has no hash of the text graded/);
  assert.throws(parse({ off: 'docs/c' }), /judgment 1 \("cors"\): "off" is not a list of paths/);
  assert.throws(parse({}, { '/docs/a': 'abc' }), /"gradedTexts": \/docs\/a: "abc" is not an 8-digit hex hash/);
  assert.throws(() => parseJudgments(FILE, []), /the file: not an object with "judgments" and "gradedTexts"/);
});
