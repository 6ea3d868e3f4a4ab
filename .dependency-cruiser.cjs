// @ts-check
/**
 * `npm run check:deps`: what the site's own code may import (README, "Layout").
 * - Every package it imports is declared in package.json, so no build depends on how npm happens to
 *   hoist a transitive dependency.
 * - Top-level folders import one way: docusaurus.config.ts → config/ → plugins/, src/; scripts/ and
 *   test/ may use all of those and support/; nothing imports scripts/ or test/, and only tests, scripts/ and
 *   test/ import a folder's __tests__/ (test data).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'nothing-imports-scripts-or-test',
      comment:
        'scripts/ and test/ are leaves: move code they share to support/, and code the site needs to config/, plugins/ or src/.',
      severity: 'error',
      from: { pathNot: '^(scripts|test)/' },
      to: { path: '^(scripts|test)/' },
    },
    {
      name: 'scripts-and-test-apart',
      comment: 'scripts/ and test/ do not import each other: code both need belongs in support/.',
      severity: 'error',
      from: { path: '^(scripts|test)/' },
      to: { path: '^(scripts|test)/', pathNot: '^$1/' },
    },
    {
      name: 'config-is-on-top',
      comment:
        'Only docusaurus.config.ts, config/ and the maintainer folders import config/: pass a plugin what it needs as options, and move data src/ needs to src/data/.',
      severity: 'error',
      from: { path: '^(plugins|src)/' },
      to: { path: '^config/' },
    },
    {
      name: 'plugins-do-not-import-src',
      comment: 'A plugin gets site data through its options (config/ builds them from src/data/).',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^src/' },
    },
    {
      name: 'src-uses-plugin-client-apis-only',
      comment:
        "src/ imports a plugin's browser-side API (plugins/<name>/client/) and its types, never its Node.js internals.",
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^plugins/[^/]+/(?!client/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'test-data-stays-with-tests',
      comment:
        "What a plugin's __tests__/ holds (test data, such as the search relevance sets) is read by tests, scripts/ and test/ only: the site's code does not import it.",
      severity: 'error',
      from: { path: '^(config|plugins|src|support)/', pathNot: '/__tests__/' },
      to: { path: '/__tests__/' },
    },
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
