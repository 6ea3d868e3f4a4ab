/**
 * Rewrites the route registry (`"name": [() => import(/* webpackChunkName: "name" *\/ "@site/docs/x.md"),
 * "@site/docs/x.md", require.resolveWeak("@site/docs/x.md")]`): each chunk name is shortened
 * (routeChunkNames.cjs), and the module path beside each loader, which react-loadable reports during
 * server rendering, becomes the chunk name in the server build (what the page's script tags are looked
 * up by) and is emptied in the browser's, which never reads it. See index.ts.
 */
const { shortenRegistry } = require('./routeChunkNames.cjs');

const ENTRY_PATH = /(\[\(\) => import\(\/\* webpackChunkName: "([^"]+)" [^)]*\), )"[^"]+"(, require\.resolveWeak\()/g;

module.exports = function registryLoader(source) {
  const { isServer = false } = this.getOptions();
  let entries = 0;
  const lean = shortenRegistry(source, this.resourcePath).replace(ENTRY_PATH, (_match, before, chunkName, after) => {
    entries += 1;
    return `${before}${isServer ? JSON.stringify(chunkName) : '""'}${after}`;
  });
  const loaders = source.split('() => import(').length - 1;
  if (entries === 0 || entries !== loaders) {
    throw new Error(
      `[lean-client-data] ${this.resourcePath}: ${entries} of ${loaders} route registry entries have the ` +
        'expected shape. @docusaurus/core has changed its registry: see plugins/lean-client-data/index.ts.',
    );
  }
  return lean;
};
