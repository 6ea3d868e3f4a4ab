import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Code, Root } from 'mdast';
import { VFile } from 'vfile';
import path from 'node:path';
import { contrast, MIN_CONTRAST, readableOn } from '../contrast';
import remarkCodeBlocks from '../remark';
import { CODE_BACKGROUNDS, docsSummary, highlightLines, tokenColourCss } from '../shiki';

const siteDir = path.resolve(__dirname, '../../..');
const fence = '```';

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
    const lines = (await highlightLines("const total = 1;\nconst label: number = 'x';", 'ts', [
      { type: 'hover', line: 0, character: 6, length: 5, text: '(alias) const total: 1', docs: 'The sum.\n\nMore.' },
      { type: 'query', line: 1, character: 6, length: 5, text: 'const label: number' },
      { type: 'error', line: 1, character: 6, length: 5, text: "Type 'string' is not\nassignable.", code: 2322 },
    ]))!;
    assert.match(
      lines[0]!,
      /<span class="cl-0070c1 cd-4fc1ff tw" data-type="const total: 1" data-docs="The sum.">total<\/span>/,
    );
    assert.match(lines[1]!, /<span class="tw-query" style="--tw-column:6">const label: number<\/span>/);
    assert.match(lines[1]!, /<span class="tw-error-span">/);
    assert.match(lines[1]!, /<span class="tw-error">Type 'string' is not&#10;assignable\. \(2322\)<\/span>/);
    assert.ok(
      lines.every((line) => !line.includes('\n')),
      'one line of HTML per line of code',
    );
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

const highlighted = (block: Code) =>
  String((block.data as { hProperties?: { highlighted?: string } } | undefined)?.hProperties?.highlighted ?? '');

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
    const types = async (source: string) =>
      /data-type="const builder: ([^"]*)"/.exec(highlighted((await render(source, sample))[0]!))?.[1];
    assert.equal(await types('docs/server/routers.mdx'), 'TRPCBuilder<object, object>');
    assert.equal(await types('versioned_docs/version-10.x/server/routers.mdx'), 'TRPCBuilder<object>');
  });

  test('a post about an older release shows the types of the release its front matter names', async () => {
    const [block] = await render('blog/old-post/index.mdx', sample, { checked_against: '10.x' });
    assert.match(highlighted(block!), /data-type="const builder: TRPCBuilder<object>"/);
  });

  test('drop include blocks and twoslash markup, so readers copy clean code', async () => {
    const blocks = await render('docs/server/routers.mdx', sample);
    assert.equal(blocks.length, 1);
    assert.equal(blocks[0]!.value, 'const builder = initTRPC;');
  });

  test('a partial, shared by pages of several versions, and the API reference are highlighted without types', async () => {
    for (const source of ['docs/server/_partial.mdx', 'docs/typedoc/server/functions/x.md']) {
      const [block] = await render(source, sample);
      assert.match(highlighted(block!), /^<span class="cl-0000ff cd-569cd6">const<\/span>/);
      assert.doesNotMatch(highlighted(block!), /data-type/);
    }
  });

  test('a block in a language Shiki does not highlight keeps its text for the theme', async () => {
    const [block] = await render('docs/server/routers.mdx', `${fence}text\nplain\n${fence}`);
    assert.equal(highlighted(block!), '');
    assert.equal(block!.value, 'plain');
  });
});
