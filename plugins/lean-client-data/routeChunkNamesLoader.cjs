/** Gives routesChunkNames.json the short route keys and chunk names of routes.js and registry.js (routeChunkNames.cjs). */
const { shortenRouteChunkNames } = require('./routeChunkNames.cjs');

module.exports = function routeChunkNamesLoader(source) {
  const { json, dependencies } = shortenRouteChunkNames(source, this.resourcePath);
  for (const dependency of dependencies) this.addDependency(dependency);
  return json;
};
