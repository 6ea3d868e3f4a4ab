/** Gives each route of routes.js a short hash, its rank among the routes of its path (routeChunkNames.cjs). */
const { shortenRoutes } = require('./routeChunkNames.cjs');

module.exports = function routesLoader(source) {
  return shortenRoutes(source, this.resourcePath);
};
