/**
 * The generated API reference at /docs/typedoc/<package>: one docusaurus-plugin-typedoc instance per
 * package, generated from the TypeScript source that ships in the package (node_modules/@trpc/<pkg>/src)
 * of snippets/v<current>, the same exact release the current docs' samples are checked against.
 * Shared TypeDoc options live in typedoc.config.mjs; plugins/api-reference caches the output.
 */
import path from 'node:path';

export type ReferencePackage = {
  /** Folder under docs/typedoc and the plugin instance id. */
  id: string;
  /** The npm package. */
  name: string;
  /** Entry point, relative to the install folder. */
  entryPoint: string;
  /** Packages this one re-exports or references: their symbols link to their own reference. */
  linksTo: string[];
};

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

/** Where the reference of a package is written (gitignored, regenerated when stale). */
export const REFERENCE_DIR = 'docs/typedoc';

export function referenceOutDir(siteDir: string, id: string): string {
  return path.join(siteDir, REFERENCE_DIR, id);
}
