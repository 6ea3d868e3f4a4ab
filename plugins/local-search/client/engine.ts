/**
 * The local search engine: full-text matching by MiniSearch over the records of the loaded index
 * shards, then an Algolia-like tie-breaking ranking, so that a local index orders hits the way hosted
 * DocSearch does. Pure (no DOM, no fetch): the build, the browser client and the relevance suite in
 * Node all run this same code.
 *
 * Matching: a query word matches a record's word exactly, as the start of a longer word, through its
 * stem (disable, disabling), as a part of an identifier (Middleware in experimental_standaloneMiddleware)
 * or, in words of five letters or more, with one typo (an edit or a swap of two letters). A page's
 * title field also holds the words of its URL slug (faq, ssr, v10), which its author chose to name it.
 *
 * Ranking, criterion after criterion (the next one only breaks ties of the previous):
 * 1. words: more query words matched;
 * 2. typos: fewer words matched only through a typo;
 * 3. symbol: a query that is exactly the name of an API reference symbol (case included) puts that
 *    symbol's page first, unless a guide bears the same name;
 * 4. guides before the generated API reference;
 * 5. whole title: every query word matched in the page title;
 * 6. docs before the blog (a post's long title and chatty prose match a question's words in passing);
 * 7. attribute: the best attribute any word matched in, page title, then h2, then h3, then text;
 * 8. together: more query words matched in that attribute;
 * 9. exact: more words matched as whole words (not as a prefix, stem or identifier part);
 * 10. level: a page before its own sections (h2 before h3);
 * 11. MiniSearch's BM25 score (term frequency, rarity, field length).
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';

/** One record of an index shard, as written by the build: a page (lvl1) or one of its h2/h3 sections. */
export type IndexRecord = {
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3';
  lvl0: string;
  /** The page title. */
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  /** The section's prose (code blocks left out), cut to the shard's text limit. */
  text: string;
  /** A page of the generated API reference. */
  reference: boolean;
};

/** A shard file: the records of one `docusaurus_tag` (a docs version, or `default` for the blog). */
export type IndexShard = { tag: string; records: IndexRecord[] };

export type RankedHit = {
  record: IndexRecord;
  /** The `docusaurus_tag` of the record's shard. */
  tag: string;
  /** The words of the record that matched, for highlighting typo and stem matches too. */
  matchedTerms: string[];
};

const FIELDS = ['title', 'h2', 'h3', 'text'] as const;
type Field = (typeof FIELDS)[number];
const FIELD_RANK: Record<Field, number> = { title: 0, h2: 1, h3: 2, text: 3 };

const WORD = /[\p{L}\p{N}_$]+/gu;
/** `httpBatchLink` → http, Batch, Link; `createTRPCClient` → create, TRPC, Client. */
const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

/**
 * Query words that carry no meaning on their own, dropped from a query that has other words ("how to
 * add a middleware" searches for add and middleware).
 */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to use using what when where which why with'.split(
    ' ',
  ),
);

/** The words of a query, lowercased, stop words dropped unless nothing else is left. */
export function queryWords(query: string): string[] {
  const words = [...new Set((query.toLowerCase().match(WORD) ?? []) as string[])];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length ? meaningful : words;
}

/**
 * A light English stem, enough to relate the forms docs use: disable/disabling/disabled → disabl,
 * queries/query → query, middlewares/middleware → middlewar. Short words are left alone.
 */
export function stem(word: string): string {
  if (word.length < 4) return word;
  let base = word;
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith('ing') && base.length > 5) base = base.slice(0, -3);
  else if (base.endsWith('ed') && base.length > 4) base = base.slice(0, -2);
  else if (/(?:s|x|ch|sh)es$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith('s') && !base.endsWith('ss')) base = base.slice(0, -1);
  if (base.endsWith('e') && base.length > 4) base = base.slice(0, -1);
  return base;
}

/** The words of a page's URL slug: `/docs/migrate-from-v10-to-v11` → migrate from v10 to v11. */
export function slugWords(url: string): string {
  const path = url.split('#')[0]!;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)).replace(/[-_.]+/g, ' ');
}

