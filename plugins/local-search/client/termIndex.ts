/**
 * The inverted index under the search engine (engine.ts): each term's postings, field by field, scored with
 * BM25+, found by exact term, by prefix or within one edit, with the scoring MiniSearch 7 uses (its BM25+
 * parameters and prefix and fuzzy weights). It replaced MiniSearch because the
 * first search waits for the index to be built, and a hash map of flat postings builds in under half the time
 * of MiniSearch's radix tree of maps; the engine ranked 6,354 of 6,356 suite queries and their prefixes the same
 * with either (PERFORMANCE.md, "Search"). Prefix and fuzzy matches scan the terms of the same first letter, or of a
 * length one apart.
 */

/** One record found: its position in the documents indexed, and what it matched. */
export type TermSearchResult = {
  id: number;
  /** BM25 over the matching terms and fields, times the number of query terms matched. */
  score: number;
  /** The index terms matched (exactly, by prefix or within one edit). */
  terms: string[];
  /** The query terms that matched. */
  queryTerms: string[];
  /** Each index term matched, with the fields it matched in. */
  match: Record<string, string[]>;
};

/** A list of query terms and how each may match; the terms' results are added up. */
export type TermQuery = {
  terms: string[];
  /** Whether a term also finds the longer terms it starts. */
  prefix: (term: string) => boolean;
  /** Whether a term also finds the terms one edit away (an insertion, a deletion or a substitution). */
  fuzzy: (term: string) => boolean;
};

/** BM25+ parameters, and what a prefix or a fuzzy match weighs against an exact one (MiniSearch 7's defaults). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

type Found = { score: number; terms: string[]; match: Record<string, string[]> };

/** Whether two different terms are one insertion, deletion or substitution apart (Levenshtein distance 1). */
export function oneEditApart(a: string, b: string): boolean {
  const shorter = a.length <= b.length ? a : b;
  const longer = shorter === a ? b : a;
  if (longer.length - shorter.length > 1) return false;
  let i = 0;
  while (i < shorter.length && shorter.charCodeAt(i) === longer.charCodeAt(i)) i += 1;
  // Past the first difference, the rest must be equal: shifted by one for an insertion, aligned for a substitution.
  const skip = longer.length > shorter.length ? 0 : 1;
  for (let j = i + skip; j < shorter.length; j += 1) {
    if (shorter.charCodeAt(j) !== longer.charCodeAt(j + 1 - skip)) return false;
  }
  return true;
}

export class TermIndex<Field extends string> {
  private readonly fields: readonly Field[];
  /** Per term: (field number, document, term frequency) triples, in the order documents were added. */
  private readonly postings = new Map<string, number[]>();
  /** Per document and field, the number of distinct terms (`document * fields + field`). */
  private readonly lengths: Uint32Array;
  /** Per field, the average of those numbers over the documents. */
  private readonly averageLength: number[];
  private readonly documentCount: number;
  /** The terms by their first character and by their length: where prefix and fuzzy matches are looked for. */
  private readonly byFirst = new Map<string, string[]>();
  private readonly byLength = new Map<number, string[]>();

  constructor(
    fields: readonly Field[],
    documents: Record<Field, string>[],
    tokenize: (text: string, field: Field) => string[],
  ) {
    this.fields = fields;
    this.documentCount = documents.length;
    this.lengths = new Uint32Array(documents.length * fields.length);
    const totalLength = fields.map(() => 0);
    documents.forEach((document, id) => {
      fields.forEach((field, f) => {
        let distinct = 0;
        for (const term of tokenize(document[field], field)) {
          let list = this.postings.get(term);
          if (!list) {
            this.postings.set(term, (list = []));
            this.list(this.byFirst, term[0]!).push(term);
            this.list(this.byLength, term.length).push(term);
          }
          const last = list.length - 3;
          // The term's last triple is this document's field when the term occurred in it before.
          if (last >= 0 && list[last] === f && list[last + 1] === id) list[last + 2]! += 1;
          else {
            list.push(f, id, 1);
            distinct += 1;
          }
        }
        this.lengths[id * fields.length + f] = distinct;
        totalLength[f]! += distinct;
      });
    });
    this.averageLength = totalLength.map((total) => total / (documents.length || 1));
  }

