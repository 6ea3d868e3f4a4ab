import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { DEFAULT_OPTIONS } from '../options';
import { RELEVANCE_QUERIES } from '../relevance/queries';
import { READER_QUESTION_PARTS, READER_QUESTIONS, type ReaderQuestionPart } from '../relevance/readerQuestions';
import { evaluateRelevance } from '../relevance/evaluate';
import { indexedRecords } from '../relevance/judging';
import { GRADED_TEXTS, gradesOf, JUDGMENTS } from '../relevance/judgments';

const indexDir = path.join(__dirname, '../../../build', DEFAULT_OPTIONS.outputDir);

test('the relevance suite finds its pages in the built index: hit@1 ≥ 90%, hit@3 ≥ 98%', async () => {
  assert.ok(RELEVANCE_QUERIES.length >= 80, `the suite has ${RELEVANCE_QUERIES.length} queries; it needs at least 80`);
  assert.ok(existsSync(indexDir), `${indexDir} does not exist: run npm run build first (npm test does).`);
  const report = await evaluateRelevance(indexDir);
  const misses = report.outcomes
    .filter((outcome) => outcome.rank !== 1)
    .map(
      (o) =>
        `  ${o.version ?? 'current'} "${o.query}": ${[o.expect].flat().join(' or ')} at ${o.rank ?? 'no'} position; shown first: ${o.top.join(', ')}`,
    )
    .join('\n');
  const figures = `hit@1 ${(report.hitAt1 * 100).toFixed(1)}%, hit@3 ${(report.hitAt3 * 100).toFixed(1)}%, MRR ${report.mrr.toFixed(3)}`;
  assert.ok(report.hitAt1 >= 0.9 && report.hitAt3 >= 0.98, `${figures}\nQueries not answered first:\n${misses}`);
});

/**
 * Floors a little under what the ranking reached (PERFORMANCE.md, "Search"), by page, as the
 * modal's first rows show them: a change that loses reader questions fails here, a page added or reworded
 * has a query or two of room.
 */
const READER_FLOORS: Record<ReaderQuestionPart, { hitAt1: number; hitAt3: number }> = {
  tuned: { hitAt1: 0.87, hitAt3: 0.9 },
  'round 1': { hitAt1: 0.78, hitAt3: 0.85 },
  'round 2': { hitAt1: 0.62, hitAt3: 0.71 },
  'round 3': { hitAt1: 0.7, hitAt3: 0.82 },
  'round 4': { hitAt1: 0.68, hitAt3: 0.73 },
};

test('the reader questions find their pages: the tuned part and each held-out round stay above their floors', async () => {
  assert.ok(existsSync(indexDir), `${indexDir} does not exist: run npm run build first (npm test does).`);
  for (const { part, questions } of READER_QUESTION_PARTS) {
    const floor = READER_FLOORS[part];
    const report = await evaluateRelevance(indexDir, questions);
    const misses = report.outcomes
      .filter((o) => (o.pageRank ?? Infinity) > 3)
      .map(
        (o) =>
          `  ${o.version ?? 'current'} "${o.query}": ${[o.expect].flat().join(' or ')} at ${o.pageRank ?? 'no'} position`,
      )
      .join('\n');
    const { hitAt1, hitAt3 } = report.byPage;
    assert.ok(
      hitAt1 >= floor.hitAt1 && hitAt3 >= floor.hitAt3,
      `${part}: hit@1 ${(hitAt1 * 100).toFixed(1)}% (floor ${floor.hitAt1 * 100}%), hit@3 ${(hitAt3 * 100).toFixed(1)}% (floor ${floor.hitAt3 * 100}%)\nNot in the first three:\n${misses}`,
    );
  }
});

/** The paths (with #anchor) of every record of the built index. */
function indexedUrls(): Set<string> {
  assert.ok(existsSync(indexDir), `${indexDir} does not exist: run npm run build first (npm test does).`);
  return new Set(indexedRecords(indexDir).keys());
}

test('every expected page of the suite exists in the index (a renamed page fails here, not as a miss)', () => {
  const urls = indexedUrls();
  const missing = [...RELEVANCE_QUERIES, ...READER_QUESTIONS]
    .flatMap((query) => [query.expect].flat())
    .filter((url) => !urls.has(url));
  assert.deepEqual(missing, [], `expected pages missing from the index: ${missing.join(', ')}`);
});

test('every reader question has a blind judgment, of sections the index has, each with the hash of its graded text', () => {
  const urls = indexedUrls();
  const unjudged = READER_QUESTIONS.filter((question) => !gradesOf(question)).map((question) => question.query);
  assert.deepEqual(unjudged, [], 'reader questions without a judgment in judgments.ts');
  const judged = new Set(JUDGMENTS.flatMap(({ answers, partly, off }) => [...answers, ...partly, ...off]));
  const gone = [...judged].filter((url) => !urls.has(url));
  assert.deepEqual(gone, [], 'judged sections missing from the index (renamed or removed): regrade them');
  assert.deepEqual(
    [...judged].filter((url) => !GRADED_TEXTS[url]),
    [],
    'judged sections without the hash of the text graded (GRADED_TEXTS)',
  );
});

test('the reader questions: at least 150, a third or more held out, each with its source, none repeating the suite', () => {
  assert.ok(READER_QUESTIONS.length >= 150, `${READER_QUESTIONS.length} reader questions; at least 150 are needed`);
  const firstList = READER_QUESTIONS.filter((entry) => (entry.heldOut ?? 1) === 1);
  const roundOne = firstList.filter((entry) => entry.heldOut === 1).length;
  assert.equal(roundOne, Math.floor(firstList.length / 3), 'round 1 holds out every third question of the first list');
  const heldOut = READER_QUESTIONS.filter((entry) => entry.heldOut).length;
  assert.ok(
    heldOut >= READER_QUESTIONS.length / 3,
    `${heldOut} of ${READER_QUESTIONS.length} held out: a third at least`,
  );
  assert.deepEqual(
    READER_QUESTIONS.filter((entry) => !/^trpc\/trpc#\d+$/.test(entry.source ?? '')).map((entry) => entry.query),
    [],
    'each reader question names the trpc/trpc thread it comes from',
  );
  const key = (entry: { query: string; version?: string }) =>
    `${entry.version ?? 'current'} ${entry.query.toLowerCase()}`;
  const suite = new Set(RELEVANCE_QUERIES.map(key));
  const seen = new Set<string>();
  const repeated = READER_QUESTIONS.map(key).filter((k) => suite.has(k) || seen.has(k) || !seen.add(k));
  assert.deepEqual(repeated, [], 'a query asked twice');
});
