/**
 * Every private contract of the site with its pinned dependencies (UPGRADING.md): what it relies on, in which
 * upstream file, and the site files to re-check when it breaks. support/__tests__/upstreamContracts.test.ts
 * checks each against node_modules; patterns and pieces are imported from the code that uses them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RuntimeGlobals } from '@rspack/core';
import { STOCK_SCRIPTS } from '../config/ssgTemplate';
import { PRISM_CLIENT_MODULE, PRISM_INCLUDE_LANGUAGES } from '../plugins/code-highlighting';
import { STYLES_GROUP } from '../plugins/lazy-styles';
import { DOCUSAURUS_CLIENT, DOCUSAURUS_CLIENT_MODULE } from '../plugins/link-prefetch';
import { LITE_CLIENT_MODULE } from '../plugins/local-search';
import { NPROGRESS_CLIENT_MODULE, NPROGRESS_MODULE } from '../plugins/progress-bar';
import { INITIALLY_DISMISSED_ATTRIBUTE } from '../src/theme/AnnouncementBar/initiallyDismissed';

export const SITE_DIR = path.resolve(__dirname, '..');

/** The releases the contracts were last checked against; the test fails when node_modules holds another. */
export const RECORDED_VERSIONS: Record<string, string> = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/theme-classic': '3.10.2',
  '@docusaurus/theme-search-algolia': '3.10.2',
  '@docusaurus/plugin-content-docs': '3.10.2',
  '@docusaurus/plugin-client-redirects': '3.10.2',
  '@docusaurus/plugin-google-gtag': '3.10.2',
  '@docusaurus/theme-common': '3.10.2',
  '@docusaurus/utils-common': '3.10.2',
  '@docsearch/react': '4.7.0',
  '@docsearch/css': '4.7.0',
  '@rspack/core': '1.7.12',
};

export type ContractKind =
  | 'regex target'
  | 'private path'
  | 'private API'
  | 'private markup'
  | 'generated-code shape'
  | 'template markup'
  | 'ejected component'
  | 'patch';

/** How the test checks a contract against the installed package. */
export type ContractCheck =
  /** The file exists (a private module the site imports). */
  | { exists: true }
  /** The file exists and the pattern a module replacement uses matches its absolute path. */
  | { pathMatches: RegExp }
  /** Each piece (a string, or a pattern) occurs in the file's text exactly `count` times. */
  | { pieces: ReadonlyArray<{ piece: string | RegExp; count: number }> }
  /** The upstream file is byte for byte the one the site's copy was made from. */
  | { sha256: string }
  /** A value the installed package exports (a generated-code name), compared with the one relied on. */
  | { value: () => unknown; expected: unknown }
  /** Every line the patch adds is in the installed file, and the patch names the installed version. */
  | { patch: string }
  /** A unit test elsewhere already runs the installed code: named here, not repeated. */
  | { checkedBy: string };

export type UpstreamContract = {
  kind: ContractKind;
  /** What the site relies on, in a few words. */
  what: string;
  package: string;
  /** The upstream file, relative to the package's folder. */
  file: string;
  /** The site files a maintainer re-checks when the contract breaks. */
  siteFiles: readonly string[];
  check: ContractCheck;
};

/** `@scope/name/lib/x.js` → its package and the file inside it. */
function inPackage(specifier: string): { package: string; file: string } {
  const parts = specifier.split('/');
  const length = specifier.startsWith('@') ? 2 : 1;
  return { package: parts.slice(0, length).join('/'), file: parts.slice(length).join('/') };
}

export const packageDir = (name: string) => path.join(SITE_DIR, 'node_modules', name);

/** A theme component copied into src/theme from the same path under the package's src/theme. */
function ejected(pkg: string, file: string, sha256: string): UpstreamContract {
  return {
    kind: 'ejected component',
    what: `src/theme/${file}, copied from ${pkg}`,
    package: pkg,
    file: `src/theme/${file}`,
    siteFiles: [`src/theme/${file}`],
    check: { sha256 },
  };
}

