import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  includeName,
  isNoCheck,
  MarkupError,
  parseSample,
  showsErrorShape,
  stripMarkup,
  visibleCode,
  withNodeEnvTitle,
} from '../markup';

const sample = [
  '// @filename: server.ts',
  "import { initTRPC } from '@trpc/server';",
  'export const t = initTRPC.create();',
  '// @filename: client.ts',
  "import { t } from './server';",
  '// ---cut---',
  '// @errors: 2322',
  'const n: number = t;',
].join('\n');

describe('parseSample', () => {
  test('splits files and keeps each line’s position in the block', () => {
    const parsed = parseSample(sample, 'ts');
    assert.deepEqual(
      parsed.files.map((file) => file.name),
      ['server.ts', 'client.ts'],
    );
    assert.equal(parsed.files[1]!.content, "import { t } from './server';\n// ---cut---\nconst n: number = t;\n");
    assert.deepEqual(parsed.files[1]!.blockLines, [4, 5, 7]);
    assert.deepEqual(parsed.expectedErrors, [2322]);
  });

  test('a block without @filename is one file named after its language', () => {
    const parsed = parseSample('const a = 1;', 'tsx');
    assert.deepEqual(parsed.files, [{ name: 'index.tsx', content: 'const a = 1;\n', blockLines: [0] }]);
  });

  test('pastes an include block at the @include line', () => {
    const parsed = parseSample('// @include: setup\nsetup();', 'ts', new Map([['setup', 'const setup = () => 1;']]));
    assert.equal(parsed.files[0]!.content, 'const setup = () => 1;\nsetup();\n');
    assert.deepEqual(parsed.files[0]!.blockLines, [0, 1]);
  });

  test('an unknown include is an error naming it and its line', () => {
    assert.throws(
      () => parseSample('const a = 1;\n// @include: missing', 'ts'),
      (error: unknown) =>
        error instanceof MarkupError && error.blockLine === 1 && /@include: missing" names no/.test(error.message),
    );
  });

  test('a file declared twice and an @errors line without numbers are errors', () => {
    assert.throws(() => parseSample('// @filename: a.ts\n// @filename: a.ts', 'ts'), /declares the file "a.ts" twice/);
    assert.throws(() => parseSample('// @errors: oops', 'ts'), /needs TypeScript error numbers/);
  });
});

describe('stripMarkup', () => {
  test('cuts hidden setup, removes markup and keeps file boundaries as comments', () => {
    assert.equal(stripMarkup(sample), 'const n: number = t;');
    assert.equal(
      stripMarkup(
        "// @filename: server.ts\nexport const a = 1;\n// @filename: client.ts\nimport { a } from './server';",
      ),
      "// server.ts\nexport const a = 1;\n\n// client.ts\nimport { a } from './server';",
    );
  });

  test('a titled block does not repeat its first file name', () => {
    assert.equal(stripMarkup('// @filename: server.ts\nexport {};', { hasTitle: true }), 'export {};');
  });

  test('cut-after hides the end, and query lines go', () => {
    assert.equal(stripMarkup('const a = 1;\n//    ^?\n// ---cut-after---\nconsole.log(a);'), 'const a = 1;');
  });

  test('TypeScript’s own comment directives stay', () => {
    assert.equal(
      stripMarkup('// @ts-expect-error\nconst a: number = "x";'),
      '// @ts-expect-error\nconst a: number = "x";',
    );
  });
});

describe('fence meta', () => {
  test('reads include names and no-check', () => {
    assert.equal(includeName('twoslash include server'), 'server');
    assert.equal(includeName('title="a.ts"'), undefined);
    assert.ok(isNoCheck('no-check title="x.ts"'));
    assert.ok(!isNoCheck('title="no-checkout.ts"'));
  });
});

describe('type queries and shown lines', () => {
  const code = [
    '// @filename: a.ts',
    'export const one = 1;',
    '// ---cut---',
    'const two = 2;',
    '//    ^? const two: 2',
    '// @filename: b.ts',
    'const three = 3;',
  ].join('\n');

  test('a query is read with the line above it and the type it states', () => {
    assert.deepEqual(parseSample(code, 'ts').queries, [
      { fileIndex: 0, fileLine: 2, character: 6, blockLine: 4, expected: 'const two: 2' },
    ]);
    assert.throws(() => parseSample('//  ^? x', 'ts'), /needs a line of code above it/);
  });

  test('each line readers see knows the block line it shows', () => {
    assert.deepEqual(visibleCode(code), {
      code: ['const two = 2;', '', '// b.ts', 'const three = 3;'].join('\n'),
      blockLines: [3, -1, -1, 6],
    });
    assert.deepEqual(parseSample(code, 'ts').shownBlockLines, [3, 6]);
  });

  test('the Markdown copies keep a query as the comment it is', () => {
    assert.equal(stripMarkup(code, { keepQueries: true }).split('\n')[1], '//    ^? const two: 2');
  });
});

describe('the NODE_ENV a shown block was taken under', () => {
  test('node_env=X on a response or output becomes its title, after a title of its own', () => {
    assert.equal(withNodeEnvTitle('http', 'node_env=production'), 'title="NODE_ENV=production"');
    assert.equal(
      withNodeEnvTitle('text', 'output=api node_env=development title="server log"'),
      'output=api title="server log (NODE_ENV=development)"',
    );
    assert.equal(withNodeEnvTitle('http', 'server=api'), 'server=api');
    assert.equal(withNodeEnvTitle('http', undefined), null);
  });

  test("a sample's node_env=X only sets how it runs: its title stays the file name", () => {
    assert.equal(
      withNodeEnvTitle('ts', 'title="server.ts" example=api node_env=development'),
      'title="server.ts" example=api node_env=development',
    );
  });

  test("tRPC's error shape is recognised, compact or pretty-printed, and a result is not", () => {
    assert.ok(showsErrorShape('{"error":{"message":"No","code":-32004,"data":{}}}'));
    assert.ok(showsErrorShape('{\n  "error": {\n    "code": -32603,'));
    assert.ok(!showsErrorShape('{"result":{"data":{"code":-1}}}'));
    assert.ok(!showsErrorShape('{"error":"NOT_FOUND","message":"No such note"}'));
  });
});
