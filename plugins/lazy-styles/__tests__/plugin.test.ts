import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { LoadContext } from '@docusaurus/types';
import lazyStyles from '../index';

const siteDir = path.resolve(__dirname, '../../..');
const context = { siteDir } as LoadContext;
const MODAL = '@docsearch/css/dist/modal.css';

type Config = Parameters<NonNullable<ReturnType<typeof lazyStyles>['configureWebpack']>>[0];
type Utils = Parameters<NonNullable<ReturnType<typeof lazyStyles>['configureWebpack']>>[2];

/** A browser build's config as Docusaurus 3.10 makes it, as far as this plugin reads it. */
function browserConfig(styles: object | null = { name: 'styles', type: 'css/mini-extract', chunks: 'all' }) {
  return { optimization: { splitChunks: { cacheGroups: { default: false, ...(styles && { styles }) } } } } as Config;
}

function configure(config: Config, isServer = false) {
  lazyStyles(context, { modules: [MODAL] }).configureWebpack!(config, isServer, {} as Utils, undefined as never);
}

const module = (file: string | null) => ({ nameForCondition: () => file });

describe('lazy-styles', () => {
  test('the site stylesheet takes every CSS module but the listed ones', () => {
    const styles = { name: 'styles', type: 'css/mini-extract', chunks: 'all' };
    configure(browserConfig(styles));
    const takes = (styles as { test?: (module: object) => boolean }).test!;
    assert.equal(takes(module(require.resolve(MODAL))), false);
    assert.equal(takes(module(require.resolve('@docsearch/css/dist/button.css'))), true);
    assert.equal(takes(module(null)), true);
  });

  test('a listed module that does not resolve fails, naming it', () => {
    assert.throws(
      () => lazyStyles(context, { modules: ['@docsearch/css/dist/gone.css'] }),
      /^Error: \[lazy-styles\] "@docsearch\/css\/dist\/gone\.css" does not resolve/,
    );
  });

  test('a build without the cache group to narrow fails, naming this plugin', () => {
    assert.throws(() => configure(browserConfig(null)), /lazy-styles.*plugins\/lazy-styles\/index\.ts/s);
    assert.throws(() => configure(browserConfig({ type: 'css/mini-extract', test: /x/ })), /lazy-styles/);
  });

  test('the server build, which extracts no CSS, is left alone', () => {
    const config = { optimization: {} } as Config;
    configure(config, true);
    assert.deepEqual(config, { optimization: {} });
  });
});
