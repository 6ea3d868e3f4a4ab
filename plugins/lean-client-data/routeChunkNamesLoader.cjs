/** Gives routesChunkNames.json the short chunk names of the registry beside it (routeChunkNames.cjs). */
const { shortenRouteChunkNames } = require('./routeChunkNames.cjs');

module.exports = function routeChunkNamesLoader(source) {
  const { json, registryPath } = shortenRouteChunkNames(source, this.resourcePath);
  this.addDependency(registryPath);
  return json;
};
