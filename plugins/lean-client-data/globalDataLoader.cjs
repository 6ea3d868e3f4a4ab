/**
 * Writes the docs plugin's share of the global data (main.js) compactly: each version lists every doc
 * as `{id, path, sidebar}`, and nearly all have the path `${version.path}/${id}` and the version's
 * usual sidebar. Those are shipped as their id alone and expanded when main.js runs, so the browser
 * gets the same objects; the others stay whole. See index.ts.
 */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function shapeError(resourcePath, what) {
  return new Error(
    `[lean-client-data] ${resourcePath}: ${what}. @docusaurus/plugin-content-docs has changed its global ` +
      'data: see plugins/lean-client-data/index.ts.',
  );
}

/** The sidebar most docs of a version belong to. */
function usualSidebar(docs) {
  const counts = new Map();
  for (const doc of docs) counts.set(doc.sidebar, (counts.get(doc.sidebar) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function compactVersion(version, resourcePath) {
  const isDoc = (doc) =>
    doc &&
    typeof doc.id === 'string' &&
    typeof doc.path === 'string' &&
    Object.keys(doc).every((key) => ['id', 'path', 'sidebar'].includes(key));
  if (typeof version.path !== 'string' || !Array.isArray(version.docs) || !version.docs.every(isDoc)) {
    throw shapeError(resourcePath, `version "${version.name}" has no path or no list of {id, path, sidebar} docs`);
  }
  const sidebar = usualSidebar(version.docs);
  const docs = version.docs.map((doc) =>
    doc.path === `${version.path}/${doc.id}` && doc.sidebar === sidebar && 'sidebar' in doc ? doc.id : doc,
  );
  return { ...version, docs: { sidebar, docs } };
}

module.exports = function globalDataLoader(source) {
  const data = JSON.parse(source);
  const instances = data[DOCS_PLUGIN];
  if (!instances) throw shapeError(this.resourcePath, `no "${DOCS_PLUGIN}" data to compact`);
  for (const instance of Object.values(instances)) {
    if (!Array.isArray(instance.versions)) throw shapeError(this.resourcePath, 'a docs plugin has no versions');
    instance.versions = instance.versions.map((version) => compactVersion(version, this.resourcePath));
  }
  return `const data = JSON.parse(${JSON.stringify(JSON.stringify(data))});
const expand = ({ sidebar, docs }, versionPath) =>
  docs.map((doc) => (typeof doc === 'string' ? { id: doc, path: versionPath + '/' + doc, sidebar } : doc));
for (const instance of Object.values(data[${JSON.stringify(DOCS_PLUGIN)}] ?? {})) {
  for (const version of instance.versions) version.docs = expand(version.docs, version.path);
}
export default data;
`;
};
