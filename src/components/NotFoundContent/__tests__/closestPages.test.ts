import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  pathCloseness,
  rankSuggestions,
  sameRestInOtherVersions,
  queryWords,
  suggestPages,
  symbolPages,
  versionOfPath,
  wordsOfPath,
  type VersionPages,
} from '../closestPages';

const versions: VersionPages[] = [
  {
    name: 'current',
    label: '11.x',
    path: '/docs',
    isLast: true,
    docPaths: [
      '/docs/server/middlewares',
      '/docs/server/routers',
      '/docs/typedoc/server/type-aliases/MiddlewareFunction',
      '/docs/typedoc/server/variables/initTRPC',
      '/docs/typedoc/client/functions/createTRPCClient',
      '/docs/typedoc/react-query/functions/createTRPCClient',
      '/docs/typedoc/server',
      '/docs/client/links/httpBatchLink',
      '/docs/typedoc/client/functions/httpBatchLink',
    ],
  },
  {
    name: '10.x',
    label: '10.x',
    path: '/docs/v10',
    isLast: false,
    docPaths: ['/docs/v10/server/middlewares', '/docs/v10/server/routers'],
  },
  { name: '9.x', label: '9.x', path: '/docs/v9', isLast: false, docPaths: ['/docs/v9/middlewares', '/docs/v9/router'] },
];

describe('the not-found page', () => {
  test('finds the version a missing path names, the longest prefix first', () => {
    assert.deepEqual(versionOfPath('/docs/v10/server/middleware', versions), {
      version: versions[1],
      rest: '/server/middleware',
      named: true,
    });
    assert.equal(versionOfPath('/docs/server/middleware/', versions).rest, '/server/middleware');
    assert.equal(versionOfPath('/docs/v9/middleware.html', versions).rest, '/middleware');
    const unversioned = versionOfPath('/guides/middleware', versions);
    assert.equal(unversioned.version.name, 'current', 'a path outside the docs searches the current version');
    assert.equal(unversioned.named, false);
  });

  test('reads the words of a path, splitting segments, dashes and camelCase', () => {
    assert.deepEqual(wordsOfPath('/server/error-formatting'), ['server', 'error', 'formatting']);
    assert.deepEqual(wordsOfPath('/client/react/useInfiniteQuery.html'), [
      'client',
      'react',
      'use',
      'infinite',
      'query',
    ]);
    assert.deepEqual(wordsOfPath('/'), []);
  });

  test('ranks the page whose address is nearly the missing one first', () => {
    assert.ok(
      pathCloseness('/server/middleware', '/server/middlewares') >
        pathCloseness('/server/middleware', '/typedoc/server/type-aliases/MiddlewareFunction'),
    );
    const missing = versionOfPath('/docs/server/middleware', versions);
    const ranked = rankSuggestions(
      [
        { path: '/docs/typedoc/server/type-aliases/MiddlewareFunction', title: 'MiddlewareFunction' },
        { path: '/blog/introducing-trpc', title: 'Introducing tRPC' },
        { path: '/docs/server/middlewares', title: 'Middlewares' },
        { path: '/docs/server/middlewares', title: 'Middlewares' },
      ],
      missing,
    );
    assert.deepEqual(
      ranked.map(({ path }) => path),
      ['/docs/server/middlewares', '/docs/typedoc/server/type-aliases/MiddlewareFunction', '/blog/introducing-trpc'],
    );
  });

  test("a stale reference address or a symbol's name finds the symbol's reference page, wherever it is filed", () => {
    const paths = (missingPath: string) =>
      symbolPages(versionOfPath(missingPath, versions), '/docs/typedoc').map(({ path }) => path);
    assert.deepEqual(paths('/docs/typedoc/server/functions/initTRPC'), ['/docs/typedoc/server/variables/initTRPC']);
    assert.deepEqual(paths('/docs/inittrpc'), ['/docs/typedoc/server/variables/initTRPC'], 'any case');
    assert.deepEqual(
      paths('/docs/typedoc/react-query/variables/createTRPCClient'),
      ['/docs/typedoc/react-query/functions/createTRPCClient', '/docs/typedoc/client/functions/createTRPCClient'],
      "the missing path's package first",
    );
    assert.deepEqual(paths('/docs/server'), [], 'a package index is not a symbol');
    assert.deepEqual(paths('/docs/v10/initTRPC'), [], 'the reference documents the current version only');
    assert.deepEqual(symbolPages(versionOfPath('/docs/initTRPC', versions), '/docs/typedoc')[0], {
      path: '/docs/typedoc/server/variables/initTRPC',
      title: 'initTRPC',
      section: '@trpc/server API reference',
    });
  });

  test("a reference address is searched by its package's and symbol's words, not the kind it was filed under", () => {
    const words = (missingPath: string) => queryWords(versionOfPath(missingPath, versions), '/docs/typedoc');
    assert.deepEqual(words('/docs/typedoc/server/functions/initTRPC'), ['server', 'init', 'trpc']);
    assert.deepEqual(words('/docs/typedoc/server'), ['server']);
    assert.deepEqual(words('/docs/server/error-formatting'), ['server', 'error', 'formatting']);
  });

  test("under the reference the symbol's page comes first; elsewhere it is ranked with the hits", () => {
    const suggested = (missingPath: string, hits: { path: string; title: string }[]) =>
      suggestPages(hits, versionOfPath(missingPath, versions), '/docs/typedoc').map(({ path }) => path);
    const routers = { path: '/docs/server/routers', title: 'Routers' };
    assert.deepEqual(
      suggested('/docs/typedoc/server/functions/initTRPC', [
        routers,
        { path: '/docs/typedoc/server/variables/initTRPC', title: 'initTRPC' },
      ]),
      ['/docs/typedoc/server/variables/initTRPC', '/docs/server/routers'],
    );
    assert.deepEqual(
      suggested('/docs/client/httpBatchLink', [{ path: '/docs/client/links/httpBatchLink', title: 'httpBatchLink' }]),
      ['/docs/client/links/httpBatchLink', '/docs/typedoc/client/functions/httpBatchLink'],
      'a moved guide is still found first',
    );
    assert.deepEqual(suggested('/docs/initTRPC', [routers]), [
      '/docs/typedoc/server/variables/initTRPC',
      '/docs/server/routers',
    ]);
  });

  test('offers the same page in the versions that have it', () => {
    assert.deepEqual(sameRestInOtherVersions(versionOfPath('/docs/v9/server/routers', versions), versions), [
      { label: '11.x', path: '/docs/server/routers' },
      { label: '10.x', path: '/docs/v10/server/routers' },
    ]);
    assert.deepEqual(sameRestInOtherVersions(versionOfPath('/docs/v10/router', versions), versions), [
      { label: '9.x', path: '/docs/v9/router' },
    ]);
    assert.deepEqual(sameRestInOtherVersions(versionOfPath('/docs/v10/nothing', versions), versions), []);
    assert.deepEqual(
      sameRestInOtherVersions(versionOfPath('/server/routers', versions), versions),
      [],
      'no version named',
    );
  });
});
