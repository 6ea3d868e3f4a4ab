/**
 * Rewrites the route registry (`"name": [() => import(/* webpackChunkName: "name" *\/ "@site/docs/x.md"),
 * "@site/docs/x.md", require.resolveWeak("@site/docs/x.md")]`) for the browser: the module path beside
 * each loader is emptied (react-loadable reads it during server rendering only) and each chunk name
 * shortened (routeChunkNames.cjs). See index.ts.
 */
const { shortenRegistry } = require('./routeChunkNames.cjs');

const ENTRY_PATH = /(\[\(\) => import\([^)]*\), )"[^"]+"(, require\.resolveWeak\()/g;

module.exports = function registryLoader(source) {
  let entries = 0;
  const lean = source.replace(ENTRY_PATH, (_match, before, after) => {
    entries += 1;
    return `${before}""${after}`;
  });
  const loaders = source.split('() => import(').length - 1;
  if (entries === 0 || entries !== loaders) {
    throw new Error(
      `[lean-client-data] ${this.resourcePath}: ${entries} of ${loaders} route registry entries have the ` +
        'expected shape. @docusaurus/core has changed its registry: see plugins/lean-client-data/index.ts.',
    );
  }
  return shortenRegistry(lean, this.resourcePath);
};
