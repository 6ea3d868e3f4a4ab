/**
 * The local search engine: full-text matching (termIndex.ts) over the records of the loaded index
 * shards, then a ranking of pages, so that the first page shown is the one that answers the query.
 * Pure (no DOM, no fetch): the build, the browser client and the relevance suite in Node all run this
 * same code.
 *
 * Matching: a query word matches a record's word exactly, as the start of a longer word, through its
 * stem (disable, disabling), as a part of an identifier (Middleware in experimental_standaloneMiddleware)
 * or, in words of five letters or more, with one typo (an edit or a swap of two letters). A page's
 * title field also holds the words of its URL slug (faq, ssr, v10), which its author chose to name it.
 *
 * Fields, from the weightiest: the page title; the section's h2 or h3; the names the section defines
 * (an options table's first column), the page's keywords (front matter: the searches its writer expects,
 * in readers' words) and its opening text (its lead); the section's text; the identifiers of its code; the
 * text of its Related list (which describes other pages).
 *
 * Ranking, criterion after criterion (the next one only breaks ties of the previous):
 * 1. symbol: a query that is exactly the name of an API reference symbol (case included) puts that
 *    symbol's page first, unless a guide bears the same name or the symbol is deprecated;
 * 2. guides before the generated API reference;
 * 3. quoted: a page one of whose sections quotes the pasted message (quotes.ts: its prefix dropped, the reader's own
 *    values where the page writes `…`, cut at 64 characters);
 * 4. named: a page whose title, slug or one of its keywords is the query (stop words aside), then one that is
 *    by stems, then one whose name is a one-word identifier's parts but perhaps its leading verb
 *    (`createServerSideHelpers`, "Server-Side Helpers");
 * 5. phrase: a page one of whose records holds the query as a phrase, when the query has four typed words or more
 *    (a pasted message: "WebSocket is not defined");
 * 6. the page's score: for each query word, its rarity (a word most records match weighs little) times
 *    its best match on the page (field weight × kind: exact, partial, typo), plus a little for each
 *    further section where it matches. A page that matches one word of several, one carrying less than half the
 *    query's rarity, gets no field's boost for it: a common word in its heading does not outweigh the distinctive
 *    word on another page. A blog post's or a migration guide's score counts less unless its
 *    title holds every query word: a post's long title and chatty prose, and a guide's list of every
 *    change, match a question's words in passing;
 * 7. the page's best BM25 score (a mention in a short section is more focused);
 * Within a page: the hits quoting the message first, then those holding the phrase, then by their own score, a page
 * before its sections. Each page keeps its best HITS_PER_PAGE hits.
 */
import { matchesQuote, pastedWords, quoteTokens, withoutPrefix, type QuoteToken } from './quotes';
import { oneEditApart, TermIndex, type TermSearchResult as SearchResult } from './termIndex';

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
  /** The identifiers of the section's code blocks, space-separated. */
  code: string;
  /** The terms the section defines (an options table's first column, a definition list), one per line. */
  defines: string;
  /** The text of the section's list items that open with a link to another page (a Related list). */
  pointers: string;
  /** The page's keywords, one per line: searches its writer expects readers to type for it (page records only). */
  keywords: string;
  /** A page of the generated API reference. */
  reference: boolean;
  /** The messages the section quotes, one per line, uncut (extract.ts): matched as phrases against a pasted one. */
  quotes: string;
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

const FIELDS = ['title', 'h2', 'h3', 'defines', 'keywords', 'lead', 'text', 'code', 'pointers'] as const;
type Field = (typeof FIELDS)[number];

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
  if (field === 'code') return record.code;
  if (field === 'defines') return record.defines;
  if (field === 'pointers') return record.pointers;
  if (field === 'keywords') return record.keywords;
  // A page's opening text says what the page is about; a section's text is its own field.
  if (field === 'lead') return record.type === 'lvl1' ? record.text : '';
  return record.type === 'lvl1' ? '' : record.text;
}

/**
 * The terms a field is indexed under: each word lowercased and its stem, the parts of a camelCase
 * identifier, and, in titles and headings, each pair of adjacent words joined ("Set up" is found by
 * "setup", "Next.js" by "nextjs"), as Algolia's word splitting and concatenation would, unless the first
 * is a stop word.
 */
