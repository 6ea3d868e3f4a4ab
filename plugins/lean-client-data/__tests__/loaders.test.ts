import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { LoadContext } from '@docusaurus/types';
import DocusaurusChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import { RequiredModulesPlugin } from '../../../support/requiredModules';
import leanClientData, { BASE_URL_ISSUE_BANNER, findDocCardSource, TSLIB_SUBSET, UTILS_COMMON_FILES } from '../index';

const require = createRequire(__filename);
type LoaderOptions = { keepDocs?: boolean; isServer?: boolean };
type LoaderContext = { resourcePath: string; getOptions: () => LoaderOptions };
type Loader = (this: LoaderContext, source: string) => string;
const registryLoader = require('../registryLoader.cjs') as Loader;
const routeChunkNamesLoader = require('../routeChunkNamesLoader.cjs') as (
  this: LoaderContext & { addDependency: (file: string) => void },
  source: string,
) => string;
const siteConfigLoader = require('../siteConfigLoader.cjs') as Loader;
const routesLoader = require('../routesLoader.cjs') as Loader;
const globalDataLoader = require('../globalDataLoader.cjs') as Loader;
const versionDataLoader = require('../versionDataLoader.cjs') as Loader;
const withOptions = (options: LoaderOptions = {}): LoaderContext => ({
  resourcePath: 'fixture',
  getOptions: () => options,
});

type GeneratedFiles = { registry: string; routes: string; routesChunkNames: string; siteConfig: string; dir: string };

