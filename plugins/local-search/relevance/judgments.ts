/**
 * Reading the blind judgments of the reader questions' hits (__tests__/relevance/judgments.json): for each question,
 * the sections a judge graded, who read them without knowing the ranking, the expected page or the rules (helper
 * sessions kept away from the tests and the bench). A section `answers` the question when landing there gives the
 * reader what they looked for, is `partly` on topic when the answer is elsewhere or incomplete, `off` otherwise.
 *
 * Why: `expect` names one page per question, so it misses a second page that answers as well ("file upload" and
 * "send file from client"), and it counts the right page when the section shown first is the wrong one of it (a
 * page's opening when the answer is its pitfall). The judged rates (evaluate.ts) score the hit a reader lands on.
 *
 * Graded (2026-11-29) against the ranking of that day: each question's first three hits as shown, its expected
 * sections, and the four best-matching sections of the first page shown and of the expected page, each judged on its
 * title, heading and first 700 characters of prose, with the page's source at hand. A ranking change can show a hit
 * no judge saw, and a page edit can change what a judge read (`gradedTexts`): such a hit counts as not answering
 * until a judge, kept as blind, grades it, and `npm run bench` counts the questions that have one. A section renamed
 * or removed keeps its grades, which match no hit; the bench counts them too. How to grade: test/README.md, "Judging
 * search hits" (`npm run judge`). Figures only: no test reads a grade.
 */
import type { IndexRecord } from '../client/engine';
import type { Judgments, RelevanceQuery } from './schema';

/** No judgments: every hit ungraded (the suite, which no judge graded). */
export const NO_JUDGMENTS: Judgments = { judgments: [], gradedTexts: {} };

/** A short hash of what a judge read of a section: its titles and its indexed prose (FNV-1a, 32 bits). */
export function sectionHash(record: Pick<IndexRecord, 'lvl1' | 'lvl2' | 'lvl3' | 'text'>): string {
  let hash = 0x811c9dc5;
  for (const char of `${record.lvl1}\n${record.lvl2 ?? ''}\n${record.lvl3 ?? ''}\n${record.text}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export type Grades = Record<string, 0 | 1 | 2>;

const key = ({ query, version }: { query: string; version?: string }) => `${version ?? 'current'} ${query}`;

/** The judgments, read: a question's grades, and whether a section still reads as it was graded. */
export function gradeBook({ judgments, gradedTexts }: Judgments) {
  const byQuestion = new Map(
    judgments.map((judgment) => {
      const grades: Grades = {};
      for (const path of judgment.off) grades[path] = 0;
      for (const path of judgment.partly) grades[path] = 1;
      for (const path of judgment.answers) grades[path] = 2;
      return [key(judgment), grades];
    }),
  );
  return {
    /** A question's grades by section path (2 answers, 1 partly, 0 off), or undefined when no judge graded it. */
    gradesOf: (question: Pick<RelevanceQuery, 'query' | 'version'>): Grades | undefined =>
      byQuestion.get(key(question)),
    /** Whether a section of the index reads as it did when graded, was edited since, or was never graded. */
    textState: (record: Pick<IndexRecord, 'url' | 'lvl1' | 'lvl2' | 'lvl3' | 'text'>) => {
      const graded = gradedTexts[record.url];
      if (graded === undefined) return 'ungraded';
      return graded === sectionHash(record) ? 'unchanged' : 'edited';
    },
  };
}
