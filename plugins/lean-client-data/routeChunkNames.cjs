/**
 * Short names for the route chunks. Docusaurus names each chunk of a route by an 8-character hash and
 * ships every name three times to every page: as a key of the route registry and in the map of each
 * route's chunks (both in main.js), and in the runtime's name-to-id map used to prefetch a link's
 * chunks. A hash barely compresses; a base-36 index of 1 or 2 characters does. Both generated files
 * are rewritten with the same mapping, derived from the registry's keys. See index.ts.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** `  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" *\/ "@site/docs/x.md"), ...` */
const ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//gm;

function shapeError(resourcePath, what) {
  return new Error(
    `[lean-client-data] ${resourcePath}: ${what}. @docusaurus/core has changed its generated route ` +
      'files: see plugins/lean-client-data/index.ts.',
  );
}

/** Maps each chunk name of the registry to its short name, checking that the registry has the expected shape. */
function shortNames(registrySource, resourcePath) {
  const names = [];
  for (const [, key, chunkName] of registrySource.matchAll(ENTRY)) {
    if (key !== chunkName) throw shapeError(resourcePath, `the entry "${key}" loads a chunk named "${chunkName}"`);
    names.push(key);
  }
  const loaders = registrySource.split('() => import(').length - 1;
  if (names.length === 0 || names.length !== loaders) {
    throw shapeError(resourcePath, `${names.length} of ${loaders} route registry entries have the expected shape`);
  }
  return new Map(names.sort().map((name, index) => [name, index.toString(36)]));
}

/** Rewrites registry.js: each entry's key and chunk name become the short name. */
function shortenRegistry(source, resourcePath) {
  const names = shortNames(source, resourcePath);
  return source.replace(ENTRY, (_match, key) => {
    const short = names.get(key);
    return `  "${short}": [() => import(/* webpackChunkName: "${short}" */`;
  });
}

/** Rewrites routesChunkNames.json (`{[route]: {[prop]: chunkName | nested}}`) with the registry beside it. */
function shortenRouteChunkNames(source, resourcePath) {
  const registryPath = path.join(path.dirname(resourcePath), 'registry.js');
  const names = shortNames(readFileSync(registryPath, 'utf8'), registryPath);
  const rename = (value) => {
    if (typeof value === 'string') {
      const short = names.get(value);
      if (short === undefined) throw shapeError(resourcePath, `the chunk "${value}" is not in the route registry`);
      return short;
    }
    if (value && typeof value === 'object') {
      return Array.isArray(value)
        ? value.map(rename)
        : Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, rename(nested)]));
    }
    throw shapeError(resourcePath, `a route's chunks hold ${JSON.stringify(value)}`);
  };
  return { json: JSON.stringify(rename(JSON.parse(source))), registryPath };
}

module.exports = { shortenRegistry, shortenRouteChunkNames };