  /** The records matching any query term, by score (ties in the order they were found). */
  search(queries: TermQuery[], boost: Partial<Record<Field, number>>): TermSearchResult[] {
    const boosts = this.fields.map((field) => boost[field] || 1);
    const found = new Map<number, Found>();
    for (const query of queries) {
      const group = new Map<number, Found>();
      for (const term of query.terms) this.or(group, this.searchTerm(term, query, boosts));
      this.or(found, group);
    }
    return [...found]
      .map(([id, { score, terms, match }]) => ({
        id,
        score: score * (terms.length || 1),
        terms: Object.keys(match),
        queryTerms: terms,
        match,
      }))
      .sort((a, b) => b.score - a.score);
  }

  private searchTerm(term: string, query: TermQuery, boosts: number[]): Map<number, Found> {
    const results = new Map<number, Found>();
    this.addTermResults(results, term, term, 1, boosts);
    const prefix = query.prefix(term);
    const fuzzy = query.fuzzy(term);
    if (!prefix && !fuzzy) return results;
    const isPrefixed = (indexed: string) => prefix && indexed !== term && indexed.startsWith(term);
    const prefixed = prefix ? (this.byFirst.get(term[0]!) ?? []).filter(isPrefixed) : [];
    // A term both prefixed and one edit away counts as prefixed.
    const near = fuzzy
      ? [term.length - 1, term.length, term.length + 1]
          .flatMap((length) => this.byLength.get(length) ?? [])
          .filter((indexed) => indexed !== term && !isPrefixed(indexed) && oneEditApart(term, indexed))
      : [];
    for (const indexed of prefixed) {
      const distance = indexed.length - term.length;
      this.addTermResults(
        results,
        term,
        indexed,
        (PREFIX_WEIGHT * indexed.length) / (indexed.length + 0.3 * distance),
        boosts,
      );
    }
    for (const indexed of near) {
      this.addTermResults(results, term, indexed, (FUZZY_WEIGHT * indexed.length) / (indexed.length + 1), boosts);
    }
    return results;
  }

  private addTermResults(
    results: Map<number, Found>,
    queryTerm: string,
    term: string,
    weight: number,
    boosts: number[],
  ) {
    const list = this.postings.get(term);
    if (!list) return;
    const fieldCount = this.fields.length;
    // The term's document count in each field, for its inverse document frequency there.
    const matching = new Array<number>(fieldCount).fill(0);
    for (let i = 0; i < list.length; i += 3) matching[list[i]!]! += 1;
    const inverse = matching.map((count) => Math.log(1 + (this.documentCount - count + 0.5) / (count + 0.5)));
    for (let i = 0; i < list.length; i += 3) {
      const f = list[i]!;
      const id = list[i + 1]!;
      const frequency = list[i + 2]!;
      const length = this.lengths[id * fieldCount + f]!;
      const raw =
        inverse[f]! *
        (BM25.d +
          (frequency * (BM25.k + 1)) /
            (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / this.averageLength[f]!)));
      const score = weight * boosts[f]! * raw;
      const field = this.fields[f]!;
      const result = results.get(id);
      if (!result) {
        // No prototype: a term may be `constructor` or `__proto__`.
        const match: Record<string, string[]> = Object.create(null);
        match[term] = [field];
        results.set(id, { score, terms: [queryTerm], match });
      } else {
        result.score += score;
        if (!result.terms.includes(queryTerm)) result.terms.push(queryTerm);
        (result.match[term] ??= []).push(field);
      }
    }
  }

  private list<Key>(lists: Map<Key, string[]>, key: Key): string[] {
    let list = lists.get(key);
    if (!list) lists.set(key, (list = []));
    return list;
  }

  /** Adds `from`'s records into `into`: scores summed, query terms and matches merged. */
  private or(into: Map<number, Found>, from: Map<number, Found>): void {
    for (const [id, result] of from) {
      const existing = into.get(id);
      if (!existing) into.set(id, result);
      else {
        existing.score += result.score;
        Object.assign(existing.match, result.match);
        for (const term of result.terms) if (!existing.terms.includes(term)) existing.terms.push(term);
      }
    }
  }
}
