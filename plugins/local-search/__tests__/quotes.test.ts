import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchesQuote, pastedWords, quoteTokens, withoutPrefix } from '../client/quotes';

const matches = (query: string, quote: string) => matchesQuote(pastedWords(query), quoteTokens(quote));

test("a paste's error names are not part of the message", () => {
  assert.equal(withoutPrefix('TRPCClientError: Error: No input expected'), 'No input expected');
  assert.equal(withoutPrefix('Uncaught TypeError: x is not a function'), 'x is not a function');
  assert.equal(withoutPrefix('error TS2589: Type instantiation'), 'Type instantiation');
  assert.equal(withoutPrefix('Errors in the error handler'), 'Errors in the error handler');
  assert.deepEqual(pastedWords('TRPCError: No "query"-procedure on path "post.byId"'), [
    'no',
    'query',
    'procedure',
    'on',
    'path',
    'post',
    'byid',
  ]);
});

test("a pasted message matches the page's quote, its values standing where the page writes …", () => {
  const quote = 'No "…"-procedure on path "…"';
  assert.ok(matches('TRPCClientError: No "query"-procedure on path "post.byId"', quote));
  assert.ok(matches('no query-procedure on path', quote));
  assert.ok(matches('Timeout of 5000ms reached while waiting for a response', 'Timeout of …ms reached while waiting'));
  assert.ok(matches('Unexpected request method PATCH', 'Unexpected request method ...'));
  // With more around it, in the query (a compiler's code after the message).
  assert.ok(
    matches(
      'Type instantiation is excessively deep and possibly infinite. ts(2589)',
      'Type instantiation is excessively deep and possibly infinite.',
    ),
  );
  // Cut at 64 characters, mid-word.
  assert.ok(
    matches(
      "The inferred type of 'appRouter' cannot be named without a refer",
      "The inferred type of '…' cannot be named without a reference to '…'.",
    ),
  );
  assert.ok(!matches('No "query"-procedure at path "post.byId"', quote), 'another word');
  assert.ok(!matches('path post', quote), 'a part of a quote needs three of its words');
});

test('a quote of one or two words: never alone a word, and a pair only as the whole query', () => {
  assert.ok(!matches('aborted call', 'Aborted'));
  assert.ok(matches('TRPCClientError: fetch failed', 'fetch failed'));
  assert.ok(!matches('fetch failed invalid connection header', 'fetch failed'));
  assert.ok(matches('Duplicate key: post.byId', 'Duplicate key: …'));
  assert.ok(matches('it says Imported server-only code in the browser', 'Imported server-only code in the browser'));
});

test('a … alone in a query part never stands for the whole query', () => {
  assert.ok(!matches('server side calls', 'Unsupported …-request to … procedure at path "…"'));
});
