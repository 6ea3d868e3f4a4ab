/**
 * Keeping the blind judgments (__tests__/relevance/judgments.json, read by judgments.ts) current: what is left to
 * grade after a ranking change or a page edit, and how new grades are recorded. `npm run judge`
 * (scripts/judge-search.ts) is the command line over these.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { decodeShard } from '../client/shard';
import type { IndexRecord } from '../client/engine';
import { evaluateRelevance } from './evaluate';
import { gradeBook, sectionHash } from './judgments';
import type { Judgment, Judgments, RelevanceQuery } from './schema';

/** What a judge reads of one section. */
export type Candidate = { url: string; page: string; heading: string | null; text: string };
/** A question with the sections a judge has to grade: shown in its first three hits, and ungraded as they read now. */
export type PacketEntry = { query: string; version?: RelevanceQuery['version']; candidates: Candidate[] };
/** A judge's grade of one section for one question: 2 answers it, 1 partly, 0 off. */
export type Grade = { query: string; version?: RelevanceQuery['version']; url: string; grade: 0 | 1 | 2 };

/** A judge reads a section's titles and the start of its prose, as a hit shows them. */
const TEXT_SHOWN = 700;

/** Every record of a built index, by path. */
export function indexedRecords(indexDir: string): Map<string, IndexRecord> {
  const records = new Map<string, IndexRecord>();
  for (const file of readdirSync(indexDir).filter((name) => name.endsWith('.json'))) {
    for (const record of decodeShard(JSON.parse(readFileSync(path.join(indexDir, file), 'utf8'))).records) {
      records.set(record.url, record);
    }
  }
  return records;
}

/**
 * What a judge has to grade: for each question, the sections of its first three hits that no judge has graded as
 * they now read, and every section it graded whose text has changed since (a regrade must cover every question that
 * graded the section, since the section's hash is one for all).
 */
export async function packetToGrade(
  indexDir: string,
  questions: RelevanceQuery[],
  judgments: Judgments,
): Promise<PacketEntry[]> {
  const records = indexedRecords(indexDir);
  const { gradesOf, textState } = gradeBook(judgments);
  const edited = (url: string) => records.has(url) && textState(records.get(url)!) === 'edited';
  const { outcomes } = await evaluateRelevance(indexDir, questions, judgments);
  return outcomes.flatMap((outcome) => {
    const { query, version, top } = outcome;
    const graded = Object.keys(gradesOf(outcome) ?? {});
    const urls = new Set([...top.filter((url) => !graded.includes(url)), ...graded.filter(edited)]);
    if (!urls.size) return [];
    const candidates = [...urls].map((url) => {
      const record = records.get(url)!;
      const heading = record.type === 'lvl1' ? null : (record.lvl3 ?? record.lvl2);
      return { url, page: record.lvl1, heading, text: record.text.slice(0, TEXT_SHOWN) };
    });
    return [{ query, ...(version ? { version } : {}), candidates }];
  });
}

/** The graded sections the index no longer has (renamed or removed): their grades match no hit. */
export function gradedSectionsGone({ judgments }: Judgments, records: Map<string, IndexRecord>): string[] {
  const graded = new Set(judgments.flatMap(({ answers, partly, off }) => [...answers, ...partly, ...off]));
  return [...graded].filter((url) => !records.has(url)).sort();
}

/**
 * The judgments with `grades` recorded: each replaces any earlier grade of its section for its question (a question
 * of `questions` no judge graded yet gets its judgment), and the section's hash becomes that of its text in
 * `records`, the build the judge read. Grades of sections that build lacks are dropped (`gradedSectionsGone`).
 */
export function recordGrades(
  { judgments, gradedTexts }: Judgments,
  grades: Grade[],
  records: Map<string, IndexRecord>,
  questions: RelevanceQuery[],
): Judgments {
  const indexed = (url: string) => records.has(url);
  const next: Judgment[] = judgments.map((judgment) => ({
    ...judgment,
    answers: judgment.answers.filter(indexed),
    partly: judgment.partly.filter(indexed),
    off: judgment.off.filter(indexed),
  }));
  const texts = Object.fromEntries(Object.entries(gradedTexts).filter(([url]) => indexed(url)));
  const same = (a: Pick<Grade, 'query' | 'version'>) => (b: Pick<Grade, 'query' | 'version'>) =>
    a.query === b.query && a.version === b.version;
  for (const { query, version, url, grade } of grades) {
    const named = `"${query}"${version ? ` (${version})` : ''}`;
    if (!questions.some(same({ query, version }))) throw new Error(`no reader question ${named}`);
    const record = records.get(url);
    if (!record) throw new Error(`${named}: ${url} is not a section of the built index`);
    if (![0, 1, 2].includes(grade)) throw new Error(`${named}: ${url} has grade ${grade}; grades are 0, 1 or 2`);
    let judgment = next.find(same({ query, version }));
    if (!judgment) {
      judgment = { query, ...(version ? { version } : {}), answers: [], partly: [], off: [] };
      next.push(judgment);
    }
    const without = (urls: string[]) => urls.filter((other) => other !== url);
    const [answers, partly, off] = [without(judgment.answers), without(judgment.partly), without(judgment.off)];
    [answers, partly, off][2 - grade]!.push(url);
    Object.assign(judgment, { answers: answers.sort(), partly: partly.sort(), off: off.sort() });
    texts[url] = sectionHash(record);
  }
  const sorted = Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : 1));
  return { judgments: next, gradedTexts: Object.fromEntries(sorted) };
}