/** The text of a record's field, as indexed. */
function fieldText(record: IndexRecord, field: Field): string {
  if (field === 'title') return `${record.lvl1} ${slugWords(record.url)}`;
  if (field === 'h2') return record.type === 'lvl2' ? (record.lvl2 ?? '') : '';
  if (field === 'h3') return record.type === 'lvl3' ? (record.lvl3 ?? '') : '';
  return record.text;
}

/**
 * The terms a field is indexed under: each word lowercased and its stem, the parts of a camelCase
 * identifier, and, in titles and headings, each pair of adjacent words joined ("Set up" is found by
 * "setup", "Next.js" by "nextjs"), as Algolia's word splitting and concatenation would, unless the first
 * is a stop word.
 */
export function indexTerms(text: string, field: Field): string[] {
  const words = (text.match(WORD) ?? []) as string[];
  const terms: string[] = [];
  words.forEach((word, i) => {
    const lower = word.toLowerCase();
    terms.push(lower);
    const stemmed = stem(lower);
    if (stemmed !== lower) terms.push(stemmed);
    const parts = word.match(CAMEL_PART) ?? [];
    if (parts.length > 1) for (const part of parts) terms.push(part.toLowerCase());
    // Not after a stop word: "with tRPC" is not `withTRPC`, nor "Use tRPC" `useTRPC`.
    const previous = words[i - 1]?.toLowerCase();
    if (field !== 'text' && previous !== undefined && !STOP_WORDS.has(previous)) terms.push(previous + lower);
  });
  return terms;
}

/** The whole words of a text, lowercased: an exact match must be one of them. */
function wholeWords(text: string): Set<string> {
  return new Set(((text.match(WORD) ?? []) as string[]).map((word) => word.toLowerCase()));
}

/** `word` with two adjacent letters swapped, each way: a swap is one typo, Levenshtein counts two. */
function swaps(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1]) variants.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return variants;
}

const isPrefixed = (term: string, index: number, terms: string[]) =>
  term.length >= 3 || (index === terms.length - 1 && term.length >= 2);
const typoBudget = (term: string) => (term.length >= 5 ? 1 : 0);

/** True when `a` and `b` are at most one edit (insertion, deletion, substitution, swap) apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  if (a.length === b.length) {
    return restA === restB || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

type MatchKind = 0 | 1 | 2; // exact (a whole word), partial (prefix, stem, identifier part), typo
function matchKind(queryWord: string, term: string): MatchKind | undefined {
  if (term === queryWord) return 0;
  if (term.startsWith(queryWord) || term === stem(queryWord)) return 1;
  if (typoBudget(queryWord) && (withinOneEdit(queryWord, term) || withinOneEdit(stem(queryWord), term))) return 2;
  return undefined;
}

type Key = {
  words: number;
  typos: number;
  symbol: number;
  guide: number;
  /** 0 when every query word matched in the page title. */
  wholeTitle: number;
  /** 0 for a docs page, 1 for a blog post or a standalone page. */
  docs: number;
  attribute: number;
  /** How many query words match in that best attribute ("next.js setup": all three in one title). */
  together: number;
  exact: number;
  level: number;
};

function rankingKey(result: SearchResult, words: string[], record: IndexRecord, symbol: number, tag: string): Key {
  let matched = 0;
  let typos = 0;
  let attribute: number = FIELDS.length;
  let exact = 0;
  const fieldWords = new Map<Field, Set<string>>();
  const wordFields: Set<number>[] = [];
  const isWhole = (word: string, field: Field) => {
    if (!fieldWords.has(field)) fieldWords.set(field, wholeWords(fieldText(record, field)));
    return fieldWords.get(field)!.has(word);
  };
  for (const word of words) {
    // The word's best match kind anywhere, and the best field among its matches of that kind.
    let best: { kind: MatchKind; field: number } | undefined;
    let isExact = false;
    const fieldsMatched = new Set<number>();
    for (const [term, fields] of Object.entries(result.match)) {
      const termKind = matchKind(word, term);
      if (termKind === undefined) continue;
      for (const field of fields as Field[]) {
        // The term may come from an identifier's part or a joined pair: exact only as a whole word.
        const kind = termKind === 0 && !isWhole(word, field) ? 1 : termKind;
        if (kind === 0) isExact = true;
        // Prefix and stem matches count for the attribute as an exact one does; a typo only without them.
        const rank = kind === 2 ? 2 : 0;
        fieldsMatched.add(FIELD_RANK[field]);
        const candidate = { kind: rank as MatchKind, field: FIELD_RANK[field] };
        if (!best || candidate.kind < best.kind || (candidate.kind === best.kind && candidate.field < best.field)) {
          best = candidate;
        }
      }
    }
    if (!best) continue;
    wordFields.push(fieldsMatched);
    matched += 1;
    if (best.kind === 2) typos += 1;
    if (isExact) exact += 1;
    attribute = Math.min(attribute, best.field);
  }
  const together = wordFields.filter((fields) => fields.has(attribute)).length;
  return {
    words: matched,
    typos,
    symbol,
    guide: record.reference ? 1 : 0,
    wholeTitle: attribute === FIELD_RANK.title && together === words.length ? 0 : 1,
    docs: tag.startsWith('docs-') ? 0 : 1,
    attribute,
    together,
    exact,
    level: record.type === 'lvl1' ? 0 : record.type === 'lvl2' ? 1 : 2,
  };
}