export function indexTerms(text: string, field: Field, terms = wordTerms): string[] {
  // An identifier of code is found by its whole name (or a prefix), not by its parts.
  if (field === 'code') return text ? text.toLowerCase().split(' ') : [];
  const words = (text.match(WORD) ?? []) as string[];
  const indexed: string[] = [];
  let previous: string | undefined;
  for (const word of words) {
    const forms = terms(word);
    for (const form of forms) indexed.push(form);
    // Not after a stop word: "with tRPC" is not `withTRPC`, nor "Use tRPC" `useTRPC`.
    if (field !== 'text' && previous !== undefined && !STOP_WORDS.has(previous)) indexed.push(previous + forms[0]);
    previous = forms[0];
  }
  return indexed;
}

/** A word's terms: lowercased first, then its stem and its camelCase parts when they differ. */
function wordTerms(word: string): string[] {
  const lower = word.toLowerCase();
  const terms = [lower];
  const stemmed = stem(lower);
  if (stemmed !== lower) terms.push(stemmed);
  const parts = word.match(CAMEL_PART) ?? [];
  if (parts.length > 1) for (const part of parts) terms.push(part.toLowerCase());
  return terms;
}

/** wordTerms, remembered: a site's prose repeats its words, so an index build meets most of them many times. */
function rememberedWordTerms(): (word: string) => string[] {
  const known = new Map<string, string[]>();
  return (word) => {
    let terms = known.get(word);
    if (!terms) known.set(word, (terms = wordTerms(word)));
    return terms;
  };
}

/** The whole words of a text, lowercased, and their stems: an exact match must be one of them. */
function wholeWords(text: string): Set<string> {
  return new Set(
    ((text.match(WORD) ?? []) as string[]).flatMap((word) => [word.toLowerCase(), stem(word.toLowerCase())]),
  );
}

/** The meaningful words of a title, a slug or a query, sorted, optionally as stems ("Routers" and "router"). */
const namedBy = (text: string, stemmed: boolean) =>
  [
    ...new Set(
      ((text.toLowerCase().match(WORD) ?? []) as string[])
        .filter((w) => !STOP_WORDS.has(w))
        .map((w) => (stemmed ? stem(w) : w)),
    ),
  ]
    .sort()
    .join(' ');

/** `word` with two adjacent letters swapped, each way: a swap is one typo, Levenshtein counts two. */
function swaps(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1]) variants.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return variants;
}

/** A query word of two letters or more also finds the longer words it starts: "ro" finds router. */
const isPrefixed = (term: string) => term.length >= 2;
/** A query word of five letters or more may hold one typo. */
const mayHaveTypo = (term: string) => term.length >= 5;
const never = () => false;

/** True when `a` and `b` are at most one edit (insertion, deletion, substitution, swap) apart. */
export function withinOneEdit(a: string, b: string): boolean {
  return a === b || oneEditApart(a, b) || (a.length === b.length && swaps(a).includes(b));
}

type MatchKind = 0 | 1 | 2; // exact (a whole word), partial (prefix, stem, identifier part), typo
function matchKind(queryWord: string, term: string): MatchKind | undefined {
  if (term === queryWord) return 0;
  if (term.startsWith(queryWord) || term === stem(queryWord)) return 1;
  if (mayHaveTypo(queryWord) && (withinOneEdit(queryWord, term) || withinOneEdit(stem(queryWord), term))) return 2;
  return undefined;
}

type WordMatch = { field: Field; kind: MatchKind };

/** What a word matched in a field weighs: a page's title names its subject, a Related list only points elsewhere. */
const FIELD_WEIGHT: Record<Field, number> = {
  title: 6,
  h2: 4,
  h3: 3,
  defines: 2,
  keywords: 2,
  lead: 2,
  text: 1,
  code: 0.6,
  pointers: 0.5,
};
/** What a match weighs by kind: exact, partial (prefix, stem, identifier part), typo. */
const KIND_WEIGHT: Record<MatchKind, number> = { 0: 1, 1: 0.7, 2: 0.4 };
/** Each further section of a page where a word matches adds this much of the log of their number. */
const SPREAD = 0.6;
/**
 * A page about changes rather than one subject, a blog post or a migration guide, counts this much, unless its
 * title holds every query word: it names every API it changes in passing, as a post's chatty prose names many.
 */
const CHANGES_WEIGHT = 0.4;
/** A migration guide's path: `/docs/migrate-from-v10-to-v11`. */
const MIGRATION_GUIDE = /\/migrate-from-[^/]*$/;
/**
 * A query of this many typed words or more is looked for as a phrase too: a page whose text holds it (a pasted error
 * message, a sentence) ranks first. Shorter ones are names and topics ("next.js app router"), which a page's text
 * mentions in passing.
 */
