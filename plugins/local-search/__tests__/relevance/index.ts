/**
 * The relevance data, JSON beside the tests that read it, loaded and validated (../../relevance/schema.ts: a bad
 * entry fails naming its file and entry):
 * - queries.json, the suite: queries as readers type them, grouped under what they test, each with the page that
 *   must come first. Written from the docs' point of view, not tuned to the ranker: when a query misses, fix the
 *   ranking rule the miss reveals, or the page's title or headings, never the expectation alone;
 * - reader-questions.json: the searches behind questions readers asked in trpc/trpc threads (`source`), each as a
 *   reader types it, with the page that answers it. Ranking rules are tuned on the entries without `heldOut`; the
 *   held-out ones show whether the rules generalise, round by round:
 *   - round 1: every third entry of the first list, chosen in file order before any tuning. Its misses have been
 *     read since, to find the kinds of miss that rules then fixed, so it flatters the ranking;
 *   - round 2 (2026-11-29): written later by writers who had seen neither the ranker, this data nor the pages'
 *     keywords, from odd-numbered threads (the keywords' writers mined even-numbered ones). Its misses were read
 *     once, on the day it was added;
 *   - round 3 (2026-11-29): written the same way, from threads no earlier round used; only its rates had been
 *     looked at when round 4 came, and its misses read then;
 *   - round 4: written the same way, from threads no earlier round (nor the keywords' writers) used; only 19, as
 *     the search of readers' threads ran dry under those rules; its misses read once, with round 5;
 *   - round 5 (2026-12-06): questions with a distinctive word beside common ones, for the rule that a page holding
 *     one word of several in passing gets no field's boost for it (`inPassing`, ../../client/engine.ts), written by
 *     a writer who had read the ranker; split in two before any rule was tried: the first half joined the tuned
 *     part (the questions that showed the weakness among them), the second held out; none of its misses read;
 *   - round 6 (2026-12-06): written like rounds 2 to 4, by writers who read neither the ranker nor this data, from
 *     threads no earlier round used (27, the threads left ran dry); its rates looked at, and its misses once,
 *     before that rule was chosen.
 *   A held-out miss is fixed by a rule or a page, never by editing the entry. When a round's misses are read, the
 *   next round is the one that tells;
 * - pasted-errors.json: error messages as a reader pastes them (a `TRPCClientError:` or `Error:` prefix, the quotes,
 *   real paths, names and numbers where the page writes `…`), from the pages' `<Quoted>` texts and the error catalogue
 *   (scripts/snippets/messages.ts) of each version; each expects every page whose prose holds the message's fixed
 *   part. Split before any tuning: every third entry is held out (`heldOut: 1`) and never tuned on;
 * - judgments.json: a blind judge's grades of the sections shown for each reader question (../../relevance/
 *   judgments.ts), written by `npm run judge -- record`. Only the bench scores by them.
 * The tests gate on pages (../relevance.test.ts); `npm run bench` reports sections and judged rates too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HELD_OUT_ROUNDS,
  parseJudgments,
  parseQueries,
  parseQueryGroups,
  type Judgments,
  type ReaderQuestionPart,
  type RelevanceQuery,
} from '../../relevance/schema';

/** Each data file, as a path from the repository root (how failures name it) and on disk. */
const file = (name: string) => ({
  name: path.relative(path.join(__dirname, '../../../..'), path.join(__dirname, name)),
  path: path.join(__dirname, name),
});
export const DATA_FILES = {
  queries: file('queries.json'),
  readerQuestions: file('reader-questions.json'),
  pastedErrors: file('pasted-errors.json'),
  judgments: file('judgments.json'),
};

function load<T>({ name, path }: { name: string; path: string }, parse: (file: string, value: unknown) => T): T {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : error}`);
  }
  return parse(name, value);
}

export const RELEVANCE_QUERIES: RelevanceQuery[] = load(DATA_FILES.queries, parseQueryGroups);
export const READER_QUESTIONS: RelevanceQuery[] = load(DATA_FILES.readerQuestions, parseQueries);
export const PASTED_ERRORS: RelevanceQuery[] = load(DATA_FILES.pastedErrors, parseQueries);

/** The pasted errors by part: the one ranking rules are tuned on, and the held-out one. */
export const PASTED_ERROR_PARTS: { part: 'tuned' | 'held out'; questions: RelevanceQuery[] }[] = [
  { part: 'tuned', questions: PASTED_ERRORS.filter((entry) => !entry.heldOut) },
  { part: 'held out', questions: PASTED_ERRORS.filter((entry) => entry.heldOut) },
];

/** The reader questions by part, the tuned part first, then each round, oldest first: as tests and bench report them. */
export const READER_QUESTION_PARTS: { part: ReaderQuestionPart; questions: RelevanceQuery[] }[] = [
  undefined,
  ...HELD_OUT_ROUNDS,
].map((round) => ({
  part: round ? `round ${round}` : 'tuned',
  questions: READER_QUESTIONS.filter((entry) => entry.heldOut === round),
}));

/** Read on demand: the bench and `npm run judge` use the judgments, and a test checks each reader question has one. */
export const loadJudgments = (): Judgments => load(DATA_FILES.judgments, parseJudgments);
