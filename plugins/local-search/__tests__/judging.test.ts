import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { IndexRecord } from '../client/engine';
import { recordGrades } from '../relevance/judging';
import { sectionHash, type Judgment } from '../relevance/judgments';

const record = (url: string, text: string): IndexRecord => ({
  url,
  type: 'lvl2',
  lvl0: 'Server',
  lvl1: 'Fetch adapter',
  lvl2: url.split('#')[1] ?? null,
  lvl3: null,
  text,
  code: '',
  defines: '',
  pointers: '',
  keywords: '',
  reference: false,
});
const records = new Map(
  [record('/docs/a#cors', 'CORS headers.'), record('/docs/a#cookies', 'Set-Cookie from a procedure.')].map((r) => [
    r.url,
    r,
  ]),
);
const judgments: Judgment[] = [
  { query: 'set cookie', answers: [], partly: ['/docs/a#cors'], off: [] },
  { query: 'set cookie', version: '10.x', answers: [], partly: [], off: [] },
];

test('a grade replaces the earlier one of its section and question, and records the text it was given on', () => {
  const next = recordGrades(
    judgments,
    { '/docs/a#cors': 'old' },
    [
      { query: 'set cookie', url: '/docs/a#cors', grade: 0 },
      { query: 'set cookie', url: '/docs/a#cookies', grade: 2 },
    ],
    records,
  );
  assert.deepEqual(next.judgments[0], {
    query: 'set cookie',
    answers: ['/docs/a#cookies'],
    partly: [],
    off: ['/docs/a#cors'],
  });
  assert.deepEqual(next.judgments[1], judgments[1], 'the same query from another version is another question');
  assert.deepEqual(next.gradedTexts, {
    '/docs/a#cors': sectionHash(records.get('/docs/a#cors')!),
    '/docs/a#cookies': sectionHash(records.get('/docs/a#cookies')!),
  });
  assert.deepEqual(judgments[0]!.partly, ['/docs/a#cors'], 'the judgments given are left as they were');
});

test('a grade of an unknown question, a section the index lacks or an out-of-scale grade is refused, named', () => {
  const record1 = (grade: Record<string, unknown>) => () =>
    recordGrades(judgments, {}, [{ query: 'set cookie', url: '/docs/a#cors', grade: 1, ...grade } as never], records);
  assert.throws(record1({ query: 'cookies' }), /no reader question "cookies"/);
  assert.throws(record1({ version: '9.x' }), /no reader question "set cookie" \(9\.x\)/);
  assert.throws(record1({ url: '/docs/gone' }), /\/docs\/gone is not a section of the built index/);
  assert.throws(record1({ grade: 3 }), /has grade 3; grades are 0, 1 or 2/);
});
