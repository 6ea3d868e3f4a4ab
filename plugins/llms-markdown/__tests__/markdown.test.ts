import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { MarkdownConverter } from '../markdown';

const siteDir = '/site';
const fence = '```';
const files: Record<string, string> = {
  '/site/docs/guide.mdx': [
    '---',
    'title: Guide',
    'description: A guide.',
    '---',
    '',
    "import InstallCommand from '@site/src/components/InstallCommand';",
    "import Shared from './_shared.mdx';",
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    'Read [the other page](./other.mdx#setup) or [the API](/docs/typedoc/server) at 10:30.',
    '',
    'It fails with <Quoted>No input expected</Quoted> or <Quoted>{\'input={"0":…}\'}</Quoted>.',
    '',
    "<InstallCommand packages={['@trpc/server', '@trpc/client']} devPackages={['typescript']} />",
    '',
    ':::warning[Mind the gap]',
    'Be careful.',
    ':::',
    '',
    '<Shared />',
    '',
    '<Tabs>',
    '  <TabItem value="npm" label="npm">',
    '',
    'Use npm.',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    `${fence}ts title="client.ts"`,
    '// @filename: server.ts',
    'export const a = 1;',
    '// @filename: client.ts',
    '// ---cut---',
    "import { a } from './server';",
    `${fence}`,
    '',
    `${fence}http server=api`,
    'GET /trpc/a HTTP/1.1',
    `${fence}`,
    '',
    `${fence}http node_env=production`,
    'HTTP/1.1 404 Not Found',
    `${fence}`,
    '',
    '{/* truncate */}',
  ].join('\n'),
  '/site/docs/_shared.mdx': 'Shared **text** with a [link](./other.mdx).\n',
};

const converter = new MarkdownConverter({
  siteDir,
  siteUrl: 'https://trpc.io',
  permalinkOf: (file) => ({ '/site/docs/other.mdx': '/docs/other' })[file],
  readFile: (file) => {
    const text = files[path.resolve(file)];
    if (text === undefined) throw new Error(`no fixture ${file}`);
    return text;
  },
});
const markdown = converter.page('/site/docs/guide.mdx', { title: 'Guide', description: 'A guide.' });

describe('MDX to Markdown', () => {
  test('starts with the title and description, without front matter or imports', () => {
    assert.ok(markdown.startsWith('# Guide\n\n> A guide.\n\n'), markdown);
    assert.doesNotMatch(markdown, /^---$|^title:|^import (InstallCommand|Shared|Tabs|TabItem) /m);
  });

  test('links become absolute, through the permalink of the linked file', () => {
    assert.match(markdown, /\[the other page\]\(https:\/\/trpc\.io\/docs\/other#setup\)/);
    assert.match(markdown, /\[the API\]\(https:\/\/trpc\.io\/docs\/typedoc\/server\)/);
    assert.match(markdown, /at 10:30\./, 'a colon in prose stays text');
  });

  test('quoted runtime text stays inline code, string expressions included', () => {
    assert.match(markdown, /It fails with `No input expected` or `input=\{"0":…\}`\./);
  });

  test('components render as plain Markdown and partials are inlined', () => {
    assert.match(markdown, /```bash\nnpm install @trpc\/server @trpc\/client\nnpm install --save-dev typescript\n```/);
    assert.match(markdown, /> \*\*Warning: Mind the gap\*\*\n>\n> Be careful\./);
    assert.match(markdown, /Shared \*\*text\*\* with a \[link\]\(https:\/\/trpc\.io\/docs\/other\)/);
    assert.match(markdown, /\*\*npm\*\*\n\nUse npm\./);
    assert.doesNotMatch(markdown, /<\w|truncate/);
  });

  test('samples lose their check markup but keep their files', () => {
    assert.doesNotMatch(markdown, /@filename|---cut---/);
    assert.match(markdown, /```ts title="client.ts"\nimport \{ a \} from '\.\/server';\n```/);
    assert.match(
      markdown,
      /```http\nGET \/trpc\/a HTTP\/1\.1\n```/,
      'a wire example loses the name only the check reads',
    );
    assert.match(
      markdown,
      /```http title="NODE_ENV=production"\nHTTP\/1\.1 404 Not Found\n```/,
      'a shown response keeps its NODE_ENV, as its title',
    );
  });
});

test('a link-list component becomes the list of links its option gives for its attribute', () => {
  const lists = new MarkdownConverter({
    siteDir,
    siteUrl: 'https://trpc.io',
    permalinkOf: () => undefined,
    readFile: () => '<SponsorList tier="gold" />\n',
    linkLists: {
      SponsorList: {
        attribute: 'tier',
        items: (tier) =>
          tier === 'gold' ? [{ name: 'Acme', url: 'https://acme.example', description: 'Rockets' }] : [],
      },
    },
  });
  assert.equal(lists.body('/site/docs/sponsors.mdx'), '- [Acme](https://acme.example): Rockets\n');
});
