import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { collectSamples } from '../collect';
import { responseDifferences, type ActualResponse } from '../exchanges';

const actual: ActualResponse = {
  status: 200,
  statusText: 'OK',
  headers: [
    ['content-type', 'application/json'],
    ['vary', 'trpc-accept, accept'],
    ['date', 'Sat, 28 Nov 2026 01:00:00 GMT'],
    ['transfer-encoding', 'chunked'],
  ],
  body: '{"result":{"data":"Hello, Ada!"}}',
};
const shown =
  'HTTP/1.1 200 OK\ncontent-type: application/json\nvary: trpc-accept, accept\n\n{"result":{"data":"Hello, Ada!"}}\n';

describe('wire examples', () => {
  test('a response as shown, but for the headers that vary by run, matches', () => {
    assert.deepEqual(responseDifferences(shown, actual), []);
  });

  test('a different status, header value, unshown header or body is reported', () => {
    assert.deepEqual(responseDifferences(shown.replace('200 OK', '207 Multi-Status'), actual), [
      'status: shows "HTTP/1.1 207 Multi-Status", got "HTTP/1.1 200 OK"',
    ]);
    assert.deepEqual(responseDifferences(shown.replace('vary: trpc-accept, accept', 'vary: accept'), actual), [
      'header vary: shows "accept", got "trpc-accept, accept"',
    ]);
    assert.deepEqual(
      responseDifferences(shown, { ...actual, headers: [...actual.headers, ['x-powered-by', 'tRPC']] }),
      ['header x-powered-by: "tRPC" is sent, not shown'],
    );
    assert.match(responseDifferences(shown.replace('Ada', 'Grace'), actual)[0]!, /^body: shows/);
  });

  test('"…" in a shown body stands for any text', () => {
    assert.deepEqual(responseDifferences(shown.replace('Hello, Ada!', 'Hello, …!'), actual), []);
    assert.equal(responseDifferences(shown.replace('Hello, Ada!', 'Bye, …!'), actual).length, 1);
  });

  test('a request marked server=NAME pairs with the response after it and the sample named example=NAME', () => {
    const page = [
      '```ts example=api',
      "import { initTRPC } from '@trpc/server';",
      '```',
      '',
      '```http server=api',
      'GET /trpc/greet HTTP/1.1',
      '```',
      '',
      '```http',
      shown.trimEnd(),
      '```',
      '',
      '```http server=api',
      'GET /trpc/lonely HTTP/1.1',
      '```',
      '',
      '```http server=other',
      'GET /trpc/x HTTP/1.1',
      '```',
      '',
      '```http',
      shown.trimEnd(),
      '```',
    ].join('\n');
    const collected = collectSamples('docs/page.md', page).exchanges;
    assert.deepEqual(
      collected.servers.map(({ name, line, files }) => ({ name, line, files: files.map(({ name: file }) => file) })),
      [{ name: 'api', line: 1, files: ['index.ts'] }],
    );
    assert.deepEqual(
      collected.exchanges.map(({ server, line, request }) => ({ server, line, request })),
      [
        { server: 'api', line: 5, request: 'GET /trpc/greet HTTP/1.1' },
        { server: 'other', line: 21, request: 'GET /trpc/x HTTP/1.1' },
      ],
    );
    assert.deepEqual(collected.problems, [
      'docs/page.md:17: the request for server=api needs the ```http response after it',
      'docs/page.md:21: server=other names no ```ts example=other sample on the page',
    ]);
  });
});
