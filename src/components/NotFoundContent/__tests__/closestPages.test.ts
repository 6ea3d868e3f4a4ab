import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  pathCloseness,
  rankSuggestions,
  sameRestInOtherVersions,
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
