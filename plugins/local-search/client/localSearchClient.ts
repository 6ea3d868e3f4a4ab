/**
 * A search client with the part of the Algolia lite client's contract that DocSearch (the modal) and
 * algoliasearch-helper (the /search page) use, answered in the browser from the local index shards by
 * client/engine.ts.
 *
 * - `search()` takes `{ requests: [...] }` (DocSearch, algoliasearch v5) or an array of
 *   `{ indexName, params }` (algoliasearch-helper's legacy form); params may be an object or a query
 *   string. Used params: query, facetFilters, facets, hitsPerPage, page, highlightPreTag/PostTag,
 *   attributesToSnippet, snippetEllipsisText. Everything else is ignored.
 * - Results echo `query` exactly and carry hits, nbHits, page, nbPages, hitsPerPage, index,
 *   processingTimeMS and facets. Hits carry objectID, an absolute url, type, hierarchy.lvl0..lvl6,
 *   content, _highlightResult and _snippetResult.
 * - Every text placed in a hit is HTML-escaped; only the highlight tags are markup (DocSearch and the
 *   search page insert these values as HTML).
 * - Versions: the `docusaurus_tag` values of facetFilters name the shards searched (a 10.x page sends
 *   `default` and `docs-default-10.x`); without any, the blog's and the current version's.
 * - nbHits counts every matching record of those shards.
 * - A failure to load a shard is thrown as an error named RetryError, the name DocSearch turns into
 *   its "Unable to fetch results" screen; the next search tries to load it again.
 *
 * Pure: shards are fetched through the `load` function given, so tests and the relevance suite run in Node.
 */
import {
  createEngine,
  queryWords,
  stem,
  withinOneEdit,
  type IndexRecord,
  type IndexShard,
  type SearchEngine,
} from './engine';

/** The shards searched when a request names no version: the blog's (and pages') and the current docs'. */
export const DEFAULT_TAGS = ['default', 'docs-default-current'];

type Params = Record<string, unknown>;
export type SearchRequest = { indexName: string; params?: Params | string } & Params;

export type HighlightResult = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type SnippetResult = { value: string; matchLevel: 'none' | 'partial' | 'full' };

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];
export type Hierarchy = Record<Level, string | null>;

export type LocalHit = {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult };
  _snippetResult: { hierarchy: Partial<Record<Level, SnippetResult>>; content?: SnippetResult };
};

export type LocalSearchResult = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  facets: Record<string, Record<string, number>>;
};

