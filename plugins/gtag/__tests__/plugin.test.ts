import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LoadContext, Plugin } from '@docusaurus/types';
import gtag, { headTags } from '../index';
import { configScript } from '../snippet';

const context = {} as LoadContext;

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

describe('gtag plugin', () => {
  const environment = process.env.NODE_ENV;
  before(() => {
    process.env.NODE_ENV = 'production';
  });
  after(() => {
    process.env.NODE_ENV = environment;
  });

  test('with a tracking id: head tags for gtag.js and the bootstrap, and the bootstrap file in the build', async () => {
    const plugin = gtag(context, { trackingID: 'G-ABC123' }) as Plugin;
    assert.deepEqual(plugin.injectHtmlTags?.({ content: undefined }), { headTags: headTags('G-ABC123') });
    const scripts = headTags('G-ABC123').flatMap((tag) =>
      typeof tag !== 'string' && tag.tagName === 'script' ? [String(tag.attributes?.src)] : [],
    );
    assert.equal(scripts[0], 'https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    const outDir = mkdtempSync(path.join(tmpdir(), 'gtag-'));
    await plugin.postBuild?.({ outDir } as PostBuildProps);
    assert.equal(readFileSync(path.join(outDir, scripts[1]!), 'utf8'), configScript('G-ABC123'));
    assert.deepEqual(
      plugin.getClientModules?.().map((file) => path.basename(file)),
      ['client.ts'],
    );
  });

  test('without one: the client module only, no tag and no file, so no page requests another host', async () => {
    const plugin = gtag(context, {}) as Plugin;
    assert.deepEqual(plugin.injectHtmlTags?.({ content: undefined }), {});
    const outDir = mkdtempSync(path.join(tmpdir(), 'gtag-'));
    await plugin.postBuild?.({ outDir } as PostBuildProps);
    assert.deepEqual(readdirSync(outDir), []);
    assert.equal(plugin.getClientModules?.().length, 1);
  });

  test('is off in the dev server', () => {
    process.env.NODE_ENV = 'development';
    assert.equal(gtag(context, { trackingID: 'G-ABC123' }), null);
    process.env.NODE_ENV = 'production';
  });
});