const compareKeys = (a: Key, b: Key) =>
  b.words - a.words ||
  a.typos - b.typos ||
  a.symbol - b.symbol ||
  a.guide - b.guide ||
  a.wholeTitle - b.wholeTitle ||
  a.docs - b.docs ||
  a.attribute - b.attribute ||
  b.together - a.together ||
  b.exact - a.exact ||
  a.level - b.level;

/** `createTRPCClient()` → `createTRPCClient`: the symbol an API reference page documents. */
const symbolName = (title: string) => title.replace(/\(\)$/, '');

export type SearchEngine = { search: (query: string) => RankedHit[] };

/** Indexes the records of some shards (in the browser, when the first search needs them). */
export function createEngine(shards: IndexShard[]): SearchEngine {
  const records = shards.flatMap((shard) => shard.records);
  const tags = shards.flatMap((shard) => shard.records.map(() => shard.tag));
  const miniSearch = new MiniSearch<{ id: number } & Record<Field, string>>({
    fields: [...FIELDS],
    storeFields: [],
    tokenize: (text, field) => indexTerms(text, (field ?? 'text') as Field),
    processTerm: (term) => term,
  });
  miniSearch.addAll(
    records.map((record, id) => ({
      id,
      title: fieldText(record, 'title'),
      h2: fieldText(record, 'h2'),
      h3: fieldText(record, 'h3'),
      text: fieldText(record, 'text'),
    })),
  );
  // Page titles: a guide's (lowercased) and each reference page's symbol (as written).
  const guideTitles = new Set(records.filter((r) => !r.reference).map((r) => symbolName(r.lvl1).toLowerCase()));
  const symbolPages = new Map<string, string>();
  for (const record of records) {
    if (record.reference && record.type === 'lvl1') symbolPages.set(symbolName(record.lvl1), record.url);
  }

  function search(query: string): RankedHit[] {
    const words = queryWords(query);
    if (!words.length) return [];
    const stems = words.map(stem).filter((stemmed, i) => stemmed !== words[i]);
    const typoVariants = words.filter((word) => typoBudget(word)).flatMap(swaps);
    const tree: Query = {
      combineWith: 'OR',
      queries: [
        { queries: words, prefix: isPrefixed, fuzzy: typoBudget, maxFuzzy: 1 },
        ...(stems.length ? [{ queries: stems, prefix: false, fuzzy: typoBudget, maxFuzzy: 1 }] : []),
        ...(typoVariants.length ? [{ queries: typoVariants, prefix: false, fuzzy: false }] : []),
      ],
    };
    const results = miniSearch.search(tree, {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: { title: 4, h2: 3, h3: 2, text: 1 },
    });
    const typed = query.trim();
    const symbolUrl = guideTitles.has(typed.toLowerCase()) ? undefined : symbolPages.get(symbolName(typed));
    return results
      .map((result) => {
        const record = records[result.id as number]!;
        const tag = tags[result.id as number]!;
        const symbol = symbolUrl !== undefined && record.url.split('#')[0] === symbolUrl ? 0 : 1;
        return { result, record, tag, key: rankingKey(result, words, record, symbol, tag) };
      })
      .sort((a, b) => compareKeys(a.key, b.key) || b.result.score - a.result.score)
      .map(({ result, record, tag }) => ({ record, tag, matchedTerms: result.terms }));
  }

  return { search };
}
