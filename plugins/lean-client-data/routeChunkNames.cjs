/**
 * Short names for the route chunks and routes. Docusaurus names each chunk of a route by an 8-character
 * hash and ships every name three times to every page: as a key of the route registry and in the map
 * of each route's chunks (both in main.js), and in the runtime's name-to-id map used to prefetch a
 * link's chunks. A hash barely compresses; an index written in 1 or 2 letters does. Likewise each
 * route is told from others of the same path (a version's root, its docs root and its index doc all
 * have `/docs`) by a 3-character hash, written in routes.js and in the route map's keys: it becomes
 * the route's rank among those of its path. The generated files are rewritten with the same mappings,
 * derived from registry.js and routes.js. See index.ts.
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

/**
 * 0 → "a", 25 → "z", 26 → "aa"…: letters only, so a name never equals the numeric id of an unnamed
 * chunk, which Docusaurus's chunk manifest keys by id in the same map as named chunks by name.
 */
function letters(index) {
  let name = '';
  for (let rest = index; rest >= 0; rest = Math.floor(rest / 26) - 1)
    name = String.fromCharCode(97 + (rest % 26)) + name;
  return name;
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
  return new Map(names.sort().map((name, index) => [name, letters(index)]));
}

/** `component: ComponentCreator('/docs/a', 'c0c')`, whose route map key is `/docs/a-c0c`. */
const ROUTE = /ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']+)'\)/g;

/** Maps each route key of routes.js (`path-hash`) to its short hash, the route's rank among those of its path. */
function shortRouteHashes(routesSource, resourcePath) {
  const seen = new Map();
  const hashes = new Map();
  for (const [, routePath, hash] of routesSource.matchAll(ROUTE)) {
    const rank = seen.get(routePath) ?? 0;
    seen.set(routePath, rank + 1);
    hashes.set(`${routePath}-${hash}`, rank.toString(36));
  }
  // Less the catch-all route, `ComponentCreator('*')`, which has no chunks and no hash.
  const creators = routesSource.split('ComponentCreator(').length - routesSource.split("ComponentCreator('*')").length;
  if (hashes.size === 0 || hashes.size !== creators) {
    throw shapeError(resourcePath, `${hashes.size} of ${creators} routes have the expected shape`);
  }
  return hashes;
}

/** Rewrites routes.js: each route's hash becomes its rank among the routes of its path. */
function shortenRoutes(source, resourcePath) {
  const hashes = shortRouteHashes(source, resourcePath);
  return source.replace(
    ROUTE,
    (_match, routePath, hash) => `ComponentCreator('${routePath}', '${hashes.get(`${routePath}-${hash}`)}')`,
  );
}

/** Rewrites registry.js: each entry's key and chunk name become the short name. */
function shortenRegistry(source, resourcePath) {
  const names = shortNames(source, resourcePath);
  return source.replace(ENTRY, (_match, key) => {
    const short = names.get(key);
    return `  "${short}": [() => import(/* webpackChunkName: "${short}" */`;
  });
}

/** Rewrites routesChunkNames.json (`{[path-hash]: {[prop]: chunkName | nested}}`) with the routes and registry beside it. */
function shortenRouteChunkNames(source, resourcePath) {
  const registryPath = path.join(path.dirname(resourcePath), 'registry.js');
  const routesPath = path.join(path.dirname(resourcePath), 'routes.js');
  const names = shortNames(readFileSync(registryPath, 'utf8'), registryPath);
  const hashes = shortRouteHashes(readFileSync(routesPath, 'utf8'), routesPath);
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
  const routes = Object.entries(JSON.parse(source)).map(([key, chunks]) => {
    const hash = hashes.get(key);
    if (hash === undefined) throw shapeError(resourcePath, `the route "${key}" is not in routes.js`);
    return [`${key.slice(0, key.lastIndexOf('-'))}-${hash}`, rename(chunks)];
  });
  return { json: JSON.stringify(Object.fromEntries(routes)), dependencies: [registryPath, routesPath] };
}

module.exports = { shortenRegistry, shortenRoutes, shortenRouteChunkNames };
