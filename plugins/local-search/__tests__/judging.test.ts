import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { IndexRecord } from '../client/engine';
import { gradedSectionsGone, recordGrades } from '../relevance/judging';
import { sectionHash } from '../relevance/judgments';
import type { Judgments, RelevanceQuery } from '../relevance/schema';

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
  quotes: '',
  reference: false,
});
const records = new Map(
  [record('/docs/a#cors', 'CORS headers.'), record('/docs/a#cookies', 'Set-Cookie from a procedure.')].map((r) => [
    r.url,
    r,
  ]),
);
const questions: RelevanceQuery[] = [
  { query: 'set cookie', expect: '/docs/a' },
  { query: 'set cookie', version: '10.x', expect: '/docs/v10/a' },
  { query: 'cors', expect: '/docs/a' },
];
const judgments: Judgments = {
  judgments: [
    { query: 'set cookie', answers: [], partly: ['/docs/a#cors'], off: [] },
    { query: 'set cookie', version: '10.x', answers: [], partly: [], off: [] },
  ],
  gradedTexts: { '/docs/a#cors': 'old' },
};

test('a grade replaces the earlier one of its section and question, and records the text it was given on', () => {
  const next = recordGrades(
    judgments,
    [
      { query: 'set cookie', url: '/docs/a#cors', grade: 0 },
      { query: 'set cookie', url: '/docs/a#cookies', grade: 2 },
    ],
    records,
    questions,
  );
  assert.deepEqual(next.judgments[0], {
    query: 'set cookie',
    answers: ['/docs/a#cookies'],
    partly: [],
    off: ['/docs/a#cors'],
  });
  assert.deepEqual(
    next.judgments[1],
    judgments.judgments[1],
    'the same query from another version is another question',
  );
  assert.deepEqual(next.gradedTexts, {
    '/docs/a#cookies': sectionHash(records.get('/docs/a#cookies')!),
    '/docs/a#cors': sectionHash(records.get('/docs/a#cors')!),
  });
  assert.deepEqual(judgments.judgments[0]!.partly, ['/docs/a#cors'], 'the judgments given are left as they were');
});

test("a reader question's first grade gives it a judgment", () => {
  const next = recordGrades(judgments, [{ query: 'cors', url: '/docs/a#cors', grade: 2 }], records, questions);
  assert.deepEqual(next.judgments[2], { query: 'cors', answers: ['/docs/a#cors'], partly: [], off: [] });
});

test('the grades of sections the index no longer has are counted, and dropped when grades are recorded', () => {
  const renamed: Judgments = {
    judgments: [{ query: 'set cookie', answers: ['/docs/a#set-cookie'], partly: ['/docs/a#cors'], off: [] }],
    gradedTexts: { '/docs/a#cors': sectionHash(records.get('/docs/a#cors')!), '/docs/a#set-cookie': 'f00dcafe' },
  };
  assert.deepEqual(gradedSectionsGone(renamed, records), ['/docs/a#set-cookie']);
  const next = recordGrades(renamed, [{ query: 'set cookie', url: '/docs/a#cookies', grade: 2 }], records, questions);
  assert.deepEqual(next.judgments[0], {
    query: 'set cookie',
    answers: ['/docs/a#cookies'],
    partly: ['/docs/a#cors'],
    off: [],
  });
  assert.deepEqual(Object.keys(next.gradedTexts), ['/docs/a#cookies', '/docs/a#cors']);
  assert.deepEqual(gradedSectionsGone(next, records), []);
});

test('a grade of an unknown question, a section the index lacks or an out-of-scale grade is refused, named', () => {
  const record1 = (grade: Record<string, unknown>) => () =>
    recordGrades(
      judgments,
      [{ query: 'set cookie', url: '/docs/a#cors', grade: 1, ...grade } as never],
      records,
      questions,
    );
  assert.throws(record1({ query: 'cookies' }), /no reader question "cookies"/);
  assert.throws(record1({ version: '9.x' }), /no reader question "set cookie" \(9\.x\)/);
  assert.throws(record1({ url: '/docs/gone' }), /\/docs\/gone is not a section of the built index/);
  assert.throws(record1({ grade: 3 }), /has grade 3; grades are 0, 1 or 2/);
});