/** The route and config files the installed @docusaurus/core writes, so an upgrade that changes their shape fails here. */
async function withGeneratedFiles(check: (files: GeneratedFiles) => void): Promise<void> {
  const { generateSiteFiles } = require('@docusaurus/core/lib/server/codegen/codegen.js') as {
    generateSiteFiles: (params: Record<string, unknown>) => Promise<void>;
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'lean-generated-'));
  try {
    await generateSiteFiles({
      generatedFilesDir: dir,
      clientModules: [],
      globalData: {},
      siteMetadata: {},
      siteStorage: {},
      i18n: {},
      codeTranslations: {},
      siteConfig: {
        title: 'tRPC',
        baseUrl: '/',
        presets: [['classic', { docs: { sidebarPath: './sidebars.ts' } }]],
        plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/a', to: '/b' }] }]],
        themes: [],
        ssrTemplate: '<html><body><%~ it.appHtml %></body></html>',
        themeConfig: { navbar: { title: 'tRPC' } },
      },
      routes: [
        {
          // A docs plugin's root, its version's root and its index doc share one path.
          path: '/docs',
          component: '@theme/DocsRoot',
          routes: [
            {
              path: '/docs',
              component: '@theme/DocVersionRoot',
              routes: [
                { path: '/docs', component: '@theme/DocItem', modules: { content: '@site/docs/index.md' } },
                { path: '/docs/a', component: '@theme/DocItem', modules: { content: '@site/docs/a.md' } },
                { path: '/docs/b', component: '@theme/DocItem', modules: { content: '@site/docs/b.md' } },
              ],
            },
          ],
        },
        { path: '/blog', component: '@theme/BlogListPage', modules: { items: [{ content: '@site/blog/p.md' }] } },
      ],
    });
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    check({
      registry: read('registry.js'),
      routes: read('routes.js'),
      routesChunkNames: read('routesChunkNames.json'),
      siteConfig: read('docusaurus.config.mjs'),
      dir,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the registry loses its module paths, chunks and routes get short names, and every route still finds its chunks', () =>
  withGeneratedFiles(({ registry, routes, routesChunkNames, dir }) => {
    const lean = registryLoader.call(withOptions(), registry);
    assert.doesNotMatch(lean, /\), "@site/);
    const entries = [
      ...lean.matchAll(
        /^ {2}"(\w+)": \[\(\) => import\(\/\* webpackChunkName: "(\w+)" \*\/ "([^"]+)"\), "", require\.resolveWeak\("\3"\)\]/gm,
      ),
    ];
    assert.equal(entries.length, 8, lean);
    for (const [, key = '', chunkName] of entries) {
      assert.equal(chunkName, key);
      // Letters only: never the numeric id of an unnamed chunk, which shares the chunk manifest's keys.
      assert.match(key, /^[a-z]{1,2}$/);
    }
    // Server rendering reports the chunk name in the path's place: Docusaurus finds a page's scripts by it.
    const serverRegistry = registryLoader.call(withOptions({ isServer: true }), registry);
    for (const [, key = '', , module = ''] of entries) {
      assert.ok(
        serverRegistry.includes(
          `"${key}": [() => import(/* webpackChunkName: "${key}" */ "${module}"), "${key}", require.resolveWeak("${module}")]`,
        ),
        `${module}: the server's entry`,
      );
    }

    const dependencies: string[] = [];
    const addDependency = (file: string) => dependencies.push(file);
    const leanNames = JSON.parse(
      routeChunkNamesLoader.call(
        { ...withOptions(), resourcePath: path.join(dir, 'routesChunkNames.json'), addDependency },
        routesChunkNames,
      ),
    ) as Record<string, Record<string, unknown>>;
    assert.deepEqual(dependencies.sort(), [path.join(dir, 'registry.js'), path.join(dir, 'routes.js')]);
    const original = JSON.parse(routesChunkNames) as Record<string, Record<string, unknown>>;
    const leanRoutes = routesLoader.call(withOptions(), routes);
    // The routes keep their order; each one's key into the route map is `path-hash`.
    const routeKeys = (source: string) =>
      [...source.matchAll(/(?:ComponentCreator\(|createOnRead\(this, )'([^']*)', '([^']*)'\)/g)].map(
        ([, route, hash]) => `${route}-${hash}`,
      );
    const [originalKeys, leanKeys] = [routeKeys(routes), routeKeys(leanRoutes)];
    assert.equal(originalKeys.length, 6);
    assert.deepEqual(leanKeys, ['/docs-0', '/docs-1', '/docs-2', '/docs/a-0', '/docs/b-0', '/blog-0']);
    assert.deepEqual(Object.keys(leanNames).sort(), [...leanKeys].sort());
    // Each route's chunks, followed through the rewritten files, load the same modules as before.
    const modulesOf = (names: unknown, registrySource: string): unknown =>
      typeof names === 'string'
        ? new RegExp(`"${names}": \\[\\(\\) => import\\(/\\* webpackChunkName: "${names}" \\*/ "([^"]+)"`).exec(
            registrySource,
          )?.[1]
        : Array.isArray(names)
          ? names.map((nested) => modulesOf(nested, registrySource))
          : Object.fromEntries(
              Object.entries(names as object).map(([prop, nested]) => [prop, modulesOf(nested, registrySource)]),
            );
    originalKeys.forEach((key, index) => {
      const leanKey = leanKeys[index]!;
      assert.ok(leanKey.length < key.length, `${leanKey}: shorter than ${key}`);
      assert.deepEqual(modulesOf(leanNames[leanKey], lean), modulesOf(original[key], registry), key);
    });
  }));

test('route components are made when a route is first read, once, not when routes.js runs', () =>
  withGeneratedFiles(({ routes }) => {
    const leanRoutes = routesLoader.call(withOptions(), routes);
    // Runs the rewritten module with a ComponentCreator that records its calls.
    const calls: unknown[][] = [];
    const body = leanRoutes.replace(/^import .*$/gm, '').replace('export default', 'return');
    type Route = { path: string; component: unknown; routes?: Route[] };
    const run = new Function('ComponentCreator', body) as (creator: (...args: unknown[]) => unknown) => Route[];
    const table = run((...args) => {
      calls.push(args);
      return { madeFrom: args };
    });
    assert.deepEqual(calls, []);
    const blog = table.find((route) => route.path === '/blog')!;
    assert.deepEqual(blog.component, { madeFrom: ['/blog', '0'] });
    assert.equal(blog.component, blog.component);
    assert.equal(calls.length, 1);
    const docA = table[0]!.routes![0]!.routes!.find((route) => route.path === '/docs/a')!;
    assert.deepEqual(docA.component, { madeFrom: ['/docs/a', '0'] });
    assert.deepEqual(table.at(-1), { path: '*', component: { madeFrom: ['*'] } });
    assert.equal(calls.length, 3);
  }));

test('a registry or route map of another shape fails the build, naming the plugin', () => {
  assert.throws(
    () => registryLoader.call(withOptions(), 'export default { "x": [() => import("y")] };'),
    /lean-client-data/,
  );
  return withGeneratedFiles(({ routes, routesChunkNames, dir }) => {
    const componentOfAnotherShape = routes.replace(
      /component: ComponentCreator\('\/blog'/,
      "component:ComponentCreator('/blog'",
    );
    assert.throws(() => routesLoader.call(withOptions(), componentOfAnotherShape), /lean-client-data.*routes have/);
    const context = {
      ...withOptions(),
      resourcePath: path.join(dir, 'routesChunkNames.json'),
      addDependency: () => {},
    };
    const unknownRoute = routesChunkNames.replace(/"\/docs\/a-[^"]+"/, '"/docs/a-fff"');
    assert.throws(
      () => routeChunkNamesLoader.call(context, unknownRoute),
      /lean-client-data.*"\/docs\/a-fff" is not in routes\.js/,
    );
    const unknownChunk = routesChunkNames.replace(/"content": "[^"]+"/, '"content": "unknown1"');
    assert.throws(
      () => routeChunkNamesLoader.call(context, unknownChunk),
      /lean-client-data.*"unknown1" is not in the route registry/,
    );
  });
});

test("the browser's copy of the site config keeps everything but the plugin, preset and theme options and the page template", () =>
  withGeneratedFiles(({ siteConfig }) => {
    const lean = siteConfigLoader.call(withOptions(), siteConfig);
    const config = JSON.parse(/export default (\{[\s\S]*\});/.exec(lean)![1]!) as Record<string, unknown>;
    assert.deepEqual(config, { title: 'tRPC', baseUrl: '/', themeConfig: { navbar: { title: 'tRPC' } } });
    assert.throws(
      () => siteConfigLoader.call(withOptions(), 'export default {"title": "tRPC"};'),
      /lean-client-data.*plugins/,
    );
  }));

test("tslib's stand-in has every helper @docusaurus/utils-common's browser code calls", async () => {
  const libDir = path.dirname(require.resolve('@docusaurus/utils-common/lib/index.js'));
  const used = new Set<string>();
  for (const file of readdirSync(libDir).filter((name) => name.endsWith('.js'))) {
    assert.match(path.join(libDir, file), UTILS_COMMON_FILES);
    for (const [, helper] of readFileSync(path.join(libDir, file), 'utf8').matchAll(/tslib_1\.(\w+)/g))
      used.add(`${file}: ${helper}`);
  }
  assert.ok(used.size > 0, 'utils-common calls no tslib helper: the stand-in can go');
  const subset = (await import(TSLIB_SUBSET)) as Record<string, unknown>;
  for (const use of used) {
    const helper = use.split(': ')[1]!;
    assert.equal(typeof subset[helper], 'function', `${use} is not in ${path.basename(TSLIB_SUBSET)}`);
  }
});

test("the docs plugin's global data is shipped compactly and expands in the browser to the same objects", async () => {
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          {
            name: 'current',
            path: '/docs',
            docs: [
              { id: 'index', path: '/docs/', sidebar: 'docs' },
              { id: 'server/routers', path: '/docs/server/routers', sidebar: 'docs' },
              { id: 'client/links/httpLink', path: '/docs/client/links/httpLink', sidebar: 'docs' },
              { id: 'unlisted', path: '/docs/unlisted' },
              { id: 'api', path: '/docs/api', sidebar: 'api' },
            ],
            sidebars: { docs: { link: { path: '/docs/', label: 'index' } } },
          },
          { name: '9.x', path: '/docs/v9', docs: [{ id: 'router', path: '/docs/v9/router', sidebar: 'v9' }] },
        ],
      },
    },
    'snippet-releases': { default: { releases: ['11.0.0'] } },
  };
  const source = globalDataLoader.call(withOptions(), JSON.stringify(globalData));
  assert.doesNotMatch(source, /\/docs\/server\/routers/);
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: unknown };
  assert.deepEqual(module.default, globalData);
  assert.throws(
    () =>
      globalDataLoader.call(
        withOptions(),
        JSON.stringify({ 'docusaurus-plugin-content-docs': { default: { versions: [{ name: 'x', docs: {} }] } } }),
      ),
    /lean-client-data.*version "x"/,
  );
  assert.throws(
    () => globalDataLoader.call(withOptions(), JSON.stringify({ 'docusaurus-plugin-content-docs-v2': {} })),
    /lean-client-data.*no "docusaurus-plugin-content-docs" data/,
  );
});

