import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { collectSamples } from '../collect';
import { checkSamples, compileSamples, compileSamplesSoon } from '../../../plugins/snippet-releases/compile';

/** A version folder with only an empty @types/node: the fixtures below use the language itself. */
const versionDir = mkdtempSync(path.join(tmpdir(), 'snippets-v0-'));
mkdirSync(path.join(versionDir, 'node_modules', '@types', 'node'), { recursive: true });
writeFileSync(path.join(versionDir, 'node_modules', '@types', 'node', 'index.d.ts'), 'export {};\n');
const fence = '```';

function check(markdown: string, source = 'docs/page.mdx') {
  const collected = collectSamples(source, markdown);
  return { collected, failures: checkSamples(versionDir, collected.samples).failures };
}

describe('snippet check', () => {
  test('a correct multi-file sample passes', () => {
    const { collected, failures } = check(
      [
        '# Page',
        `${fence}ts title="client.ts"`,
        '// @filename: server.ts',
        'export const greet = (name: string) => `hi ${name}`;',
        '// @filename: client.ts',
        "import { greet } from './server';",
        "greet('Ada').toUpperCase();",
        fence,
      ].join('\n'),
    );
    assert.equal(collected.samples.length, 1);
    assert.deepEqual(failures, []);
  });

  test('a type error names the file, the line in the Markdown and the message', () => {
    const { failures } = check(
      ['---', 'title: x', '---', '', `${fence}ts`, 'const a: number = 1;', 'const b: string = a;', fence].join('\n'),
    );
    assert.equal(failures.length, 1);
    assert.match(
      failures[0]!,
      /^docs\/page\.mdx:7: TS2322 in index\.ts: Type 'number' is not assignable to type 'string'\./,
    );
  });

  test('@errors accepts the expected error and reports one that did not happen', () => {
    const expected = check([`${fence}ts`, '// @errors: 2322', "const a: number = 'x';", fence].join('\n'));
    assert.deepEqual(expected.failures, []);
    const missing = check([`${fence}ts`, '// @errors: 2322', 'const a: number = 1;', fence].join('\n'));
    assert.match(
      missing.failures[0]!,
      /docs\/page\.mdx:1: the sample expects error TS2322 \(\/\/ @errors\) but the compiler did not report it/,
    );
  });

  test('samples cannot see each other, even without imports', () => {
    const { failures } = check(
      [`${fence}ts`, 'const shared = 1;', fence, '', `${fence}ts`, 'const shared = 2;', fence].join('\n'),
    );
    assert.deepEqual(failures, []);
  });

  test('ambient declarations stay inside their own sample', () => {
    const { failures } = check(
      [
        `${fence}ts`,
        'declare global { var injected: string }',
        'injected.toUpperCase();',
        fence,
        '',
        `${fence}ts`,
        'injected.toUpperCase();',
        fence,
      ].join('\n'),
    );
    assert.equal(failures.length, 1);
    assert.match(failures[0]!, /:7: TS2304 in index\.ts: Cannot find name 'injected'/);
  });

  test('no-check blocks are counted, include blocks are pasted, other languages ignored', () => {
    const { collected, failures } = check(
      [
        `${fence}ts twoslash include setup`,
        'const base = 40;',
        fence,
        `${fence}ts`,
        '// @include: setup',
        'export const answer: number = base + 2;',
        fence,
        `${fence}ts no-check`,
        'this is not TypeScript',
        fence,
        `${fence}bash`,
        'npm install @trpc/server',
        fence,
      ].join('\n'),
    );
    assert.equal(collected.samples.length, 1);
    assert.equal(collected.skipped, 1);
    assert.deepEqual(failures, []);
  });

  test('a markup mistake is reported with its line', () => {
    const { collected } = check([`${fence}ts`, 'const a = 1;', '// @include: nowhere', fence].join('\n'));
    assert.deepEqual(collected.problems, [
      'docs/page.mdx:3: "// @include: nowhere" names no ```ts twoslash include nowhere``` block above it on this page',
    ]);
  });

  test('front matter can point a page at another version', () => {
    const { collected } = check(
      ['---', 'checked_against: 9.x', '---', `${fence}ts`, 'export {};', fence].join('\n'),
      'blog/post.mdx',
    );
    assert.equal(collected.checkedAgainst, '9.x');
  });

  test('a fence can send one sample to another version', () => {
    const { collected } = check([`${fence}ts checked_against=10.x title="before.ts"`, 'export {};', fence].join('\n'));
    assert.equal(collected.samples[0]!.checkedAgainst, '10.x');
    assert.equal(collected.checkedAgainst, undefined);
  });

  test('a package missing from the version folder is a failure, not a silent pass', () => {
    const { failures } = check(
      [`${fence}ts`, "import { initTRPC } from '@trpc/server';", 'initTRPC.create();', fence].join('\n'),
    );
    assert.match(failures[0]!, /TS2307 in index\.ts: Cannot find module '@trpc\/server'/);
  });

  test('a build fails a page whose folder lacks a type library, naming the page and the folder', async () => {
    const emptyFolder = mkdtempSync(path.join(tmpdir(), 'snippets-empty-'));
    const { samples } = collectSamples('docs/page.mdx', [`${fence}ts`, 'const a = 1;', fence].join('\n'));
    await assert.rejects(
      compileSamplesSoon(emptyFolder, samples, 'docs/page.mdx'),
      new RegExp(
        `^Error: docs/page\\.mdx: its samples cannot be compiled against .*${path.basename(emptyFolder)}:\\n.*TS2688`,
      ),
    );
  });

  test('imported Markdown partials are listed, so they are checked with every importing version', () => {
    const { partials } = collectSamples(
      'versioned_docs/version-10.x/server/metadata.mdx',
      [
        "import Reading from '@site/docs/server/_metadata.reading.mdx';",
        "import Local from './_local.md';",
        "import Tabs from '@theme/Tabs';",
        '',
        '<Reading />',
      ].join('\n'),
    );
    assert.deepEqual(partials, ['docs/server/_metadata.reading.mdx', 'versioned_docs/version-10.x/server/_local.md']);
  });
});

