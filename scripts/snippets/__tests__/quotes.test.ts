import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { collectSamples } from '../collect';
import { quoteOccurs, trpcSourceText, typescriptMessages } from '../quotes';

const source = [
  "throw new TRPCError({ code: 'BAD_REQUEST', message: 'No input expected' });",
  'const message = `No "${type}"-procedure on path "${path}"`;',
  'message: \'Query \\"trpc\\" not found - is the file named `[trpc]`.ts or `[...trpc].ts`?\',',
].join('\n');

describe('quoted runtime text', () => {
  test('finds a message as written, with … for the parts that vary', () => {
    assert.equal(quoteOccurs('No input expected', source), true);
    assert.equal(quoteOccurs('No "…"-procedure on path "…"', source), true);
    assert.equal(quoteOccurs('Query "trpc" not found', source.replace(/\\"/g, '"')), true);
  });

  test('refuses a misremembered message, or one pieced together from far apart', () => {
    assert.equal(quoteOccurs('No input was expected', source), false);
    assert.equal(quoteOccurs('No "query"-procedure on path "greet"', source), false, 'concrete values need …');
    const apart = `'No input expected';\n${'x'.repeat(300)}\n'on path'`;
    assert.equal(quoteOccurs('No input expected…on path', apart), false, 'the parts are 300 characters apart');
    assert.equal(quoteOccurs('…', source), false);
  });

  test('reads the @trpc packages of a folder, unescaping quotes, without type declarations', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'quotes-'));
    const dist = path.join(folder, 'node_modules', '@trpc', 'server', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.js'), 'throw new Error(\'Query \\"trpc\\" not found\');');
    writeFileSync(path.join(dist, 'index.d.ts'), '/** Only in a comment of the types */');
    const text = trpcSourceText(folder);
    assert.equal(quoteOccurs('Query "trpc" not found', text), true);
    assert.equal(quoteOccurs('Only in a comment of the types', text), false);
  });

  test("accepts a compiler error from TypeScript's own messages, with … for its names", () => {
    const messages = typescriptMessages();
    assert.equal(quoteOccurs('Type instantiation is excessively deep and possibly infinite.', messages), true);
    assert.equal(quoteOccurs("The inferred type of '…' cannot be named without a reference to '…'.", messages), true);
    assert.equal(quoteOccurs('Type instantiation is very deep.', messages), false);
  });

  test('collects <Quoted> text with its line, including string expressions', () => {
    const mdx = [
      '---',
      'title: T',
      '---',
      '',
      'A call fails with <Quoted>No input expected</Quoted>.',
      '',
      'The URL is <Quoted>{\'/trpc/greet?batch=1&input={"0":…}\'}</Quoted>.',
    ].join('\n');
    assert.deepEqual(collectSamples('docs/page.mdx', mdx).quotes, [
      { source: 'docs/page.mdx', line: 5, text: 'No input expected' },
      { source: 'docs/page.mdx', line: 7, text: '/trpc/greet?batch=1&input={"0":…}' },
    ]);
  });
});
