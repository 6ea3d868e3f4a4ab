/**
 * The shapes of the relevance data (queries, reader questions, judgments: JSON files beside the tests that read
 * them, __tests__/relevance/) and their validation when loaded: a bad entry fails naming its file and entry, not as
 * a miss or a crash somewhere in the scoring.
 */

/** The held-out rounds of the reader questions, oldest first. */
export const HELD_OUT_ROUNDS = [1, 2, 3, 4, 5, 6] as const;
export type HeldOutRound = (typeof HELD_OUT_ROUNDS)[number];
const VERSIONS = ['10.x', '9.x'] as const;

export type RelevanceQuery = {
  query: string;
  /**
   * The page that answers it, or the section (`#anchor`); several when the query is as true of each (same title in
   * several sections). The tests compare by page, the bench by section too.
   */
  expect: string | string[];
  /** The docs version the reader searches from (their page's version); without it, a current docs page. */
  version?: (typeof VERSIONS)[number];
  /** Why a reader types it, when the query alone does not say. */
  note?: string;
  /** The trpc/trpc thread whose question it comes from (reader questions). */
  source?: string;
  /** Kept out of tuning, and the round it was held out in: it measures whether the ranking rules generalise. */
  heldOut?: HeldOutRound;
};

/** A part of the reader questions: the one ranking rules are tuned on, or a held-out round. */
export type ReaderQuestionPart = 'tuned' | `round ${HeldOutRound}`;

/** A blind judge's grades of the sections shown for one reader question, by path with #anchor. */
export type Judgment = {
  query: string;
  version?: RelevanceQuery['version'];
  /** Landing there answers the question. */
  answers: string[];
  /** On topic, but the answer is elsewhere or incomplete. */
  partly: string[];
  /** Not what the question is about. */
  off: string[];
};

/** The judgments, and the hash of each graded section's text as the judge read it (judgments.ts, sectionHash). */
export type Judgments = { judgments: Judgment[]; gradedTexts: Record<string, string> };

/** A path on the site: what an expectation or a grade names. */
const isPath = (value: unknown): value is string => typeof value === 'string' && /^\/\S*$/.test(value);
const isPaths = (value: unknown): value is string[] => Array.isArray(value) && value.every(isPath);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws, naming the file and the entry (its position and query), when `problems` lists any. */
function check(file: string, entry: string, problems: (string | false)[]) {
  const found = problems.filter((problem): problem is string => problem !== false);
  if (found.length) throw new Error(`${file}: ${entry}: ${found.join('; ')}`);
}

/** An entry as failures name it: its kind, its position from 1 and its query, when it has one. */
const entryName = (kind: string, index: number, value: unknown) =>
  `${kind} ${index + 1}${isObject(value) && typeof value.query === 'string' && value.query ? ` ("${value.query}")` : ''}`;

const unknownKeys = (value: Record<string, unknown>, known: string[]) =>
  Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => `unknown field "${key}"`);

function parseQuery(file: string, entry: string, value: unknown): RelevanceQuery {
  check(file, entry, [!isObject(value) && 'not an object']);
  const query = value as Record<string, unknown>;
  check(file, entry, [
    (typeof query.query !== 'string' || !query.query.trim()) && '"query" is not a non-empty string',
    !(isPath(query.expect) || (isPaths(query.expect) && query.expect.length > 0)) &&
      '"expect" is not a path starting with "/" or a non-empty list of them',
    query.version !== undefined &&
      !VERSIONS.includes(query.version as never) &&
      `"version" is ${JSON.stringify(query.version)}; one of ${VERSIONS.join(', ')} or none (current)`,
    query.note !== undefined && typeof query.note !== 'string' && '"note" is not a string',
    query.source !== undefined &&
      !/^trpc\/trpc#\d+$/.test(String(query.source)) &&
      `"source" is ${JSON.stringify(query.source)}; a thread, trpc/trpc#N`,
    query.heldOut !== undefined &&
      !HELD_OUT_ROUNDS.includes(query.heldOut as never) &&
      `"heldOut" is ${JSON.stringify(query.heldOut)}; one of ${HELD_OUT_ROUNDS.join(', ')} or none (tuned)`,
    ...unknownKeys(query, ['query', 'version', 'expect', 'source', 'note', 'heldOut']),
  ]);
  return query as RelevanceQuery;
}

/** A list of queries (the reader questions: `[{ query, expect, … }]`). */
export function parseQueries(file: string, value: unknown): RelevanceQuery[] {
  check(file, 'the file', [!Array.isArray(value) && 'not a list of queries']);
  return (value as unknown[]).map((entry, index) => parseQuery(file, entryName('entry', index, entry), entry));
}

/** Queries grouped under a heading that says what they test (the suite: `{ "heading": [{ query, expect, … }] }`). */
export function parseQueryGroups(file: string, value: unknown): RelevanceQuery[] {
  check(file, 'the file', [!isObject(value) && 'not an object of query lists by heading']);
  return Object.entries(value as Record<string, unknown>).flatMap(([heading, queries]) => {
    check(file, `"${heading}"`, [!Array.isArray(queries) && 'not a list of queries']);
    return (queries as unknown[]).map((entry, index) =>
      parseQuery(file, `"${heading}" ${entryName('entry', index, entry)}`, entry),
    );
  });
}

/** The judgments: `{ judgments: [{ query, version?, answers, partly, off }], gradedTexts: { path: hash } }`. */
export function parseJudgments(file: string, value: unknown): Judgments {
  check(file, 'the file', [
    !isObject(value) && 'not an object with "judgments" and "gradedTexts"',
    isObject(value) && !Array.isArray(value.judgments) && '"judgments" is not a list',
    isObject(value) && !isObject(value.gradedTexts) && '"gradedTexts" is not an object',
  ]);
  const { judgments, gradedTexts } = value as { judgments: unknown[]; gradedTexts: Record<string, unknown> };
  check(
    file,
    '"gradedTexts"',
    Object.entries(gradedTexts).map(
      ([path, hash]) =>
        !(isPath(path) && typeof hash === 'string' && /^[0-9a-f]{8}$/.test(hash)) &&
        `${path}: ${JSON.stringify(hash)} is not an 8-digit hex hash of a path's text`,
    ),
  );
  judgments.forEach((judgment, index) => {
    const entry = entryName('judgment', index, judgment);
    check(file, entry, [!isObject(judgment) && 'not an object']);
    const { query, version, answers, partly, off } = judgment as Record<string, unknown>;
    const lists = { answers, partly, off };
    check(file, entry, [
      (typeof query !== 'string' || !query) && '"query" is not a non-empty string',
      version !== undefined && !VERSIONS.includes(version as never) && `"version" is ${JSON.stringify(version)}`,
      ...Object.entries(lists).map(([name, list]) => !isPaths(list) && `"${name}" is not a list of paths`),
      ...unknownKeys(judgment as Record<string, unknown>, ['query', 'version', 'answers', 'partly', 'off']),
    ]);
    const graded = Object.values(lists).flat() as string[];
    check(file, entry, [
      ...graded.filter((path, at) => graded.indexOf(path) !== at).map((path) => `${path} is graded twice`),
      ...graded
        .filter((path) => gradedTexts[path] === undefined)
        .map((path) => `${path} has no hash of the text graded in "gradedTexts"`),
    ]);
  });
  return value as Judgments;
}