const PHRASE_WORDS = 4;
/** A text's words, lowercased, one space apart: `No "query"-procedure` → `no query procedure`. */
const wordRun = (text: string) => ((text.toLowerCase().match(WORD) ?? []) as string[]).join(' ');
/**
 * Hits shown per page, its best ones: with more, one page that mentions the query in many sections
 * pushes every other page out of the first rows of the modal.
 */
export const HITS_PER_PAGE = 2;

const SHORT_FIELDS = new Set<Field>(['title', 'keywords', 'h2', 'h3', 'defines']);

const weight = (match: WordMatch) => FIELD_WEIGHT[match.field] * KIND_WEIGHT[match.kind];

/** Each query word's best match in a record, by weight. */
function wordMatches(result: SearchResult, words: string[], record: IndexRecord): Map<string, WordMatch> {
  const fieldWords = new Map<Field, Set<string>>();
  const isWhole = (word: string, field: Field) => {
    if (!fieldWords.has(field)) fieldWords.set(field, wholeWords(fieldText(record, field)));
    return fieldWords.get(field)!.has(word) || fieldWords.get(field)!.has(stem(word));
  };
  const matches = new Map<string, WordMatch>();
  for (const word of words) {
    let best: WordMatch | undefined;
    for (const [term, fields] of Object.entries(result.match)) {
      const termKind = matchKind(word, term);
      if (termKind === undefined) continue;
      for (const field of fields as Field[]) {
        // In a short field, a term may come from an identifier's part or a joined pair: exact only as a whole
        // word (or its stem). Long fields are not split into words again for this: it would cost most of a search.
        const kind: MatchKind = termKind === 2 || !SHORT_FIELDS.has(field) ? termKind : isWhole(word, field) ? 0 : 1;
        const candidate = { field, kind };
        // Of equal weights, a match in the record's own words, which its score counts, over one in keywords.
        if (
          !best ||
          weight(candidate) > weight(best) ||
          (weight(candidate) === weight(best) && best.field === 'keywords')
        )
          best = candidate;
      }
    }
    if (best) matches.set(word, best);
  }
  return matches;
}

type ScoredHit = {
  id: number;
  record: IndexRecord;
  result: SearchResult;
  /** Each query word's best match in the record. */
  matches: Map<string, WordMatch>;
  page: string;
  /** Σ over the words it matched of rarity × weight. */
  score: number;
  /** The page's score, the same for each of its hits: see the ranking above. */
  pageScore: number;
  /** The best BM25 score among the page's hits: between equal page scores, the more focused mention. */
  pageBm25: number;
  /** The id of the page's first hit: equal pages keep index order. */
  pageOrder: number;
  symbol: 0 | 1;
  guide: 0 | 1;
  named: 0 | 1 | 2 | 3;
  /** 0 when the record quotes the pasted message (quotes.ts), and when one of its page's records does. */
  quoted: 0 | 1;
  pageQuoted: 0 | 1;
  /** 0 when the record's text holds the query as a phrase (PHRASE_WORDS), and when one of its page's records does. */
  phrase: 0 | 1;
  pagePhrase: 0 | 1;
  level: number;
};

/** The stems of the words of a text, identifiers split into their parts (`httpBatchLink` → http batch link). */
function wordParts(text: string): string[] {
  return ((text.match(WORD) ?? []) as string[]).flatMap((word) =>
    ((word.match(CAMEL_PART) ?? [word]) as string[]).map((part) => stem(part.toLowerCase())),
  );
}

/** A one-word query's parts, if it is an identifier of several (`createServerSideHelpers`), its verb included. */
function identifierParts(query: string): string[] | undefined {
  if (!/^[\p{L}\p{N}_$]+$/u.test(query)) return undefined;
  const parts = wordParts(query);
  return parts.length > 1 ? parts : undefined;
}

/**
 * Whether a page's name (the parts of its title or slug) is an identifier's parts, all of them but perhaps its
 * leading verb or prefix: "Server-Side Helpers" names `createServerSideHelpers`, "Routers" `createRouter` and
 * `httpBatchStreamLink` `unstable_httpBatchStreamLink`; "React Queries" does not name `createReactQueryHooks`,
 * nor "Client" `createTRPCClient`.
 */
function namesIdentifier(name: ReadonlySet<string>, parts: readonly string[]): boolean {
  return (
    name.size > 0 &&
    [...name].every((part) => parts.includes(part)) &&
    parts.every((part, index) => index === 0 || name.has(part))
  );
}

/** The heading typedoc-plugin-markdown gives a symbol's `@deprecated` note on its reference page. */
const DEPRECATED_HEADING = 'Deprecated';

