/**
 * The generated API reference at /docs/typedoc/<package>: plugins/api-reference runs
 * docusaurus-plugin-typedoc once per package, from the TypeScript source that ships in the package
 * (node_modules/@trpc/<pkg>/src) of snippets/v<current>, the same exact release the current docs'
 * samples are checked against. Shared TypeDoc options live in typedoc.config.mjs.
 */
import type { ReferencePackage } from '../plugins/api-reference/options';

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