export class RetryError extends Error {
  override name = 'RetryError';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of the words that start with one of the terms (the whole word is marked). */
function wordsStartingWith(terms: string[]): RegExp {
  // A term that starts with another adds nothing: "ro" already finds the words "router" finds. Sorted, the terms
  // that start with one follow it.
  const shortest: string[] = [];
  for (const term of [...new Set(terms.map((term) => term.toLowerCase()))].sort()) {
    if (!shortest.length || !term.startsWith(shortest[shortest.length - 1]!)) shortest.push(term);
  }
  return new RegExp(`(?<![\\p{L}\\p{N}_$])(?:${shortest.map(escapeRegExp).join('|')})[\\p{L}\\p{N}_$]*`, 'giu');
}

/** Ranges of `text` where a word starts with one of the terms (the whole word is marked). */
function matchRanges(text: string, terms: string[]): [number, number][] {
  if (!terms.length) return [];
  return [...text.matchAll(wordsStartingWith(terms))].map((match) => [match.index!, match.index! + match[0].length]);
}

type Tags = { pre: string; post: string };

/** `text` HTML-escaped, with the words matching `terms` wrapped in the highlight tags. */
export function highlight(text: string, terms: string[], tags: Tags, variants: string[] = []): HighlightResult {
  const ranges = matchRanges(text, [...terms, ...variants]);
  let value = '';
  let last = 0;
  for (const [start, end] of ranges) {
    value += escapeHtml(text.slice(last, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    last = end;
  }
  value += escapeHtml(text.slice(last));
  const marked = ranges.map(([start, end]) => text.slice(start, end).toLowerCase());
  // A query word is matched by a marked word it starts, or by its stem or typo (the record's variants).
  const matchedWords = terms.filter((term) =>
    marked.some(
      (word) =>
        word.startsWith(term) || (variants.length > 0 && (word.startsWith(stem(term)) || withinOneEdit(term, word))),
    ),
  );
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial';
  return {
    value,
    matchLevel,
    matchedWords,
    ...(matchLevel !== 'none' && {
      fullyHighlighted: ranges.length === 1 && ranges[0]![0] === 0 && ranges[0]![1] === text.length,
    }),
  };
}

/** At most `words` words of `text` around its first match, highlighted, with ellipses where cut. */
export function snippet(
  text: string,
  terms: string[],
  words: number,
  tags: Tags,
  ellipsis: string,
  variants: string[] = [],
): SnippetResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  // The token of the first match: of the tokens that start at or before it, the last.
  const [firstMatch] = matchRanges(text, [...terms, ...variants]);
  const first = firstMatch ? (text.slice(0, firstMatch[0] + 1).match(/\S+/g) ?? []).length - 1 : 0;
  const start = Math.max(0, Math.min(first - Math.floor(words / 4), tokens.length - words));
  const end = Math.min(tokens.length, start + words);
  const { value, matchLevel } = highlight(tokens.slice(start, end).join(' '), terms, tags, variants);
  return {
    value: `${start > 0 ? ellipsis : ''}${value}${end < tokens.length ? ellipsis : ''}`,
    matchLevel,
  };
}

/** Reads a request's params whichever form it came in (v5 flat, legacy `params` object or string). */
export function requestParams(request: SearchRequest): Params {
  const { indexName: _indexName, params, ...flat } = request;
  if (typeof params === 'string') {
    const parsed: Params = {};
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        parsed[key] = JSON.parse(value);
      } catch {
        parsed[key] = value;
      }
    }
    return { ...flat, ...parsed };
  }
  return { ...flat, ...params };
}

/**
 * The values Algolia facetFilters (AND of entries, an inner array being an OR) allow for each attribute.
 * Values for the same attribute from several AND entries are intersected; negations (`attr:-value`)
 * are ignored, and so is an OR across different attributes (it cannot narrow one attribute).
 */
export function allowedFacetValues(facetFilters: unknown): Map<string, Set<string>> {
  const entries: unknown[] =
    typeof facetFilters === 'string' ? [facetFilters] : Array.isArray(facetFilters) ? facetFilters : [];
  const allowed = new Map<string, Set<string>>();
  for (const entry of entries) {
    const alternatives = (Array.isArray(entry) ? entry : [entry]).filter((x): x is string => typeof x === 'string');
    const byAttribute = new Map<string, Set<string>>();
    for (const filter of alternatives) {
      const colon = filter.indexOf(':');
      if (colon < 1) continue;
      const attribute = filter.slice(0, colon);
      const value = filter.slice(colon + 1);
      if (value.startsWith('-')) continue;
      if (!byAttribute.has(attribute)) byAttribute.set(attribute, new Set());
      byAttribute.get(attribute)!.add(value);
    }
    if (byAttribute.size !== 1) continue;
    const [attribute, values] = [...byAttribute][0]!;
    const previous = allowed.get(attribute);
    allowed.set(attribute, previous ? new Set([...previous].filter((value) => values.has(value))) : values);
  }
  return allowed;
}

/** The `docusaurus_tag` values (shards) a search with these facetFilters reads. */
function searchedTags(facetFilters: unknown): string[] {
  const tags = allowedFacetValues(facetFilters).get('docusaurus_tag');
  return tags ? [...tags] : DEFAULT_TAGS;
}

