import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertDocLinksLeadToPages, docPermalinks, rewriteDocLinks, siteDocPath, type LinkRules } from '../docLinks';

const rules: LinkRules = {
  currentMajor: 11,
  redirects: [{ from: '/docs/getQueryKey', to: '/docs/client/react/getQueryKey' }],
  movedLinks: [
    { from: '/docs/links/localLink', to: '/docs/client/links#built-in-links' },
    { from: '/docs/client/react/getQueryKey#mutations', to: '/docs/client/react/getQueryKey#signature' },
  ],
};

describe('links from doc comments to trpc.io docs', () => {
  test('lead to the current docs without the version segment, keeping the anchor', () => {
    const page = '# initTRPC\n\n## See\n\nhttps://trpc.io/docs/v11/server/routers#defining-a-router\n';
    const { markdown, links } = rewriteDocLinks(page, rules);
    assert.equal(
      markdown,
      '# initTRPC\n\n## See\n\n[/docs/server/routers#defining-a-router](/docs/server/routers#defining-a-router)\n',
    );
    assert.deepEqual(links, [
      {
        url: 'https://trpc.io/docs/v11/server/routers#defining-a-router',
        path: '/docs/server/routers#defining-a-router',
      },
    ]);
  });

  test('follow the redirects, then the moved links, for a page or a single section', () => {
    assert.equal(siteDocPath('https://trpc.io/docs/v11/getQueryKey', rules), '/docs/client/react/getQueryKey');
    assert.equal(
      siteDocPath('https://trpc.io/docs/v11/getQueryKey#mutations', rules),
      '/docs/client/react/getQueryKey#signature',
    );
    assert.equal(siteDocPath('https://trpc.io/docs/links/localLink', rules), '/docs/client/links#built-in-links');
  });

  test('leave an older major under its own version, and accept http, www and a trailing slash', () => {
    assert.equal(siteDocPath('https://trpc.io/docs/v10/server/routers', rules), '/docs/v10/server/routers');
    assert.equal(siteDocPath('http://www.trpc.io/docs/client/headers/', rules), '/docs/client/headers');
    assert.equal(siteDocPath('https://trpc.io/docs/v11', rules), '/docs');
  });

  test('rewrite a link destination, a URL in a table cell or a sentence, but not code', () => {
    const page = [
      '| `router` | Create a router **See** https://trpc.io/docs/v11/server/routers | src |',
      'Read [the routers page](https://trpc.io/docs/v11/server/routers).',
      'See https://trpc.io/docs/client/nextjs/ssr.',
      '`https://trpc.io/docs/v11/quickstart`',
      '```ts\n// https://trpc.io/docs/v11/quickstart\n```',
    ].join('\n');
    assert.equal(
      rewriteDocLinks(page, rules).markdown,
      [
        '| `router` | Create a router **See** [/docs/server/routers](/docs/server/routers) | src |',
        'Read [the routers page](/docs/server/routers).',
        'See [/docs/client/nextjs/ssr](/docs/client/nextjs/ssr).',
        '`https://trpc.io/docs/v11/quickstart`',
        '```ts\n// https://trpc.io/docs/v11/quickstart\n```',
      ].join('\n'),
    );
  });

  test('leave links to trpc.io outside its docs as they are', () => {
    const page =
      'See https://trpc.io/blog/announcing-trpc-11 and https://trpc.io, not https://trpc.io.example.com/docs';
    assert.deepEqual(rewriteDocLinks(page, rules), { markdown: page, links: [] });
    assert.equal(siteDocPath('https://trpc.io/docsearch', rules), undefined);
  });

  test('fail naming the symbol, its package and the URL of a link to a page this site lacks', () => {
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            { docs: [{ permalink: '/docs/client/react/getQueryKey' }, { permalink: '/docs/client/links/' }] },
            { docs: [{ permalink: '/docs/v10/quickstart' }] },
          ],
        },
      },
    };
    const permalinks = docPermalinks(allContent);
    const link = (url: string, symbol: string) => ({
      file: `docs/typedoc/react-query/functions/${symbol}.md`,
      symbol,
      packageName: '@trpc/react-query',
      url,
      path: siteDocPath(url, rules)!,
    });
    assertDocLinksLeadToPages(
      [
        link('https://trpc.io/docs/v11/getQueryKey#mutations', 'getMutationKey'),
        link('https://trpc.io/docs/links/localLink', 'unstable_localLink'),
      ],
      permalinks,
    );
    assert.throws(
      () =>
        assertDocLinksLeadToPages(
          [
            link('https://trpc.io/docs/v11/getQueryKey', 'getQueryKey'),
            link('https://trpc.io/docs/v11/useQueries', 'createTRPCReact'),
          ],
          permalinks,
        ),
      (error: Error) => {
        assert.match(error.message, /1 link\(s\)/);
        assert.match(
          error.message,
          /- createTRPCReact \(@trpc\/react-query, docs\/typedoc\/react-query\/functions\/createTRPCReact\.md\): https:\/\/trpc\.io\/docs\/v11\/useQueries → \/docs\/useQueries\n/,
        );
        assert.doesNotMatch(error.message, /getQueryKey\.md/);
        return true;
      },
    );
  });
});
