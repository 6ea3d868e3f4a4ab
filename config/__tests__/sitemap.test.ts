import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dateUndated } from '../sitemap';

describe('dateUndated', () => {
  const items = [
    { url: 'https://trpc.io/docs/typedoc/server', lastmod: null },
    { url: 'https://trpc.io/docs/typedoc/server/functions/initTRPC', lastmod: '2026-01-02' },
    { url: 'https://trpc.io/docs/typedoc-like', lastmod: null },
    { url: 'https://trpc.io/blog', lastmod: null },
  ];

  test('dates only the undated pages under the prefix', () => {
    assert.deepEqual(
      dateUndated(items, '/docs/typedoc', '2026-03-04').map((item) => item.lastmod),
      ['2026-03-04', '2026-01-02', null, null],
    );
  });

  test('leaves the items alone when git gave no date', () => {
    assert.deepEqual(dateUndated(items, '/docs/typedoc', undefined), items);
  });
});