/** The word count of `content` snippets: from attributesToSnippet (`content:10`), else 10. */
function snippetWords(params: Params): number {
  const attributes = Array.isArray(params.attributesToSnippet) ? params.attributesToSnippet : [];
  for (const attribute of attributes) {
    const match = typeof attribute === 'string' ? /^content:(\d+)$/.exec(attribute) : null;
    if (match) return Number(match[1]);
  }
  return 10;
}

/**
 * One index record as an Algolia DocSearch hit, highlighted for the query words (`terms`) and for the
 * forms of them the record matched (`variants`: a stem, a typo).
 */
export function toHit(
  record: IndexRecord,
  terms: string[],
  options: { origin: string; tags: Tags; words: number; ellipsis: string },
  variants: string[] = [],
): LocalHit {
  const hierarchy: Hierarchy = {
    lvl0: record.lvl0,
    lvl1: record.lvl1,
    lvl2: record.lvl2,
    lvl3: record.lvl3,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const heading = hierarchy[record.type] ?? '';
  // A section matched only in its text shows as a content hit (its text is the title), as Algolia's are.
  const type =
    record.type !== 'lvl1' && matchRanges(heading, [...terms, ...variants]).length === 0 ? 'content' : record.type;
  const text = record.text;
  const highlightHierarchy: LocalHit['_highlightResult']['hierarchy'] = {};
  const snippetHierarchy: LocalHit['_snippetResult']['hierarchy'] = {};
  for (const level of LEVELS) {
    const value = hierarchy[level];
    if (value === null) continue;
    const highlighted = highlight(value, terms, options.tags, variants);
    highlightHierarchy[level] = highlighted;
    snippetHierarchy[level] = { value: highlighted.value, matchLevel: highlighted.matchLevel };
  }
  return {
    objectID: record.url,
    url: new URL(record.url, options.origin).href,
    type,
    hierarchy,
    content: text || null,
    _highlightResult: {
      hierarchy: highlightHierarchy,
      ...(text && { content: highlight(text, terms, options.tags, variants) }),
    },
    _snippetResult: {
      hierarchy: snippetHierarchy,
      ...(text && { content: snippet(text, terms, options.words, options.tags, options.ellipsis, variants) }),
    },
  };
}

export type LocalSearchClientOptions = {
  /** Fetches and returns the shard of one `docusaurus_tag`; a rejection is reported as a RetryError. */
  load: (tag: string) => Promise<IndexShard>;
  /** Origin the hits' absolute URLs are made with. */
  origin: () => string;
  /** When set, every search answers with one hit carrying this notice (used in the dev server). */
  notice?: { title: string; text: string; url: string };
  now?: () => number;
};

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;

const asError = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createLocalSearchClient({ load, origin, notice, now = () => Date.now() }: LocalSearchClientOptions) {
  const shards = new Map<string, Promise<IndexShard>>();
  const shard = (tag: string) => {
    if (!shards.has(tag)) {
      shards.set(
        tag,
        load(tag).catch((error: unknown) => {
          shards.delete(tag);
          throw new RetryError(`The search index could not be loaded: ${asError(error)}`);
        }),
      );
    }
    return shards.get(tag)!;
  };
  // One engine per set of shards searched together (in practice one per docs version visited).
  const engines = new Map<string, Promise<SearchEngine>>();
  const engine = (tags: string[]) => {
    const key = [...tags].sort().join(' ');
    if (!engines.has(key)) {
      const built = Promise.all(tags.map(shard)).then(createEngine);
      built.catch(() => engines.delete(key));
      engines.set(key, built);
    }
    return engines.get(key)!;
  };

  // Searches made while the index loads all wait for it; by then the reader has typed on, and only the newest
  // search's answer is shown (DocSearch's autocomplete and the /search page each drop an answer older than the
  // one they have). So the older ones answer empty, after the newest: indexing is not followed by one search a key.
  let calls = 0;
  let newest: Promise<unknown> = Promise.resolve();

  async function searchOne(request: SearchRequest, superseded: () => boolean): Promise<LocalSearchResult> {
    const started = now();
    const params = requestParams(request);
    const query = typeof params.query === 'string' ? params.query : '';
    const hitsPerPage = typeof params.hitsPerPage === 'number' ? params.hitsPerPage : 20;
    const page = typeof params.page === 'number' ? params.page : 0;
    const tags = {
      pre: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : '<em>',
      post: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : '</em>',
    };
    const facetNames = (
      typeof params.facets === 'string' ? [params.facets] : Array.isArray(params.facets) ? params.facets : []
    ).filter((facet): facet is string => typeof facet === 'string');
    const base = {
      page,
      hitsPerPage,
      query,
      params: '',
      index: request.indexName,
      exhaustiveNbHits: true as const,
      exhaustiveFacetsCount: true as const,
    };
    const noHits = (): LocalSearchResult => ({
      ...base,
      hits: [],
      nbHits: 0,
      nbPages: 0,
      facets: {},
      processingTimeMS: now() - started,
    });
    const words = queryWords(query);
    if (notice && words.length) {
      const hit = toHit(
        {
          url: notice.url,
          type: 'lvl1',
          lvl0: notice.title,
          lvl1: notice.text,
          lvl2: null,
          lvl3: null,
          text: '',
          code: '',
          defines: '',
          pointers: '',
          keywords: '',
          quotes: '',
          reference: false,
        },
        [],
        { origin: origin(), tags, words: 10, ellipsis: '…' },
      );
      return { ...base, hits: [hit], nbHits: 1, nbPages: 1, facets: {}, processingTimeMS: now() - started };
    }
    if (!words.length) {
      return noHits();
    }
    const searched = await engine(searchedTags(params.facetFilters));
    if (superseded()) {
      await newest.catch(() => undefined);
      return noHits();
    }
    // The site has one language, so the `language` filter DocSearch sends narrows nothing.
    const ranked = searched.search(query);
    const options = {
      origin: origin(),
      tags,
      words: snippetWords(params),
      // Without snippetEllipsisText (the stock /search page sends none), no ellipsis: that page appends "..."
      // to every snippet itself, and ours doubled it. The modal asks for "…" explicitly.
      ellipsis: typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : '',
    };
    const facets: LocalSearchResult['facets'] = {};
    for (const facet of facetNames) facets[facet] = {};
    if (facets.docusaurus_tag) {
      for (const { tag } of ranked) facets.docusaurus_tag[tag] = (facets.docusaurus_tag[tag] ?? 0) + 1;
    }
    const hits = ranked
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({ record, matchedTerms }) => toHit(record, words, options, matchedTerms));
    return {
      ...base,
      hits,
      nbHits: ranked.length,
      nbPages: hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0,
      facets,
      processingTimeMS: now() - started,
    };
  }

  return {
    appId: 'local',
    /**
     * Starts loading and indexing, ahead of the first search, the shards a search with these facetFilters (the
     * modal's) reads: on hover, focus or press of the search button.
     */
    preload(facetFilters?: unknown): void {
      if (!notice) engine(searchedTags(facetFilters)).catch(() => undefined);
    },
    async search(input: { requests: SearchRequest[] } | SearchRequest[]): Promise<{ results: LocalSearchResult[] }> {
      const requests = Array.isArray(input) ? input : input.requests;
      const call = (calls += 1);
      const answer = Promise.all(requests.map((request) => searchOne(request, () => call !== calls)));
      newest = answer;
      return { results: await answer };
    },
    async searchForFacetValues(): Promise<{ facetHits: never[]; exhaustiveFacetsCount: true; processingTimeMS: 0 }[]> {
      return [{ facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }];
    },
    addAlgoliaAgent(): void {},
    clearCache(): Promise<void> {
      return Promise.resolve();
    },
  };
}
