import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { definitionUrl, describeSymbol, summaryOf, withFrontMatter } from '../describe';

const DEFINED_IN =
  'Defined in: [src/unstable-core-do-not-import/initTRPC.ts:221](https://github.com/trpc/trpc/blob/v11.19.0/packages/server/src/unstable-core-do-not-import/initTRPC.ts#L221)';

describe('API reference descriptions', () => {
  test('use the summary of the doc comment, not the "Defined in" link', () => {
    const page = [
      '# initTRPC',
      '```ts\nconst initTRPC: TRPCBuilder<object, object>;\n```',
      DEFINED_IN,
      'Builder to initialize the tRPC root object - use this exactly once per backend',
      '## See',
      'https://trpc.io/docs/v11/quickstart',
    ].join('\n\n');
    assert.equal(
      describeSymbol(page, 'variable', '@trpc/server'),
      'initTRPC (variable, @trpc/server): Builder to initialize the tRPC root object - use this exactly once per backend.',
    );
  });

  test('say what the page holds when the symbol has no summary', () => {
    const page = [
      '# createHTTPServer()',
      '```ts\nfunction createHTTPServer<TRouter>(opts): Server;\n```',
      DEFINED_IN,
      '## Type Parameters',
      'A table',
    ].join('\n\n');
    assert.equal(summaryOf(page), undefined);
    assert.equal(
      describeSymbol(page, 'function', '@trpc/server'),
      'createHTTPServer (function, @trpc/server): its signature, types and source.',
    );
  });

  test('read links, code and strike-through as text, and stay short', () => {
    const page = [
      '# ~~inferAsyncReturnType~~',
      DEFINED_IN,
      `Use [\`Awaited<ReturnType<T>>\`](https://example.com) instead. ${'Very long words. '.repeat(20)}`,
    ].join('\n\n');
    const description = describeSymbol(page, 'type alias', '@trpc/server');
    assert.match(
      description,
      /^inferAsyncReturnType \(type alias, @trpc\/server\): Use Awaited<ReturnType<T>> instead\./,
    );
    assert.ok(description.length <= 200, `${description.length} characters`);
    assert.ok(description.endsWith('…'));
  });

  test('front matter carries each field as a YAML string', () => {
    assert.equal(
      withFrontMatter('# X\n', { description: 'a "quoted": text', custom_edit_url: 'https://example.com/a.ts#L1' }),
      '---\ndescription: "a \\"quoted\\": text"\ncustom_edit_url: "https://example.com/a.ts#L1"\n---\n\n# X\n',
    );
  });

  test('a page\'s definition is its first "Defined in" link; a page without one has none', () => {
    const page = [
      '# initTRPC',
      '',
      'Defined in: [src/initTRPC.ts:221](https://github.com/trpc/trpc/blob/v11.19.0/packages/server/src/initTRPC.ts#L221)',
      '',
      'Defined in: [src/other.ts:3](https://github.com/trpc/trpc/blob/v11.19.0/packages/server/src/other.ts#L3)',
    ].join('\n');
    assert.equal(
      definitionUrl(page),
      'https://github.com/trpc/trpc/blob/v11.19.0/packages/server/src/initTRPC.ts#L221',
    );
    assert.equal(definitionUrl('# @trpc/server\n\nEvery export.'), undefined);
  });
});