/** One contract per file each patch in patches/ changes, read from the patches themselves. */
function patchContracts(): UpstreamContract[] {
  const folder = path.join(SITE_DIR, 'patches');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.patch'))
    .flatMap((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      return [...text.matchAll(/^\+\+\+ b\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/gm)].map(
        ([, pkg = '', file = '']): UpstreamContract => ({
          kind: 'patch',
          what: `patches/${name} changes ${file}`,
          package: pkg,
          file,
          siteFiles: [`patches/${name}`],
          check: { patch: `patches/${name}` },
        }),
      );
    });
}

const CORE = '@docusaurus/core';
const THEME = '@docusaurus/theme-classic';
const THEME_COMMON = '@docusaurus/theme-common';
const SEARCH_THEME = '@docusaurus/theme-search-algolia';
const DOCS = '@docusaurus/plugin-content-docs';

/**
 * One contract per name the site's code imports from `@docusaurus/theme-common/internal` (no public API has
 * them), read from the imports themselves; type-only names are left to the typecheck.
 */
function internalImportContracts(): UpstreamContract[] {
  // `export { …, name, … } from`, or `export { other as name }`; not `name as other`.
  const exportOf = (name: string) =>
    new RegExp(`^export \\{(?:[^}]*,)?\\s*(?:[\\w$]+\\s+as\\s+)?${name}\\s*[,}][^}]*\\} from `, 'm');
  return ['src', 'plugins'].flatMap((folder) =>
    readdirSync(path.join(SITE_DIR, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('/__tests__/'))
      .flatMap((siteFile) => {
        const text = readFileSync(path.join(SITE_DIR, siteFile), 'utf8');
        return [...text.matchAll(/^import \{([^}]*)\} from '@docusaurus\/theme-common\/internal';/gm)]
          .flatMap(([, names = '']) => names.split(','))
          .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name): UpstreamContract => ({
            kind: 'private API',
            what: `${THEME_COMMON}/internal exports ${name}, which ${siteFile} imports`,
            package: THEME_COMMON,
            file: 'lib/internal.js',
            siteFiles: [siteFile],
            check: { pieces: [{ piece: exportOf(name), count: 1 }] },
          }));
      }),
  );
}

