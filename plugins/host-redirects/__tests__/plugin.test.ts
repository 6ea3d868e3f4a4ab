import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { LoadContext, Plugin } from '@docusaurus/types';
import hostRedirects, { validateOptions } from '../index';
import { validatePluginOptions } from '../../../support/pluginOptions';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

describe('host-redirects options', () => {
  test('need the redirects, and default the status to 301', () => {
    const options = validatePluginOptions(validateOptions, { redirects: [{ from: '/docs/old', to: '/docs/new' }] });
    assert.equal(options.status, 301);
    assert.throws(() => validatePluginOptions(validateOptions, {}), /"redirects" is required/);
  });

  test('refuse a path the file cannot hold or would write twice', () => {
    for (const from of ['docs/old', '/docs/old/', '/docs/an old page', '/']) {
      assert.throws(
        () => validatePluginOptions(validateOptions, { redirects: [{ from, to: '/docs' }] }),
        /"redirects\[0\]\.from"/,
        from,
      );
    }
  });
});

describe('host-redirects plugin', () => {
  test('writes _redirects: each old path, with and without a trailing slash, to its new one', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'host-redirects-'));
    const redirects = [
      { from: '/docs/header', to: '/docs/client/headers' },
      { from: '/docs/v11', to: '/docs' },
    ];
    const plugin = hostRedirects({} as LoadContext, { redirects, status: 301 }) as Plugin;
    await plugin.postBuild?.({ outDir } as PostBuildProps);
    assert.equal(
      readFileSync(path.join(outDir, '_redirects'), 'utf8'),
      [
        '/docs/header /docs/client/headers 301',
        '/docs/header/ /docs/client/headers 301',
        '/docs/v11 /docs 301',
        '/docs/v11/ /docs 301',
        '',
      ].join('\n'),
    );
  });
});
