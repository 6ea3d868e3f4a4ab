/**
 * Empties the module path of each route registry entry (`"id": [loader, "@site/docs/x.md", weakId]`):
 * the browser never reads it (react-loadable collects it during server rendering only). See index.ts.
 */
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
  return lean;
};