export const UPSTREAM_CONTRACTS: readonly UpstreamContract[] = [
  // plugins/progress-bar
  {
    kind: 'private path',
    what: 'the nprogress client module that progress-bar replaces',
    ...inPackage(NPROGRESS_MODULE),
    siteFiles: ['plugins/progress-bar/index.ts'],
    check: { pathMatches: NPROGRESS_CLIENT_MODULE },
  },
  {
    kind: 'regex target',
    what: 'theme-classic adds lib/nprogress as a client module',
    package: THEME,
    file: 'lib/index.js',
    siteFiles: ['plugins/progress-bar/index.ts'],
    check: { pieces: [{ piece: "'./nprogress'", count: 1 }] },
  },
  {
    kind: 'private path',
    what: "the nprogress stylesheet progress-bar's bar keeps",
    package: THEME,
    file: 'lib/nprogress.css',
    siteFiles: ['plugins/progress-bar/client.ts'],
    check: { exists: true },
  },

  // plugins/link-prefetch
  {
    kind: 'private path',
    what: 'the module behind window.docusaurus that link-prefetch replaces',
    ...inPackage(DOCUSAURUS_CLIENT),
    siteFiles: ['plugins/link-prefetch/index.ts'],
    check: { pathMatches: DOCUSAURUS_CLIENT_MODULE },
  },
  {
    kind: 'regex target',
    what: 'the client entry imports window.docusaurus from ./docusaurus',
    package: CORE,
    file: 'lib/client/clientEntry.js',
    siteFiles: ['plugins/link-prefetch/index.ts', 'plugins/staged-start/client.ts'],
    check: { pieces: [{ piece: "import docusaurus from './docusaurus';", count: 1 }] },
  },
  ...['flat', 'prefetch'].map((name): UpstreamContract => ({
    kind: 'private path',
    what: `core's client ${name} helper, which link-prefetch's client imports`,
    package: CORE,
    file: `lib/client/${name}.js`,
    siteFiles: ['plugins/link-prefetch/client.ts'],
    check: { exists: true },
  })),
  {
    kind: 'private path',
    what: "core's route preloading, which link-prefetch's and staged-start's clients import",
    package: CORE,
    file: 'lib/client/preload.js',
    siteFiles: ['plugins/link-prefetch/client.ts', 'plugins/staged-start/client.ts'],
    check: { exists: true },
  },
  {
    kind: 'generated-code shape',
    what: "the runtime's __webpack_require__.gca (a chunk's file from its name), defined by core's ChunkAssetPlugin",
    package: CORE,
    file: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    siteFiles: ['plugins/link-prefetch/client.ts', 'plugins/lean-client-data/chunkAssets.ts'],
    check: { pieces: [{ piece: "'__webpack_require__.gca'", count: 1 }] },
  },

  // plugins/code-highlighting
  {
    kind: 'private path',
    what: 'the Prism client module that code-highlighting leaves out of the browser build',
    ...inPackage(PRISM_INCLUDE_LANGUAGES),
    siteFiles: ['plugins/code-highlighting/index.ts'],
    check: { pathMatches: PRISM_CLIENT_MODULE },
  },
  {
    kind: 'regex target',
    what: 'theme-classic adds lib/prism-include-languages as a client module',
    package: THEME,
    file: 'lib/index.js',
    siteFiles: ['plugins/code-highlighting/index.ts'],
    check: { pieces: [{ piece: "'./prism-include-languages'", count: 1 }] },
  },

  // plugins/staged-start
  {
    kind: 'regex target',
    what: "the client bundle's entry is lib/client/clientEntry.js, which staged-start replaces",
    package: CORE,
    file: 'lib/webpack/client.js',
    siteFiles: ['plugins/staged-start/index.ts', 'plugins/staged-start/client.ts'],
    check: { pieces: [{ piece: "entry: path_1.default.resolve(__dirname, '../client/clientEntry.js')", count: 1 }] },
  },
  {
    kind: 'generated-code shape',
    what: "the runtime's chunk loader that every import() calls, __webpack_require__.e",
    package: '@rspack/core',
    file: 'dist/index.js',
    siteFiles: ['plugins/staged-start/tasks.ts', 'plugins/staged-start/client.ts'],
    check: { value: () => RuntimeGlobals.ensureChunk, expected: '__webpack_require__.e' },
  },

  // plugins/lean-client-data
  {
    kind: 'generated-code shape',
    what: 'registry.js, routes.js, routesChunkNames.json and the site config as core generates them',
    package: CORE,
    file: 'lib/server/codegen/codegen.js',
    siteFiles: [
      'plugins/lean-client-data/registryLoader.cjs',
      'plugins/lean-client-data/routesLoader.cjs',
      'plugins/lean-client-data/routeChunkNames.cjs',
      'plugins/lean-client-data/siteConfigLoader.cjs',
    ],
    check: { checkedBy: 'plugins/lean-client-data/__tests__/loaders.test.ts' },
  },
  {
    kind: 'private path',
    what: "core's ChunkAssetPlugin, which lean-client-data swaps for its own",
    package: CORE,
    file: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    siteFiles: ['plugins/lean-client-data/index.ts', 'plugins/lean-client-data/chunkAssets.ts'],
    check: { exists: true },
  },
  {
    kind: 'private path',
    what: "core's base URL issue banner, which lean-client-data replaces (App.js imports it as ./BaseUrlIssueBanner)",
    package: CORE,
    file: 'lib/client/BaseUrlIssueBanner/index.js',
    siteFiles: ['plugins/lean-client-data/index.ts'],
    check: { checkedBy: 'plugins/lean-client-data/__tests__/loaders.test.ts' },
  },
  {
    kind: 'regex target',
    what: "the tslib helpers utils-common's compiled files call",
    package: '@docusaurus/utils-common',
    file: 'lib/index.js',
    siteFiles: ['plugins/lean-client-data/tslibImportDefault.mjs'],
    check: { checkedBy: 'plugins/lean-client-data/__tests__/loaders.test.ts' },
  },
  {
    kind: 'generated-code shape',
    what: "each doc of the docs plugin's global data is {id, path, sidebar}",
    package: DOCS,
    file: 'lib/globalData.js',
    siteFiles: ['plugins/lean-client-data/globalDataLoader.cjs'],
    check: {
      pieces: [
        {
          piece:
            /function toGlobalDataDoc\(doc\) \{\s*return \{\s*id: doc\.id,\s*path: doc\.permalink,[^;]*sidebar: doc\.sidebar,\s*\};/,
          count: 1,
        },
      ],
    },
  },
  {
    kind: 'generated-code shape',
    what: "a docs version's data has its docs map as version.docs",
    package: DOCS,
    file: 'lib/props.js',
    siteFiles: ['plugins/lean-client-data/versionDataLoader.cjs'],
    check: { pieces: [{ piece: 'docs: toVersionDocsProp(loadedVersion),', count: 1 }] },
  },
  {
    kind: 'generated-code shape',
    what: "a route's data files are written to <plugin>/<id>/p/<name>.json, the path lean-client-data's rule tests",
    package: CORE,
    file: 'lib/server/codegen/codegenRoutes.js',
    siteFiles: ['plugins/lean-client-data/index.ts'],
    check: { pieces: [{ piece: "path_1.default.posix.join(plugin.name, plugin.id, 'p', ", count: 1 }] },
  },

  // plugins/lazy-styles
  {
    kind: 'generated-code shape',
    what: `core's "${STYLES_GROUP}" cache group gathers every stylesheet of the browser build`,
    package: CORE,
    file: 'lib/webpack/base.js',
    siteFiles: ['plugins/lazy-styles/index.ts'],
    check: {
      pieces: [
        {
          piece: new RegExp(`${STYLES_GROUP}: \\{\\s*name: '${STYLES_GROUP}',\\s*type: 'css/mini-extract',`),
          count: 1,
        },
      ],
    },
  },
  {
    kind: 'private path',
    what: "DocSearch's modal stylesheet, which lazy-styles lets load with the modal",
    package: '@docsearch/css',
    file: 'dist/modal.css',
    siteFiles: ['config/optimizations.ts', 'src/theme/SearchBar/index.tsx'],
    check: { exists: true },
  },
  ...['button', '_variables'].map((name): UpstreamContract => ({
    kind: 'private path',
    what: `DocSearch's ${name}.css, which the search bar imports`,
    package: '@docsearch/css',
    file: `dist/${name}.css`,
    siteFiles: ['src/theme/SearchBar/index.tsx'],
    check: { exists: true },
  })),

  // plugins/docsearch-fixes
  {
    kind: 'regex target',
    what: "the pieces of DocSearch's minified modal that docsearch-fixes replaces",
    package: '@docsearch/react',
    file: 'dist/esm/DocSearchModal.js',
    siteFiles: ['plugins/docsearch-fixes/fixes.cjs', 'plugins/docsearch-fixes/index.ts'],
    check: { checkedBy: 'plugins/docsearch-fixes/__tests__/loader.test.ts' },
  },

  // plugins/local-search
  {
    kind: 'regex target',
    what: `the /search page takes its client from ${LITE_CLIENT_MODULE} alone, which local-search aliases to the local index`,
    package: SEARCH_THEME,
    file: 'lib/theme/SearchPage/index.js',
    siteFiles: ['plugins/local-search/index.ts', 'plugins/local-search/client/algoliasearchLite.ts'],
    check: {
      pieces: [
        { piece: `import {liteClient} from '${LITE_CLIENT_MODULE}';`, count: 1 },
        // Any other algoliasearch module would reach Algolia with the placeholder credentials.
        { piece: /from 'algoliasearch(?:\/[^']*)?'/, count: 1 },
      ],
    },
  },

  // src/theme wrappers (and the ejected SearchBar) that read a component's markup or state
  {
    kind: 'private markup',
    what: `the pre-hydration script marks a previously dismissed bar with ${INITIALLY_DISMISSED_ATTRIBUTE} on <html>`,
    package: THEME,
    file: 'lib/inlineScripts.js',
    siteFiles: ['src/theme/AnnouncementBar/index.tsx', 'src/theme/AnnouncementBar/initiallyDismissed.ts'],
    check: {
      pieces: [{ piece: `const AnnouncementBarDismissDataAttribute = '${INITIALLY_DISMISSED_ATTRIBUTE}';`, count: 1 }],
    },
  },
  {
    kind: 'private markup',
    what: `the announcement bar is hidden while ${INITIALLY_DISMISSED_ATTRIBUTE} is true, which the wrapper clears`,
    package: THEME,
    file: 'lib/theme/AnnouncementBar/styles.module.css',
    siteFiles: ['src/theme/AnnouncementBar/index.tsx', 'src/theme/AnnouncementBar/initiallyDismissed.ts'],
    check: {
      pieces: [
        {
          piece: new RegExp(
            `html\\[${INITIALLY_DISMISSED_ATTRIBUTE}='true'\\] \\.announcementBar \\{\\s*display: none;\\s*\\}`,
          ),
          count: 1,
        },
      ],
    },
  },
  {
    kind: 'private API',
    what: "useAnnouncementBar's isActive: a bar is configured and not dismissed, so the wrapper shows it",
    package: THEME_COMMON,
    file: 'lib/contexts/announcementBar.js',
    siteFiles: ['src/theme/AnnouncementBar/index.tsx'],
    check: { pieces: [{ piece: 'isActive: !!announcementBar && !isClosed,', count: 1 }] },
  },
  {
    kind: 'private markup',
    what: "the stock /search page's one <select> (the docs version) has no aria-label: the wrapper's DOM query names it",
    package: SEARCH_THEME,
    file: 'lib/theme/SearchPage/index.js',
    siteFiles: ['src/theme/SearchPage/index.tsx'],
    check: {
      pieces: [
        { piece: '<select', count: 1 },
        { piece: /<select(?:(?!<\/select>)[\s\S])*aria-label/, count: 0 },
      ],
    },
  },
  {
    kind: 'private markup',
    what: 'the stock /search page\'s columns the wrapper\'s stylesheet selects: col--4 ("Powered by") and padding-left--none',
    package: SEARCH_THEME,
    file: 'lib/theme/SearchPage/index.js',
    siteFiles: ['src/theme/SearchPage/styles.module.css'],
    check: {
      pieces: [
        { piece: /clsx\('col', 'col--4', styles\.searchLogoColumn\)\}>\s*<span>/, count: 1 },
        { piece: "'padding-left--none',", count: 1 },
      ],
    },
  },
  {
    kind: 'private markup',
    what: "DocSearch's backdrop (.DocSearch-Container, role=button, which the search bar strips) and input (.DocSearch-Input)",
    package: '@docsearch/react',
    file: 'dist/esm/DocSearchModal.js',
    siteFiles: ['src/theme/SearchBar/index.tsx'],
    check: {
      pieces: [
        {
          piece:
            /className:\["DocSearch","DocSearch-Container",[^\]]*\]\.filter\(Boolean\)\.join\(" "\),role:"button",tabIndex:0/,
          count: 1,
        },
        { piece: '{className:"DocSearch-Input",', count: 1 },
      ],
    },
  },
  ...internalImportContracts(),

  // config/ssgTemplate.ts
  {
    kind: 'template markup',
    what: "the stock page template's deferred script tags, which the page template replaces before </body>",
    package: CORE,
    file: 'lib/ssg/ssgTemplate.html.js',
    siteFiles: ['config/ssgTemplate.ts'],
    check: {
      pieces: [
        { piece: STOCK_SCRIPTS, count: 1 },
        { piece: '</body>', count: 1 },
      ],
    },
  },

  // plugins/security-headers
  {
    kind: 'private path',
    what: "the redirect plugin's page renderer, whose inline script security-headers hashes",
    package: '@docusaurus/plugin-client-redirects',
    file: 'lib/createRedirectPageContent.js',
    siteFiles: ['plugins/security-headers/redirectPages.ts'],
    check: { exists: true },
  },

  // Copies of upstream code. After comparing a copy with the new release, record the new file's hash here.
  {
    kind: 'ejected component',
    what: "plugins/gtag/client.ts, adapted from plugin-google-gtag's client module",
    package: '@docusaurus/plugin-google-gtag',
    file: 'lib/gtag.js',
    siteFiles: ['plugins/gtag/client.ts'],
    check: { sha256: '1869e02135253d7de4b95b35192fbbd7eda11e83aa97e953e764e0095d88b734' },
  },
  ejected(
    THEME,
    'BlogPostItem/Header/Info/index.tsx',
    '19633d867631820f6577188ec802cb1ac05bfac3855ad1e87b929b0c06450bc3',
  ),
  ejected(
    THEME,
    'BlogPostItem/Header/Info/styles.module.css',
    '394cbb8db1f6c784f5d5de3632d2d7932d2772e322d33c8153672e4060a43c1a',
  ),
  ejected(THEME, 'CodeBlock/index.tsx', '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b'),
  ejected(THEME, 'CodeBlock/Container/index.tsx', '2ece6830dbb5b8d6ef57d88086d6e1ab14671923c06b9d80d12b45bedff7be60'),
  ejected(
    THEME,
    'CodeBlock/Container/styles.module.css',
    '16d8fa7b71e6c0f6d7c0bed5bcdb62dbc8ed72a4967d23db1c4a311611b3e254',
  ),
  ejected(THEME, 'CodeBlock/Content/index.tsx', 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec'),
  ejected(
    THEME,
    'CodeBlock/Content/styles.module.css',
    '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
  ),
  ejected(THEME, 'DocSidebar/index.tsx', 'c8ebcf85b048a95dcd02af9c5f63af6ad6f32a1cc94001d81fbb5d86a2e9085a'),
  ejected(THEME, 'DocVersionBanner/index.tsx', '4cbfaa11f966ce242de021f0934df85b1a3517de31bb05fe2364add5b2f040fe'),
  ejected(THEME, 'LastUpdated/index.tsx', '53ab70761b412f831312428568d9fb5db6b748d97ae714724c7d372c1b4a9f7b'),
  ejected(
    THEME,
    'NavbarItem/DocsVersionDropdownNavbarItem.tsx',
    'cbf64a215f4c1fc15377ef0027d21877f67ef4db17cb6859c7e7b5cb926e7159',
  ),
  ejected(THEME, 'NotFound/Content/index.tsx', '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4'),
  ejected(THEME, 'SkipToContent/index.tsx', '7b26f01611cfb8ec338e0117d2c8b03c1b2f2356f2e3fa47a23d7f241eed131e'),
  ejected(THEME, 'SkipToContent/styles.module.css', 'd5bc3e0011215a926791603db911d77a136decd0f9803afdea60790e9ead569d'),
  ejected(THEME, 'Tabs/index.tsx', '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8'),
  ejected(THEME, 'Tabs/styles.module.css', '8beb34df100a7916b71f23af7a88f8df7efdcb06c60beb49513e37dc9c1bd4eb'),
  ejected(SEARCH_THEME, 'SearchBar/index.tsx', '11ed3f658fb077fc06110893c9e4bdedd580a05be12f8c8c6ebf5767586eb04f'),
  ejected(SEARCH_THEME, 'SearchBar/styles.css', 'a776bc0a95abd6034bed533d046005b655ff857c7635bda044e06a4ddffdb26d'),

  ...patchContracts(),
];

/** The theme packages whose components src/theme may eject (copy) or wrap. */
export const THEME_PACKAGES = [THEME, SEARCH_THEME];
