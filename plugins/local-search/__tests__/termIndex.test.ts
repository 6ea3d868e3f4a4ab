import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TermIndex, type TermQuery } from '../client/termIndex';

const FIELDS = ['title', 'text'] as const;
type Doc = Record<(typeof FIELDS)[number], string>;
const words = (text: string) => (text ? text.toLowerCase().split(' ') : []);
const index = (docs: Doc[]) => new TermIndex(FIELDS, docs, words);
const exact: Omit<TermQuery, 'terms'> = { prefix: () => false, fuzzy: () => false };
const byId = (results: { id: number; score: number }[]) => new Map(results.map((r) => [r.id, r.score]));

test('an exact match scores BM25+ with its field boost: the same word weighs more in the boosted title', () => {
  const docs = [
    { title: 'router', text: '' },
    { title: '', text: 'router' },
    { title: 'other', text: 'words here' },
  ];
  const results = index(docs).search([{ terms: ['router'], ...exact }], { title: 4 });
  assert.deepEqual(
    results.map((r) => r.id),
    [0, 1],
  );
  // BM25+ (k 1.2, b 0.7, d 0.5) of a term in 1 of 3 documents, at frequency 1, in a field of average length.
  const idf = Math.log(1 + (3 - 1 + 0.5) / (1 + 0.5));
  const titleAverage = 2 / 3; // each title has one distinct term but the second's, which has none
  const inTitle = idf * (0.5 + 2.2 / (1 + 1.2 * (1 - 0.7 + 0.7 / titleAverage)));
  assert.ok(Math.abs(results[0]!.score - 4 * inTitle) < 1e-12, `${results[0]!.score} ≠ ${4 * inTitle}`);
  assert.deepEqual(results[0]!.match, Object.assign(Object.create(null), { router: ['title'] }));
});

test('a prefix finds the longer words it starts, weighing less the more letters are missing', () => {
  const docs = [
    { title: 'router', text: '' },
    { title: 'routers', text: '' },
    { title: 'routing', text: '' },
  ];
  const prefixed: TermQuery = { terms: ['router'], prefix: () => true, fuzzy: () => false };
  const scores = byId(index(docs).search([prefixed], {}));
  assert.equal(scores.has(2), false, 'routing does not start with router');
  assert.ok(Math.abs(scores.get(1)! / scores.get(0)! - (0.375 * 7) / (7 + 0.3)) < 1e-12);
  assert.equal(byId(index(docs).search([{ ...prefixed, prefix: () => false }], {})).has(1), false);
});

test('a fuzzy match is one insertion, deletion or substitution away, weighing 0.45 of an exact match', () => {
  const docs = [
    { title: 'router', text: '' },
    { title: 'routr', text: '' },
    { title: 'ruoter', text: '' },
    { title: 'rooter', text: '' },
  ];
  const fuzzy: TermQuery = { terms: ['router'], prefix: () => false, fuzzy: () => true };
  const scores = byId(index(docs).search([fuzzy], {}));
  assert.deepEqual([...scores.keys()].sort(), [0, 1, 3], 'a swap of two letters is two edits');
  assert.ok(Math.abs(scores.get(3)! / scores.get(0)! - (0.45 * 6) / (6 + 1)) < 1e-12);
});

test('scores add up over query terms and lists, times the number of query terms matched', () => {
  const docs = [
    { title: 'fetch adapter', text: '' },
    { title: 'fetch', text: 'adapter' },
    { title: 'fetch', text: '' },
  ];
  const results = index(docs).search(
    [
      { terms: ['fetch'], ...exact },
      { terms: ['adapter'], ...exact },
    ],
    {},
  );
  const both = results.find((r) => r.id === 1)!;
  assert.deepEqual(both.queryTerms, ['fetch', 'adapter']);
  assert.deepEqual(both.terms, ['fetch', 'adapter']);
  assert.deepEqual({ ...both.match }, { fetch: ['title'], adapter: ['text'] });
  const one = results.find((r) => r.id === 2)!;
  const fetchOnly = index(docs).search([{ terms: ['fetch'], ...exact }], {});
  assert.equal(one.score, fetchOnly.find((r) => r.id === 2)!.score, 'one query term matched: its score alone');
  const sum =
    fetchOnly.find((r) => r.id === 1)!.score +
    index(docs)
      .search([{ terms: ['adapter'], ...exact }], {})
      .find((r) => r.id === 1)!.score;
  assert.ok(Math.abs(both.score - 2 * sum) < 1e-12);
});

test('a word repeated in a field counts as a higher frequency, not a longer field', () => {
  const docs = [
    { title: '', text: 'link link other' },
    { title: '', text: 'link other' },
  ];
  const scores = byId(index(docs).search([{ terms: ['link'], ...exact }], {}));
  assert.ok(scores.get(0)! > scores.get(1)!);
});

test('terms that name properties of plain objects are terms like any other', () => {
  const docs = [{ title: 'constructor __proto__ tostring', text: '' }];
  const results = index(docs).search([{ terms: ['constructor', '__proto__', 'tostring'], ...exact }], {});
  assert.equal(results.length, 1);
  assert.deepEqual(Object.keys(results[0]!.match), ['constructor', '__proto__', 'tostring']);
});
