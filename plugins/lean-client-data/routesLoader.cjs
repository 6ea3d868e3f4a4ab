/**
 * Rewrites routes.js:
 * - each route's hash becomes its rank among the routes of its path (routeChunkNames.cjs);
 * - each route's component is made when it is first read, not when main.js runs: routes.js called
 *   ComponentCreator for every route of the site as the browser started, where a page reads the component of
 *   the few routes it matches (Docusaurus's `preload` and react-router-config's `renderRoutes`, the only
 *   readers).
 */
const { shortenRoutes } = require('./routeChunkNames.cjs');

/** `component: ComponentCreator('/docs/a', '0')`, or the catch-all route's `ComponentCreator('*')`. */
const COMPONENT = /component: ComponentCreator\(('(?:[^'\\]|\\.)*'(?:, '[^']+')?)\)/g;

/** Defined once in routes.js: makes the route's component and puts it in place of the getter. */
const CREATE_ON_READ = `
function createOnRead(route, ...args) {
  const component = ComponentCreator(...args);
  Object.defineProperty(route, 'component', { value: component, enumerable: true });
  return component;
}
`;

function createComponentsOnRead(source, resourcePath) {
  const creators = source.split('ComponentCreator(').length - 1;
  let rewritten = 0;
  const body = source.replace(COMPONENT, (_match, args) => {
    rewritten += 1;
    return `get component() { return createOnRead(this, ${args}); }`;
  });
  const importLine = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
  if (rewritten === 0 || rewritten !== creators || !body.includes(importLine)) {
    throw new Error(
      `[lean-client-data] ${resourcePath}: ${rewritten} of ${creators} routes have the expected shape. ` +
        '@docusaurus/core has changed its generated route files: see plugins/lean-client-data/index.ts.',
    );
  }
  return body.replace(importLine, importLine + CREATE_ON_READ);
}

module.exports = function routesLoader(source) {
  return createComponentsOnRead(shortenRoutes(source, this.resourcePath), this.resourcePath);
};