/** `createTRPCClient()` → `createTRPCClient`: the symbol an API reference page documents. */
const symbolName = (title: string) => title.replace(/\(\)$/, '');

export type SearchEngine = { search: (query: string) => RankedHit[] };

/** Indexes the records of some shards (in the browser, when the first search needs them). */
export function createEngine(shards: IndexShard[]): SearchEngine {
  const records = shards.flatMap((shard) => shard.records);
  const tags = shards.flatMap((shard) => shard.records.map(() => shard.tag));
  const terms = rememberedWordTerms();
  const termIndex = new TermIndex(
    FIELDS,
    records.map((record) => ({
      title: fieldText(record, 'title'),
      h2: fieldText(record, 'h2'),
      h3: fieldText(record, 'h3'),
      text: fieldText(record, 'text'),
      code: fieldText(record, 'code'),
      defines: fieldText(record, 'defines'),
      keywords: fieldText(record, 'keywords'),
      lead: fieldText(record, 'lead'),
      pointers: fieldText(record, 'pointers'),
    })),
    (text, field) => indexTerms(text, field, terms),
  );
  // Page titles: a guide's (lowercased) and each reference page's symbol (as written).
  const guideTitles = new Set(records.filter((r) => !r.reference).map((r) => symbolName(r.lvl1).toLowerCase()));
  const symbolPages = new Map<string, string>();
  for (const record of records) {
    if (record.reference && record.type === 'lvl1') symbolPages.set(symbolName(record.lvl1), record.url);
  }
  // Who searches a deprecated symbol wants the guide that says what replaces it, not its reference page.
  for (const record of records) {
    if (record.reference && record.lvl2 === DEPRECATED_HEADING) symbolPages.delete(symbolName(record.lvl1));
  }
  // The names of each page (its title, slug and keywords), as they are, by stems and by parts, for the "named"
  // criterion. A page's first record is the page record, the one that holds its keywords.
  const pageNames = new Map<string, [Set<string>, Set<string>, Set<string>[]]>();
  for (const record of records) {
    const page = record.url.split('#')[0]!;
    if (pageNames.has(page)) continue;
    const texts = [record.lvl1, slugWords(page), ...record.keywords.split('\n').filter(Boolean)];
    pageNames.set(page, [
      new Set(texts.map((text) => namedBy(text, false))),
      new Set(texts.map((text) => namedBy(text, true))),
      texts.map((text) => new Set(wordParts(text).filter((part) => !STOP_WORDS.has(part)))),
    ]);
  }

  // Each record's quotes as tokens, worked out when a search first meets the record.
  const quoteCache = new Map<number, QuoteToken[][]>();

  function search(query: string): RankedHit[] {
    const words = queryWords(query);
    if (!words.length) return [];
    const stems = words.map(stem).filter((stemmed, i) => stemmed !== words[i]);
    const typoVariants = words.filter(mayHaveTypo).flatMap(swaps);
    const results = termIndex.search(
      [
        { terms: words, prefix: isPrefixed, fuzzy: mayHaveTypo },
        { terms: stems, prefix: never, fuzzy: mayHaveTypo },
        { terms: typoVariants, prefix: never, fuzzy: never },
      ],
      { title: 4, h2: 3, h3: 2, defines: 2, keywords: 2, lead: 1.5, text: 1, code: 0.5, pointers: 0.5 },
    );
    const typed = query.trim();
    const symbolUrl = guideTitles.has(typed.toLowerCase()) ? undefined : symbolPages.get(symbolName(typed));
    const queryNames = [namedBy(words.join(' '), false), namedBy(words.join(' '), true)];
    const parts = identifierParts(typed);
    const naming = (page: string) => {
      const [asWritten, byStems, byParts] = pageNames.get(page)!;
      if (asWritten.has(queryNames[0]!)) return 0;
      if (byStems.has(queryNames[1]!)) return 1;
      return parts && byParts.some((name) => namesIdentifier(name, parts)) ? 2 : 3;
    };
    // A query of several typed words, stop words included, as a run of words: what a pasted message looks like.
    const message = withoutPrefix(typed);
    const phrase = message.split(/\s+/).length >= PHRASE_WORDS ? ` ${wordRun(message)} ` : undefined;
    const pasted = pastedWords(typed);
    const quotesIt = (id: number) => {
      if (pasted.length < 2 || !records[id]!.quotes) return false;
      let quotes = quoteCache.get(id);
      if (!quotes) quoteCache.set(id, (quotes = records[id]!.quotes.split('\n').map(quoteTokens)));
      return quotes.some((quote) => matchesQuote(pasted, quote));
    };
    const holdsPhrase = (record: IndexRecord) => phrase !== undefined && ` ${wordRun(record.text)} `.includes(phrase);
    const hits: ScoredHit[] = results.map((result) => {
      const id = result.id as number;
      const record = records[id]!;
      const page = record.url.split('#')[0]!;
      return {
        id,
        record,
        result,
        matches: wordMatches(result, words, record),
        page,
        score: 0,
        pageScore: 0,
        pageBm25: 0,
        pageOrder: id,
        pagePhrase: 1,
        quoted: quotesIt(id) ? 0 : 1,
        pageQuoted: 1,
        symbol: symbolUrl !== undefined && page === symbolUrl ? 0 : 1,
        guide: record.reference ? 1 : 0,
        named: naming(page),
        phrase: holdsPhrase(record) ? 0 : 1,
        level: record.type === 'lvl1' ? 0 : record.type === 'lvl2' ? 1 : 2,
      };
    });
    // A word's rarity among the records that matched it: a common word ("all", "client") weighs little.
    const matchedBy = new Map<string, number>();
    for (const hit of hits) for (const word of hit.matches.keys()) matchedBy.set(word, (matchedBy.get(word) ?? 0) + 1);
    const rarity = (word: string) => Math.log(1 + records.length / matchedBy.get(word)!);
    const pages = new Map<string, ScoredHit[]>();
    for (const hit of hits) {
      // Keywords name the page, not its opening: a section that matches in its own words goes before the page.
      for (const [word, match] of hit.matches)
        if (match.field !== 'keywords') hit.score += rarity(word) * weight(match);
      if (!pages.has(hit.page)) pages.set(hit.page, []);
      pages.get(hit.page)!.push(hit);
    }
    const queryRarity = words.filter((word) => matchedBy.has(word)).reduce((sum, word) => sum + rarity(word), 0);
    for (const pageHits of pages.values()) {
      const matched = words.filter((word) => pageHits.some((hit) => hit.matches.has(word)));
      // One word of several, and the lesser part of the query: the page's title or heading names the page's subject,
      // not the query's, so the word weighs as prose there ("deprecated" in a heading against createTRPCProxyClient).
      const inPassing = matched.length === 1 && words.length > 1 && rarity(matched[0]!) < queryRarity / 2;
      let pageScore = 0;
      for (const word of words) {
        const weights: number[] = [];
        for (const hit of pageHits) {
          const match = hit.matches.get(word);
          if (match) weights.push(inPassing ? Math.min(weight(match), FIELD_WEIGHT.text) : weight(match));
        }
        if (weights.length) pageScore += rarity(word) * (Math.max(...weights) + SPREAD * Math.log(weights.length));
      }
      const aboutChanges = !tags[pageHits[0]!.id]!.startsWith('docs-') || MIGRATION_GUIDE.test(pageHits[0]!.page);
      const wholeTitle = pageHits.some((hit) => words.every((word) => hit.matches.get(word)?.field === 'title'));
      const pageBm25 = Math.max(...pageHits.map((hit) => hit.result.score));
      const pageOrder = Math.min(...pageHits.map((hit) => hit.id));
      const pagePhrase = pageHits.some((hit) => hit.phrase === 0) ? 0 : 1;
      const pageQuoted = pageHits.some((hit) => hit.quoted === 0) ? 0 : 1;
      for (const hit of pageHits) {
        hit.pagePhrase = pagePhrase;
        hit.pageQuoted = pageQuoted;
        hit.pageScore = aboutChanges && !wholeTitle ? pageScore * CHANGES_WEIGHT : pageScore;
        hit.pageBm25 = pageBm25;
        hit.pageOrder = pageOrder;
      }
    }
    const shown = new Map<string, number>();
    return hits
      .sort(
        (a, b) =>
          a.symbol - b.symbol ||
          a.guide - b.guide ||
          a.pageQuoted - b.pageQuoted ||
          a.named - b.named ||
          a.pagePhrase - b.pagePhrase ||
          b.pageScore - a.pageScore ||
          b.pageBm25 - a.pageBm25 ||
          a.pageOrder - b.pageOrder ||
          a.quoted - b.quoted ||
          a.phrase - b.phrase ||
          b.score - a.score ||
          a.level - b.level ||
          b.result.score - a.result.score,
      )
      .filter((hit) => {
        shown.set(hit.page, (shown.get(hit.page) ?? 0) + 1);
        return shown.get(hit.page)! <= HITS_PER_PAGE;
      })
      .map((hit) => ({ record: hit.record, tag: tags[hit.id]!, matchedTerms: hit.result.terms }));
  }

  return { search };
}
