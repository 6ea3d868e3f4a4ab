import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { docIdsInSidebar, findDocsMissingFromSidebars, type VersionLike } from '../coverage';
import { validateOptions } from '../options';
import { validatePluginOptions } from '../../../support/pluginOptions';

const version = (overrides: Partial<VersionLike>): VersionLike => ({
  versionName: 'current',
  docs: [],
  sidebars: {},
  ...overrides,
});

describe('sidebar coverage', () => {
  test('collects docs, refs and category link docs at any depth', () => {
    const ids = docIdsInSidebar([
      { type: 'doc', id: 'index' },
      {
        type: 'category',
        link: { type: 'doc', id: 'client/index' },
        items: [
          { type: 'ref', id: 'faq' },
          { type: 'category', link: { type: 'generated-index' }, items: [{ type: 'doc', id: 'client/deep' }] },
          { type: 'link' },
        ],
      },
    ]);
    assert.deepEqual([...ids].sort(), ['client/deep', 'client/index', 'faq', 'index']);
  });

  test('names the file and version of a doc missing from every sidebar', () => {
    const missing = findDocsMissingFromSidebars([
      version({
        docs: [
          { id: 'index', source: '@site/docs/index.mdx' },
          { id: 'orphan', source: '@site/docs/orphan.mdx' },
        ],
        sidebars: { docs: [{ type: 'doc', id: 'index' }] },
      }),
      version({
        versionName: '9.x',
        docs: [{ id: 'index', source: '@site/versioned_docs/version-9.x/index.mdx' }],
        sidebars: { v9: [{ type: 'doc', id: 'index' }] },
      }),
    ]);
    assert.deepEqual(missing, ['@site/docs/orphan.mdx (version current, id "orphan")']);
  });

  test('a doc in another version’s sidebar does not count, an unlisted doc is allowed', () => {
    const missing = findDocsMissingFromSidebars([
      version({
        versionName: '10.x',
        docs: [
          { id: 'quickstart', source: 'v10/quickstart.mdx' },
          { id: 'hidden', source: 'v10/hidden.mdx', unlisted: true },
        ],
        sidebars: {},
      }),
      version({
        docs: [{ id: 'quickstart', source: 'quickstart.mdx' }],
        sidebars: { docs: [{ type: 'doc', id: 'quickstart' }] },
      }),
    ]);
    assert.deepEqual(missing, ['v10/quickstart.mdx (version 10.x, id "quickstart")']);
  });
});

test('options: the docs plugin id defaults to the default instance, and a bad value is named', () => {
  assert.equal(validatePluginOptions(validateOptions, {}).docsPluginId, 'default');
  assert.equal(validatePluginOptions(validateOptions, { docsPluginId: 'community' }).docsPluginId, 'community');
  assert.throws(() => validatePluginOptions(validateOptions, { docsPluginId: 3 } as never), /"docsPluginId"/);
});
