/**
 * Empties the docs map of a docs version's data (`{version: {docs: {[id]: {id, title, description,
 * sidebar}}}}`) unless told to keep it; other generated docs data passes through. See index.ts.
 */
module.exports = function versionDataLoader(source) {
  const { keepDocs } = this.getOptions();
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (keepDocs || !docs) return source;
  if (typeof docs !== 'object' || Object.values(docs).some((doc) => typeof doc.id !== 'string')) {
    throw new Error(
      `[lean-client-data] ${this.resourcePath}: version.docs is no longer a map of docs by id. ` +
        '@docusaurus/plugin-content-docs has changed its version data: see plugins/lean-client-data/index.ts.',
    );
  }
  data.version.docs = {};
  return JSON.stringify(data);
};
