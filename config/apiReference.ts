/**
 * The generated API reference at /docs/typedoc/<package>: plugins/api-reference runs
 * docusaurus-plugin-typedoc once per package, from the TypeScript source that ships in the package
 * (node_modules/@trpc/<pkg>/src) of snippets/v<current>, the same exact release the current docs'
 * samples are checked against. Shared TypeDoc options live in typedoc.config.mjs.
 */
import type { PathMove } from '../plugins/api-reference/docLinks';
import type { Options, ReferencePackage } from '../plugins/api-reference/options';
import { redirects } from './redirects';

/** In generation order: a package links to the references of those before it. */
export const referencePackages: ReferencePackage[] = [
  { id: 'server', name: '@trpc/server', entryPoint: 'api-reference/server.ts', linksTo: [] },
  { id: 'client', name: '@trpc/client', entryPoint: 'node_modules/@trpc/client/src/index.ts', linksTo: ['server'] },
  {
    id: 'react-query',
    name: '@trpc/react-query',
    entryPoint: 'api-reference/react-query.ts',
    linksTo: ['server', 'client'],
  },
  {
    id: 'next',
    name: '@trpc/next',
    entryPoint: 'node_modules/@trpc/next/src/index.ts',
    linksTo: ['server', 'client', 'react-query'],
  },
];

/** Where the reference is written (gitignored, regenerated when stale). */
export const REFERENCE_DIR = 'docs/typedoc';

/**
 * Links in the packages' doc comments (`@see https://trpc.io/docs/…`) whose page or section is named
 * differently here than on trpc.io, beyond the redirects (config/redirects.ts), which they follow first.
 * `from` is the path after those (/docs/v11/getQueryKey is /docs/client/react/getQueryKey by then); with an
 * anchor it moves only that section. A link to a page this site lacks fails the build until it is listed.
 */
export const movedLinks: PathMove[] = [
  // This site documents unstable_localLink in the links overview, not on a page of its own.
  { from: '/docs/links/localLink', to: '/docs/client/links#built-in-links' },
  // Sections this site's pages name differently.
  { from: '/docs/concepts#vocabulary', to: '/docs/concepts#terms-at-a-glance' },
  { from: '/docs/client/react/getQueryKey#mutations', to: '/docs/client/react/getQueryKey#signature' },
  { from: '/docs/server/merging-routers#lazy-load', to: '/docs/server/merging-routers#lazy-loading-a-sub-router' },
  { from: '/docs/server/routers#initialize-trpc', to: '/docs/server/introduction#initialize-trpc-once' },
  {
    from: '/docs/server/middlewares#experimental-standalone-middlewares',
    to: '/docs/server/middlewares#sharing-middleware-across-trpc-instances',
  },
];

/** The api-reference plugin's options (docusaurus.config.ts). */
export const apiReferenceOptions: Options = {
  packages: referencePackages,
  referenceDir: REFERENCE_DIR,
  redirects,
  movedLinks,
};