const versionData = {
  version: {
    version: 'current',
    docsSidebars: {},
    docs: { intro: { id: 'intro', title: 'Intro', description: 'What tRPC is.', sidebar: 'docs' } },
  },
};

test("a docs version's data loses its docs map, and keeps the rest", () => {
  const lean = JSON.parse(versionDataLoader.call(withOptions(), JSON.stringify(versionData))) as typeof versionData;
  assert.deepEqual(lean, { version: { ...versionData.version, docs: {} } });
});

test('the docs map stays when a DocCard can show it, and other generated data passes through', () => {
  const source = JSON.stringify(versionData);
  assert.equal(versionDataLoader.call(withOptions({ keepDocs: true }), source), source);
  const category = JSON.stringify({ categoryGeneratedIndex: { title: 'Client' } });
  assert.equal(versionDataLoader.call(withOptions(), category), category);
  assert.throws(
    () => versionDataLoader.call(withOptions(), JSON.stringify({ version: { docs: { intro: 'Intro' } } })),
    /lean-client-data.*version\.docs/,
  );
});

test('a doc using <DocCardList> or a generated-index sidebar category is found, so the docs map stays', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'lean-site-'));
  try {
    mkdirSync(path.join(site, 'docs/client'), { recursive: true });
    writeFileSync(path.join(site, 'docs/client/index.md'), '# Client\n');
    writeFileSync(path.join(site, 'sidebars.ts'), 'export default { docs: ["client/index"] };\n');
    assert.equal(findDocCardSource(site), undefined);
    writeFileSync(path.join(site, 'docs/client/index.md'), '# Client\n\n<DocCardList />\n');
    assert.equal(findDocCardSource(site), 'docs/client/index.md');
    writeFileSync(path.join(site, 'docs/client/index.md'), '# Client\n');
    mkdirSync(path.join(site, 'versioned_sidebars'));
    writeFileSync(
      path.join(site, 'versioned_sidebars/version-10.x-sidebars.json'),
      '{"link":{"type":"generated-index"}}',
    );
    assert.equal(findDocCardSource(site), 'versioned_sidebars/version-10.x-sidebars.json');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test("core's base URL issue banner is replaced in the browser build only when the site turns the banner off", () => {
  // App.js imports the banner by a relative path: the pattern must match the file it resolves to.
  const appSource = readFileSync(require.resolve('@docusaurus/core/lib/client/App.js'), 'utf8');
  assert.match(appSource, /import BaseUrlIssueBanner from '\.\/BaseUrlIssueBanner';/);
  assert.match(require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner'), BASE_URL_ISSUE_BANNER);

  class NormalModuleReplacementPlugin {
    constructor(
      readonly pattern: RegExp,
      readonly replacement: string,
    ) {}
  }
  const replacements = (baseUrlIssueBanner: boolean, isServer = false) => {
    const plugin = leanClientData({
      siteDir: path.join(tmpdir(), 'lean-site-absent'),
      generatedFilesDir: path.join(tmpdir(), 'lean-generated'),
      siteConfig: { baseUrlIssueBanner },
    } as unknown as LoadContext);
    const config = { plugins: [new DocusaurusChunkAssetPlugin()] };
    const utils = { currentBundler: { instance: { NormalModuleReplacementPlugin } } };
    const result = plugin.configureWebpack!(config as never, isServer, utils as never, undefined as never) as {
      plugins?: unknown[];
    };
    return (result.plugins ?? []).filter((entry) => entry instanceof NormalModuleReplacementPlugin);
  };
  const [replacement, ...others] = replacements(false);
  assert.equal(others.length, 0);
  assert.equal(replacement?.pattern, BASE_URL_ISSUE_BANNER);
  assert.equal(path.basename(replacement?.replacement ?? ''), 'noBaseUrlIssueBanner.ts');
  assert.deepEqual(replacements(true), []);
  assert.deepEqual(replacements(false, true), [], 'server rendering keeps the banner module');
});

test('each build requires the modules its rules and replacements change, so a moved file fails it', () => {
  const generatedFilesDir = path.join(tmpdir(), 'lean-generated');
  const requiredFiles = (isServer: boolean) => {
    const plugin = leanClientData({
      siteDir: path.join(tmpdir(), 'lean-site-absent'),
      generatedFilesDir,
      siteConfig: { baseUrlIssueBanner: false },
    } as unknown as LoadContext);
    const config = { plugins: [new DocusaurusChunkAssetPlugin()] };
    const utils = { currentBundler: { instance: { NormalModuleReplacementPlugin: Object } } };
    const result = plugin.configureWebpack!(config as never, isServer, utils as never, undefined as never) as {
      plugins: unknown[];
    };
    return result.plugins
      .filter((entry): entry is RequiredModulesPlugin => entry instanceof RequiredModulesPlugin)
      .flatMap((entry) =>
        entry.required.map(({ file }) => (typeof file === 'string' ? path.basename(file) : 'p/*.json')),
      );
  };
  const routeFiles = ['p/*.json', 'registry.js', 'routes.js', 'routesChunkNames.json'];
  assert.deepEqual(requiredFiles(true), routeFiles);
  assert.deepEqual(requiredFiles(false), [
    ...routeFiles,
    'docusaurus.config.mjs',
    'globalData.json',
    path.basename(TSLIB_SUBSET),
    'noBaseUrlIssueBanner.ts',
  ]);
});
