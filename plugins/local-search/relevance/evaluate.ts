/**
 * Runs the relevance suite against a built index, in Node, through the same client the browser uses
 * (client/localSearchClient.ts with client/engine.ts), and scores it as a reader sees the modal:
 * DocSearch shows hits grouped by category (lvl0) and, inside one, by page (lvl1), each group where
 * its first hit was.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLocalSearchClient, type LocalHit } from '../client/localSearchClient';
import { decodeShard } from '../client/shard';
import { shardFileName } from '../client/shardFile';
import { gradeBook, NO_JUDGMENTS } from './judgments';
import type { Judgments, RelevanceQuery } from './schema';

export type QueryOutcome = RelevanceQuery & {
  /** 1-based position of the expected page (or section, when it names one) among the hits as shown. */
  rank: number | undefined;
  /** 1-based position of the first hit on an expected page, any section of it. */
  pageRank: number | undefined;
  /** The first three hits as shown (paths). */
  top: string[];
  /** 1-based position of the first hit a blind judge found to answer the question (`judgments`), if judged. */
  judgedRank: number | undefined;
  /**
   * How many of the first three hits no judge has graded, or graded before their text changed: they count as not
   * answering.
   */
  ungraded: number;
};

type Rates = { hitAt1: number; hitAt3: number };

/**
 * Rates by `rank`, `byPage` by `pageRank` ("is the right page shown?"), and `judged` by `judgedRank` ("does the hit
 * shown answer the question?", of the questions with a judgment: `questions` of them, `ungraded` with a hit in the
 * first three no judge has graded as it now reads).
 */
export type RelevanceReport = Rates & {
  outcomes: QueryOutcome[];
  mrr: number;
  byPage: Rates;
  judged: Rates & { questions: number; ungraded: number };
};

/** The hits in the order DocSearch's modal displays them. */
export function displayOrder(hits: LocalHit[]): LocalHit[] {
  const groupBy = (items: LocalHit[], key: (hit: LocalHit) => string) => {
    const groups = new Map<string, LocalHit[]>();
    for (const hit of items) {
      if (!groups.has(key(hit))) groups.set(key(hit), []);
      groups.get(key(hit))!.push(hit);
    }
    return [...groups.values()];
  };
  return groupBy(hits, (hit) => hit.hierarchy.lvl0 ?? '').flatMap((group) =>
    groupBy(group, (hit) => hit.hierarchy.lvl1 ?? '').flat(),
  );
}

/** The facetFilters DocSearch sends from a page of `version` (Docusaurus's contextual search). */
export function facetFiltersFor(version: RelevanceQuery['version']): unknown[] {
  return ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version ?? 'current'}`]];
}

const matches = (hit: LocalHit, expect: RelevanceQuery['expect'], anyPart = false) => {
  const { pathname, hash } = new URL(hit.url);
  return [expect]
    .flat()
    .some((page) => (page.includes('#') && !anyPart ? pathname + hash === page : pathname === page.split('#')[0]));
};
/** The longest query the modal's input takes (src/theme/SearchBar): a longer paste is cut there. */
export const MAX_QUERY_LENGTH = 64;

const position = (index: number) => (index < 0 ? undefined : index + 1);

/** Scores `queries` on the index in `indexDir`, and as `judgments` graded their hits (none: no judged rates). */
export async function evaluateRelevance(
  indexDir: string,
  queries: RelevanceQuery[],
  judgments: Judgments = NO_JUDGMENTS,
): Promise<RelevanceReport> {
  const { gradesOf, textState } = gradeBook(judgments);
  // The loaded sections that read as they did when graded: only their grades hold (judgments.ts).
  const readAsGraded = new Set<string>();
  const client = createLocalSearchClient({
    load: async (tag) => {
      const shard = decodeShard(JSON.parse(await readFile(path.join(indexDir, shardFileName(tag)), 'utf8')));
      for (const record of shard.records) if (textState(record) === 'unchanged') readAsGraded.add(record.url);
      return shard;
    },
    origin: () => 'http://localhost',
  });
  const gradeOf = (grades: Record<string, 0 | 1 | 2>, path: string) =>
    readAsGraded.has(path) ? grades[path] : undefined;
  const outcomes: QueryOutcome[] = [];
  for (const entry of queries) {
    const { results } = await client.search({
      requests: [
        {
          indexName: 'local',
          query: entry.query.slice(0, MAX_QUERY_LENGTH),
          hitsPerPage: 20,
          facetFilters: facetFiltersFor(entry.version),
        },
      ],
    });
    const shown = displayOrder(results[0]!.hits).map((hit) => ({
      hit,
      path: new URL(hit.url).pathname + new URL(hit.url).hash,
    }));
    const grades = gradesOf(entry);
    outcomes.push({
      ...entry,
      rank: position(shown.findIndex(({ hit }) => matches(hit, entry.expect))),
      pageRank: position(shown.findIndex(({ hit }) => matches(hit, entry.expect, true))),
      top: shown.slice(0, 3).map(({ path }) => path),
      judgedRank: grades && position(shown.findIndex(({ path }) => gradeOf(grades, path) === 2)),
      ungraded: grades ? shown.slice(0, 3).filter(({ path }) => gradeOf(grades, path) === undefined).length : 0,
    });
  }
  const rates = (rankOf: (outcome: QueryOutcome) => number | undefined, of = outcomes): Rates => {
    const share = (test: (outcome: QueryOutcome) => boolean) => of.filter(test).length / (of.length || 1);
    return { hitAt1: share((o) => rankOf(o) === 1), hitAt3: share((o) => (rankOf(o) ?? Infinity) <= 3) };
  };
  const judged = outcomes.filter((outcome) => gradesOf(outcome));
  return {
    outcomes,
    ...rates((o) => o.rank),
    byPage: rates((o) => o.pageRank),
    judged: {
      ...rates((o) => o.judgedRank, judged),
      questions: judged.length,
      ungraded: judged.filter((o) => o.ungraded > 0).length,
    },
    mrr: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / outcomes.length,
  };
}
