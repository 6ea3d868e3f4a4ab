// @ts-check
/**
 * `npm run check:deps`: what the site's own code may import. Every package it imports must be
 * declared in package.json, so that no build depends on how npm happens to hoist a transitive
 * dependency.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'not-declared',
      comment: 'Imports a package that package.json does not declare: add it (npm install --save[-dev] <name>).',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-resolvable',
      comment: 'Imports a module that does not resolve: a typo, a missing file or a missing package.',
      severity: 'error',
      from: {},
      to: {
        couldNotResolve: true,
        // Docusaurus's virtual modules, resolved by its bundler config: theme components, client APIs, generated data.
        pathNot:
          '^(@theme|@theme-original|@theme-init|@generated)/|^@docusaurus/(Head|Link|Translate|BrowserOnly|ErrorBoundary|ExecutionEnvironment|Interpolate|isInternalUrl|renderRoutes|router|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useRouteContext)$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|build-[^/]+|\\.docusaurus|test-results|snippets|docs/typedoc)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
