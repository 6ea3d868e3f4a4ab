import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Code, Root } from 'mdast';
import { VFile } from 'vfile';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrast, MIN_CONTRAST, readableOn } from '../contrast';
import remarkCodeBlocks from '../remark';
import { CODE_BACKGROUNDS, docsSummary, highlightLines, tokenColourCss } from '../shiki';
import { codeOfHtml } from '../client/highlighted';
import { tableFilesOf, TYPE_TABLE_CACHE, TypeTable, type TypeRow } from '../typeTable';

const siteDir = path.resolve(__dirname, '../../..');
const fence = '```';

/** A type's HTML as plain text, for tables built by hand. */
const asText = (type: string) => type;

describe('Shiki highlighting', () => {
  test('token colours are classes for both modes, not inline styles, and plain text is bare', async () => {
    const [line] = (await highlightLines('const answer = 42;', 'ts'))!;
    assert.equal(
      line,
      '<span class="cl-0000ff cd-569cd6">const</span><span class="cl-0070c1 cd-4fc1ff"> answer</span> = ' +
        '<span class="cl-097f54 cd-b5cea8">42</span>;',
    );
  });

  test('a language Shiki does not highlight is left to the theme', async () => {
    assert.equal(await highlightLines('plain words', 'text'), undefined);
  });

  test('types become markup: a name carries its type, a query its answer under the line, an error its message', async () => {
    const table = new TypeTable();
    table.add('const earlier: 2', undefined, asText);
    const lines = (await highlightLines(
      "const total = 1;\nconst label: number = 'x';",
      'ts',
      [
        { type: 'hover', line: 0, character: 6, length: 5, text: '(alias) const total: 1', docs: 'The sum.\n\nMore.' },
        { type: 'query', line: 1, character: 6, length: 5, text: 'const label: number' },
        { type: 'error', line: 1, character: 6, length: 5, text: "Type 'string' is not\nassignable.", code: 2322 },
      ],
      table,
    ))!;
    // A name is its token's span with the row of its type in the page's table, added to what the page had.
    const row = /<span class="cl-0070c1 cd-4fc1ff tw" data-t="(\d+)">total<\/span>/.exec(lines[0]!)?.[1];
    // Its type is highlighted as code, without the compiler's "(alias)".
    assert.deepEqual(table.rows[Number(row)], [
      '<span class="cl-0000ff cd-569cd6">const</span><span class="cl-0070c1 cd-4fc1ff"> total</span>: ' +
        '<span class="cl-097f54 cd-b5cea8">1</span>',
      'The sum.',
    ]);
    assert.deepEqual(table.rows[0], ['const earlier: 2']);
    assert.equal(table.rows.length, 3);
    assert.match(lines[1]!, /<span class="tw-query" style="--tw-column:6">const label: number<\/span>/);
    assert.match(lines[1]!, /<span class="tw-error-span">/);
    assert.match(lines[1]!, /<span class="tw-error">Type 'string' is not&#10;assignable\. \(2322\)<\/span>/);
    assert.ok(
      lines.every((line) => !line.includes('\n')),
      'one line of HTML per line of code',
    );
  });

  test('the code read back from a block’s HTML is the code, without the answers and errors under its lines', async () => {
    const code = 'const total = 1 < 2 && \'a\' > "b"; // <b>&amp;</b> ©\n\nconst label: number = `x`;';
    const lines = (await highlightLines(code, 'ts', [
      { type: 'hover', line: 0, character: 6, length: 5, text: 'const total: boolean' },
      { type: 'query', line: 2, character: 6, length: 5, text: 'const label: number' },
      { type: 'error', line: 2, character: 6, length: 5, text: "Type '<x>' is not\nassignable.", code: 2322 },
    ]))!;
    assert.equal(codeOfHtml(lines), code);
    const bash = 'echo "<a>" & \'q\'';
    assert.equal(codeOfHtml((await highlightLines(bash, 'bash'))!), bash);
  });

  test('a popup shows the first paragraph of long documentation', () => {
    assert.equal(docsSummary('First.\n\nSecond.'), 'First.');
    assert.equal(docsSummary('x'.repeat(400))!.length, 301);
    assert.equal(docsSummary(''), undefined);
  });

  test('every token colour reads at WCAG AA on its code background', async () => {
    const rules = (await tokenColourCss()).split('\n');
    assert.ok(rules.length > 20);
    for (const rule of rules) {
      const [, mode, colour] =
        /^html(?::not\(\[data-theme='dark'\]\)|\[data-theme='(dark)'\]) \.c[ld]-[0-9a-f]{6}\{color:(#[0-9a-f]{6})\}$/.exec(
          rule,
        ) ?? [];
      assert.ok(colour, rule);
      const background = CODE_BACKGROUNDS[mode === 'dark' ? 'dark' : 'light'];
      assert.ok(contrast(colour, background) >= MIN_CONTRAST, `${rule}: ${contrast(colour, background).toFixed(2)}:1`);
    }
  });

  test('a colour is made readable by mixing it towards black or white, keeping its hue', () => {
    assert.equal(readableOn('#0000ff', '#f6f8fa'), '#0000ff');
    const darkened = readableOn('#098658', '#f6f8fa');
    assert.notEqual(darkened, '#098658');
    assert.ok(contrast(darkened, '#f6f8fa') >= MIN_CONTRAST);
    assert.ok(contrast(readableOn('#6a6a6a', '#1e1e1e'), '#1e1e1e') >= MIN_CONTRAST);
  });
});

/** Runs the remark plugin on a page written at `source`, and returns its code blocks. */
async function render(source: string, markdown: string, frontMatter: object = {}): Promise<Code[]> {
  const file = new VFile({ path: path.join(siteDir, source), value: markdown, data: { frontMatter } });
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkCodeBlocks, { siteDir, withoutTypes: ['docs/typedoc'] });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return tree.children.filter((node): node is Code => node.type === 'code');
}

type Properties = { highlighted?: string; types?: string };
const propertiesOf = (block: Code) => (block.data as { hProperties?: Properties } | undefined)?.hProperties ?? {};
const highlighted = (block: Code) => String(propertiesOf(block).highlighted ?? '');

/** The types of a block's names, from the type table its page wrote, in the order of the names. */
const typesOf = (block: Code) => {
  const { types } = propertiesOf(block);
  if (!types) return [];
  const rows = JSON.parse(readFileSync(path.join(TYPE_TABLE_CACHE, types), 'utf8')) as TypeRow[];
  return [...highlighted(block).matchAll(/data-t="(\d+)"/g)].map((match) =>
    codeOfHtml(rows[Number(match[1])]![0].split('\n')),
  );
};

describe('code blocks of a page', () => {
  const sample = [
    `${fence}ts twoslash include setup`,
    "import { initTRPC } from '@trpc/server';",
    fence,
    '',
    `${fence}ts title="trpc.ts"`,
    '// @include: setup',
    '// ---cut---',
    'const builder = initTRPC;',
    fence,
  ].join('\n');

  test('show the types of their own docs version', async () => {
    const types = async (source: string) => typesOf((await render(source, sample))[0]!);
    assert.deepEqual(await types('docs/server/routers.mdx'), [
      'const builder: TRPCBuilder<object, object>',
      'const initTRPC: TRPCBuilder<object, object>',
    ]);
    assert.deepEqual(await types('versioned_docs/version-10.x/server/routers.mdx'), [
      'const builder: TRPCBuilder<object>',
      'const initTRPC: TRPCBuilder<object>',
    ]);
  });

  test('a post about an older release shows the types of the release its front matter names', async () => {
    const [block] = await render('blog/old-post/index.mdx', sample, { checked_against: '10.x' });
    assert.equal(typesOf(block!)[0], 'const builder: TRPCBuilder<object>');
  });

  test('drop include blocks and twoslash markup, so readers copy clean code', async () => {
    const blocks = await render('docs/server/routers.mdx', sample);
    assert.equal(blocks.length, 1);
    assert.equal(blocks[0]!.value, 'const builder = initTRPC;');
  });

  test('a partial shared by an 11.x and a 10.x page shows the types both versions agree on', async () => {
    // The real partial is imported by /docs/server/validators and /docs/v10/server/validators.
    const partial = sample.replace('const builder = initTRPC;', 'const builder = initTRPC;\nconst answer = 42;');
    const [block] = await render('docs/server/_validators.smallest-example.mdx', partial);
    assert.deepEqual(typesOf(block!), ['const answer: 42']);
  });

  test('a partial no page imports and the API reference are highlighted without types', async () => {
    for (const source of ['docs/server/_partial.mdx', 'docs/typedoc/server/functions/x.md']) {
      const [block] = await render(source, sample);
      assert.match(highlighted(block!), /^<span class="cl-0000ff cd-569cd6">const<\/span>/);
      assert.doesNotMatch(highlighted(block!), /data-t=/);
      assert.equal(propertiesOf(block!).types, undefined);
    }
  });

  test('a block in a language Shiki does not highlight keeps its text for the theme', async () => {
    const [block] = await render('docs/server/routers.mdx', `${fence}text\nplain\n${fence}`);
    assert.equal(highlighted(block!), '');
    assert.equal(block!.value, 'plain');
  });

  test("a shown response's node_env=X is its title, which the theme reads from the meta", async () => {
    const [block] = await render(
      'docs/server/routers.mdx',
      `${fence}http node_env=production\nHTTP/1.1 200 OK\n${fence}`,
    );
    assert.equal(block!.meta, 'title="NODE_ENV=production"');
  });
});

describe('type tables', () => {
  test('a type seen twice is one row, and a table is named by its content', () => {
    const table = new TypeTable();
    assert.equal(table.add('const a: 1', 'Docs.', asText), 0);
    assert.equal(table.add('const b: 2', undefined, asText), 1);
    assert.equal(table.add('const a: 1', 'Docs.', asText), 0);
    const name = table.write()!;
    assert.match(name, /^[0-9a-f]{16}\.json$/);
    assert.deepEqual(JSON.parse(readFileSync(path.join(TYPE_TABLE_CACHE, name), 'utf8')), [
      ['const a: 1', 'Docs.'],
      ['const b: 2'],
    ]);
    const again = new TypeTable();
    again.add('const a: 1', 'Docs.', asText);
    again.add('const b: 2', undefined, asText);
    assert.equal(again.write(), name);
    assert.equal(new TypeTable().write(), undefined);
  });

  test('the build finds the tables a page uses in its HTML, once each', () => {
    const html = '<pre data-types="0123456789abcdef.json"></pre><pre data-types=0123456789abcdef.json></pre>';
    assert.deepEqual(tableFilesOf(html + '<pre data-types=fedcba9876543210.json>'), [
      '0123456789abcdef.json',
      'fedcba9876543210.json',
    ]);
    assert.deepEqual(tableFilesOf('<pre class="prism-code"></pre>'), []);
  });
});