describe('types of a sample', () => {
  test('a "// ^?" must state the type the compiler infers, and point at a name', () => {
    const sample = (query: string) =>
      check([`${fence}ts`, "const greeting = 'hi'.toUpperCase();", query, fence].join('\n')).failures;
    assert.deepEqual(sample('//    ^? const greeting: string'), []);
    assert.deepEqual(sample('//    ^?   const   greeting:\tstring  '), [], 'whitespace aside');
    const [wrong] = sample('//    ^? const greeting: number');
    assert.match(
      wrong!,
      /^docs\/page\.mdx:3: this "\/\/ \^\?" states "const greeting: number" but the compiler infers "const greeting: string"/,
    );
    assert.match(sample('//    ^?')[0]!, /states no type but the compiler infers "const greeting: string"/);
    assert.match(sample('//             ^? x')[0]!, /:3: this "\/\/ \^\?" points at no identifier/);
  });

  test('the compiler gives each shown name its type, the answer to each query and each expected error', () => {
    const { samples } = collectSamples(
      'docs/page.mdx',
      [
        `${fence}ts`,
        'const hidden = 1;',
        '// ---cut---',
        'const total = hidden + 1;',
        '//    ^? const total: number',
        '// @errors: 2322',
        "const label: number = 'x';",
        fence,
      ].join('\n'),
    );
    const { nodes } = compileSamples(versionDir, samples).results.get(samples[0]!)!;
    const shown = (type: string) =>
      nodes
        .filter((node) => node.type === type)
        .map(({ blockLine, character, length, text }) => [blockLine, character, length, text]);
    assert.deepEqual(
      shown('hover'),
      [
        [2, 6, 5, 'const total: number'],
        [2, 14, 6, 'const hidden: 1'],
        [5, 6, 5, 'const label: number'],
      ],
      'names above the cut have no type shown',
    );
    assert.deepEqual(shown('query'), [[2, 6, 5, 'const total: number']]);
    assert.deepEqual(shown('error'), [[5, 6, 5, "Type 'string' is not assignable to type 'number'."]]);
  });
});
