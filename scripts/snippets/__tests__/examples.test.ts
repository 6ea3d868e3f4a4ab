import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import path from 'node:path';
import { CURRENT_VERSION_NAME, ensureInstalled, snippetsFolder } from '../../../plugins/snippet-releases/releases';
import { collectSamples } from '../collect';
import { outputDifferences, responseDifferences, runExamples, type ActualResponse } from '../examples';

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

describe('examples that run', () => {
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

  test('a response with an empty body may end with the blank line before it', () => {
    const empty: ActualResponse = { status: 204, statusText: 'No Content', headers: [['vary', 'Origin']], body: '' };
    assert.deepEqual(responseDifferences('HTTP/1.1 204 No Content\nvary: Origin', empty), []);
    assert.deepEqual(responseDifferences('HTTP/1.1 204 No Content\nvary: Origin\n', empty), []);
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
    const collected = collectSamples('docs/page.md', page).examples;
    assert.deepEqual(
      collected.examples.map(({ name, line, files }) => ({ name, line, files: files.map(({ name: file }) => file) })),
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

  test('a shown error body must say its NODE_ENV, which the example producing it then runs under', () => {
    const error = '{"error":{"message":"No","code":-32004,"data":{"code":"NOT_FOUND","httpStatus":404}}}';
    const page = [
      '```ts example=api',
      `// a comment quoting ${error} in a sample needs no NODE_ENV`,
      '```',
      '',
      '```http server=api',
      'GET /trpc/a HTTP/1.1',
      '```',
      '',
      '```http node_env=development',
      `HTTP/1.1 404 Not Found\n\n${error}`,
      '```',
      '',
      '```json',
      error,
      '```',
      '',
      '```ts example=client server=api',
      "console.log('hi');",
      '```',
      '',
      '```text output=client node_env=production',
      error,
      '```',
      '',
      '```ts example=plain',
      "console.log('hi');",
      '```',
      '',
      '```text output=plain',
      'hi',
      '```',
    ].join('\n');
    const collected = collectSamples('docs/page.md', page).examples;
    assert.deepEqual(
      collected.examples.map(({ name, nodeEnv }) => ({ name, nodeEnv })),
      [
        { name: 'api', nodeEnv: 'development' },
        { name: 'client', nodeEnv: 'production' },
        { name: 'plain', nodeEnv: 'production' },
      ],
    );
    assert.deepEqual(collected.problems, [
      'docs/page.md:15: this block shows a tRPC error body: say under which NODE_ENV it was taken ' +
        '(node_env=production or node_env=development on its fence), since tRPC adds data.stack unless NODE_ENV is production',
      // The client's output speaks for its server too, which the response showed under another value.
      'docs/page.md:1: example=api runs in one process but is shown under node_env=development (line 5), ' +
        'node_env=production (line 23)',
    ]);
  });

  test('output=NAME pairs a shown output with its sample; a sample nothing compares is reported', () => {
    const page = [
      '```ts example=hello',
      "console.log('hi');",
      '```',
      '',
      '```text output=hello',
      'hi',
      '```',
      '',
      '```ts example=client server=api',
      "console.log('hi');",
      '```',
      '',
      '```ts example=idle node_env=development',
      "console.log('hi');",
      '```',
      '',
      '```text output=ghost',
      'boo',
      '```',
    ].join('\n');
    const collected = collectSamples('docs/page.md', page).examples;
    assert.deepEqual(
      collected.examples.map(({ name, server, nodeEnv }) => ({ name, server, nodeEnv })),
      [
        { name: 'hello', server: undefined, nodeEnv: 'production' },
        { name: 'client', server: 'api', nodeEnv: 'production' },
        { name: 'idle', server: undefined, nodeEnv: 'development' },
      ],
    );
    assert.deepEqual(
      collected.outputs.map(({ example, line, text }) => ({ example, line, text })),
      [
        { example: 'hello', line: 5, text: 'hi' },
        { example: 'ghost', line: 17, text: 'boo' },
      ],
    );
    assert.deepEqual(collected.problems, [
      'docs/page.md:17: output=ghost names no ```ts example=ghost sample on the page',
      'docs/page.md:9: server=api names no ```ts example=api sample on the page',
      'docs/page.md:13: example=idle is never compared with anything: show its output (```text output=idle), ' +
        'send it a request (```http server=idle) or run a client against it (server=idle)',
    ]);
  });

  test('a ```http block no example runs needs a Not run comment before it', () => {
    const http = (meta: string, ...lines: string[]) => ['```http' + meta, ...lines, '```', ''];
    const page = [
      '```ts example=api',
      "console.log('hi');",
      '```',
      '',
      ...http(' server=api', 'GET /a HTTP/1.1'),
      'Prose between a request and its response.',
      '',
      ...http('', 'HTTP/1.1 200 OK'),
      '{/* Not run: only the request is shown. */}',
      '',
      ...http('', 'POST /b HTTP/1.1'),
      ...http('', 'HTTP/1.1 204 No Content'),
      'A request nothing runs or explains:',
      '',
      ...http('', 'GET /c HTTP/1.1'),
    ].join('\n');
    assert.deepEqual(collectSamples('docs/page.mdx', page).problems, [
      "docs/page.mdx:27: this ```http block is not run: send it to the page's server (```http server=NAME), " +
        'or say why not in a {/* Not run: … */} comment right before it',
    ]);
  });

  test('a page that does not parse is a problem naming its file and line, not a crash', () => {
    const { problems } = collectSamples('docs/broken.mdx', 'Intro\n\n- a <b>\n');
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /^docs\/broken\.mdx:3:\d+: Expected a closing tag for `<b>`/);
  });

  test('"…" in a shown output stands for any text', () => {
    assert.deepEqual(outputDifferences('id: …\ndone', 'id: 42\ndone\n'), []);
    assert.match(outputDifferences('id: …\ndone', 'id: 42\n')[0]!, /^output: shows/);
  });
});

describe('running examples', () => {
  const folder = snippetsFolder(path.resolve(__dirname, '../../..'), CURRENT_VERSION_NAME);
  before(() => ensureInstalled(folder));

  const page = (blocks: string[][]) =>
    collectSamples('docs/page.md', blocks.map((block) => block.join('\n')).join('\n\n')).examples;
  const server = [
    '```ts example=api',
    "import { createServer } from 'node:http';",
    "createServer((request, response) => { console.log('served', request.url); response.end('pong'); }).listen(3000);",
    '```',
  ];
  const output = (name: string, ...lines: string[]) => ['```text output=' + name, ...lines, '```'];

  test('a program, a client against a server and the server itself print what the page shows, console.error included', async () => {
    const examples = page([
      // console.error shows in the terminal too, in order.
      ['```ts example=hello', "console.log('hi', 1 + 1);", "console.error('careful');", "console.log('bye');", '```'],
      output('hello', 'hi 2', 'careful', 'bye'),
      server,
      output('api', 'served /ping'),
      // The client names port 3000; its connection goes to wherever the server listens.
      [
        '```ts example=client server=api',
        "console.log(await (await fetch('http://localhost:3000/ping')).text());",
        '```',
      ],
      output('client', 'pong'),
    ]);
    assert.deepEqual(examples.problems, []);
    assert.deepEqual(await runExamples(folder, [examples]), []);
  });

  test("a server that listens with an options object (Fastify's form) gets a free port too", async () => {
    const examples = page([
      [
        '```ts example=api',
        "import { createServer } from 'node:http';",
        "createServer((request, response) => response.end('pong')).listen({ port: 3000, host: '127.0.0.1' });",
        '```',
      ],
      ['```ts example=client server=api', "console.log(await (await fetch('http://localhost:3000/')).text());", '```'],
      output('client', 'pong'),
    ]);
    assert.deepEqual(await runExamples(folder, [examples]), []);
  });

  test('a different output, or a program that fails, is reported with the file and line', async () => {
    const examples = page([
      ['```ts example=hello', "console.log('hi');", '```'],
      output('hello', 'bye'),
      ['```ts example=broken', "throw new Error('boom');", '```'],
      output('broken', '…'),
    ]);
    const failures = await runExamples(folder, [examples]);
    assert.equal(failures.length, 2);
    assert.match(failures[0]!, /^docs\/page\.md:5: output: shows\nbye\n {2}printed\nhi$/);
    assert.match(failures[1]!, /^docs\/page\.md:9: example=broken exited with code 1\n[\s\S]*boom/);
  });
});
