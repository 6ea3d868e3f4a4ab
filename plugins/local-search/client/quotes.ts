/**
 * A pasted message found as a phrase among the messages sections quote (a record's `quotes`, extract.ts): readers
 * paste what their console printed, with its prefix (`TRPCClientError:`), its quotes and its own values, where the
 * page writes `…` (`No "…"-procedure on path "…"`). Both sides are compared as runs of lowercased words, punctuation
 * dropped; a `…` of the page stands for the reader's words. Pure: the engine (engine.ts) calls it for its hits.
 */

/** A word of a quote, or what a `…` stands for: any words (`…` alone), or any start of one word (`…ms`). */
export type QuoteToken = { word: string } | { wild: true } | { ending: string };

const WORD = /[\p{L}\p{N}_$…]+/gu;

/**
 * The error names a console or a log puts before a message, one or more (`TRPCClientError: Error: …`), and the
 * compiler's `error TS2589:`: not part of the message a page quotes.
 */
const PREFIX = /^\s*(?:(?:uncaught\s+)?(?:[\w$.]*(?:error|exception)(?:\s+ts\d+)?)\s*:\s*)+/i;

/** The query without its error-name prefix. */
export const withoutPrefix = (query: string) => query.replace(PREFIX, '');

/** A query's words as they are matched against quotes: lowercased, punctuation dropped, no `…`. */
export const pastedWords = (query: string): string[] =>
  ((withoutPrefix(query).toLowerCase().match(WORD) ?? []) as string[])
    .map((word) => word.replace(/…/g, ''))
    .filter(Boolean);

/** A `…` stands for this many of the reader's words at most (a path: `../node_modules/@trpc/server/dist`). */
const MAX_WILD_WORDS = 10;
/** A query part of a longer quote (a paste cut at 64 characters, or its middle) needs this many words. */
const MIN_PART_WORDS = 3;
/**
 * A quote needs this many words of its own to be found at all (not `Aborted`, which prose uses as a word); one
 * shorter than MIN_PART_WORDS (`fetch failed`, `Invalid args`) only as the whole query, since questions use such
 * pairs as plain words ("fetch failed invalid connection header").
 */
const MIN_QUOTE_WORDS = 2;

/** The tokens of a quoted message; `...` counts as `…` (some pages write it so). */
export function quoteTokens(text: string): QuoteToken[] {
  return (
    (text
      .replace(/\.\.\./g, '…')
      .toLowerCase()
      .match(WORD) ?? []) as string[]
  ).map((word) =>
    word === '…' || /^…+$/.test(word)
      ? { wild: true }
      : word.startsWith('…') && !word.slice(1).includes('…')
        ? { ending: word.slice(1) }
        : { word: word.replace(/…/g, '') },
  );
}

const wordsOf = (quote: QuoteToken[]) => quote.filter((token) => 'word' in token).length;

/**
 * True when the query's words hold the whole quote (a message pasted with more around it), or are a run of
 * MIN_PART_WORDS or more of its words (a message cut short, its last word perhaps cut too).
 */
export function matchesQuote(query: string[], quote: QuoteToken[]): boolean {
  const whole = wordsOf(quote) >= MIN_QUOTE_WORDS;
  // From query word i and quote token j, having matched `fixed` of the quote's own words; whether the match began
  // at the query's first word, or at the quote's.
  const match = (i: number, j: number, fixed: number, queryFromStart: boolean, quoteFromStart: boolean): boolean => {
    if (j === quote.length)
      return quoteFromStart && whole && (fixed >= MIN_PART_WORDS || (queryFromStart && i === query.length));
    const token = quote[j]!;
    if ('wild' in token) {
      for (let taken = 0; taken <= MAX_WILD_WORDS && i + taken <= query.length; taken += 1) {
        if (match(i + taken, j + 1, fixed, queryFromStart, quoteFromStart)) return true;
      }
      return false;
    }
    // The query ends inside the quote: a part of it, if enough of the quote's own words matched.
    if (i === query.length) return queryFromStart && fixed >= MIN_PART_WORDS;
    const word = query[i]!;
    const next = (found: boolean) => found && match(i + 1, j + 1, fixed + 1, queryFromStart, quoteFromStart);
    if ('ending' in token) return next(word.endsWith(token.ending));
    // The query's last word may be cut (at 64 characters, or still being typed).
    return next(word === token.word || (i === query.length - 1 && queryFromStart && token.word.startsWith(word)));
  };
  if (whole) for (let i = 0; i < query.length; i += 1) if (match(i, 0, 0, i === 0, true)) return true;
  for (let j = 1; j < quote.length; j += 1) if ('word' in quote[j]! && match(0, j, 0, true, false)) return true;
  return false;
}
