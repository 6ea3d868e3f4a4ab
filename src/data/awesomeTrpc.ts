/**
 * Community projects listed on /docs/community/awesome-trpc. Each project appears in the section of
 * its category; the page writes one `##` heading per category and renders `<AwesomeList category>`
 * under it. src/data/__tests__/awesomeTrpc.test.ts checks the rules every entry must follow.
 */

export type AwesomeCategory =
  'Starters and templates' | 'Framework integrations' | 'Server adapters' | 'Transports' | 'Extensions and tools';

export type AwesomeProject = {
  /** The project's own name, as its README spells it. */
  name: string;
  /** The project's GitHub repository: https://github.com/OWNER/REPO. */
  url: string;
  /** One sentence, ending with a period, under 140 characters. */
  description: string;
  category: AwesomeCategory;
};

/** Every category, in the order the page shows them. */
export const awesomeCategories = [
  'Starters and templates',
  'Framework integrations',
  'Server adapters',
  'Transports',
  'Extensions and tools',
] as const satisfies readonly AwesomeCategory[];

/** Where to propose a new entry (an issue or a pull request). */
export const awesomeProposalUrl = 'https://github.com/trpc/trpc';

/** The anchor Docusaurus gives a `## Category` heading: lower case, words joined by hyphens. */
export function categorySlug(category: AwesomeCategory): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const awesomeProjects: readonly AwesomeProject[] = [
  // Starters and templates
  {
    name: 'create-t3-app',
    url: 'https://github.com/t3-oss/create-t3-app',
    description:
      'Interactive CLI that scaffolds a Next.js app and lets you opt into tRPC, Prisma or Drizzle, NextAuth.js and Tailwind CSS.',
    category: 'Starters and templates',
  },
  {
    name: 'create-t3-turbo',
    url: 'https://github.com/t3-oss/create-t3-turbo',
    description:
      'Turborepo monorepo template where a Next.js web app and an Expo mobile app share one tRPC API package.',
    category: 'Starters and templates',
  },
  {
    name: 'Better-T-Stack',
    url: 'https://github.com/AmanVarshney01/create-better-t-stack',
    description:
      'CLI that assembles a type-safe TypeScript project from parts you choose, with tRPC as one of the API options.',
    category: 'Starters and templates',
  },
  {
    name: 'Next.js Prisma starter',
    url: 'https://github.com/trpc/examples-next-prisma-starter',
    description: 'Example app from the tRPC team that combines Next.js, Prisma and tRPC in one small project.',
    category: 'Starters and templates',
  },

  // Framework integrations
  {
    name: 'tRPC-SvelteKit',
    url: 'https://github.com/icflorescu/trpc-sveltekit',
    description: 'Serves a tRPC router from SvelteKit hooks and calls it from load functions and Svelte components.',
    category: 'Framework integrations',
  },
  {
    name: 'trpc-svelte-query-adapter',
    url: 'https://github.com/vishalbalaji/trpc-svelte-query-adapter',
    description: 'Wraps a tRPC client in @tanstack/svelte-query stores, much like @trpc/react-query does for React.',
    category: 'Framework integrations',
  },
  {
    name: 'trpc-nuxt',
    url: 'https://github.com/wobsoriano/trpc-nuxt',
    description:
      'Runs tRPC inside Nuxt: the router lives in a server route and Vue pages call it through a typed client.',
    category: 'Framework integrations',
  },
  {
    name: 'nestjs-trpc',
    url: 'https://github.com/KevinEdry/nestjs-trpc',
    description: 'Defines tRPC routers with NestJS decorators, so procedures can use dependency injection and modules.',
    category: 'Framework integrations',
  },

  // Server adapters
  {
    name: 'trpc-bun-adapter',
    url: 'https://github.com/cah4a/trpc-bun-adapter',
    description: 'Serves a tRPC router from Bun.serve over both HTTP and WebSockets.',
    category: 'Server adapters',
  },
  {
    name: 'trpc-koa-adapter',
    url: 'https://github.com/BlairCurrey/trpc-koa-adapter',
    description: 'Koa middleware that answers tRPC requests under a path prefix of your choice.',
    category: 'Server adapters',
  },

  // Transports
  {
    name: 'electron-trpc',
    url: 'https://github.com/jsonnull/electron-trpc',
    description: 'Carries tRPC calls over Electron IPC, so the renderer calls main-process procedures with full types.',
    category: 'Transports',
  },
  {
    name: 'trpc-chrome',
    url: 'https://github.com/jlalmes/trpc-chrome',
    description: 'Link and handler for web extensions that route tRPC calls between content and background scripts.',
    category: 'Transports',
  },
  {
    name: 'trpc-browser',
    url: 'https://github.com/janek26/trpc-browser',
    description: 'Builds on trpc-chrome and adds links for iframes, popups and other windows through postMessage.',
    category: 'Transports',
  },

  // Extensions and tools
  {
    name: 'trpc-to-openapi',
    url: 'https://github.com/mcampa/trpc-to-openapi',
    description: 'Exposes chosen procedures as REST endpoints and generates an OpenAPI document; supports tRPC 11.',
    category: 'Extensions and tools',
  },
  {
    name: 'trpc-openapi',
    url: 'https://github.com/jlalmes/trpc-openapi',
    description: 'The original OpenAPI and REST layer for tRPC 10 routers; trpc-to-openapi continues it for tRPC 11.',
    category: 'Extensions and tools',
  },
  {
    name: 'tRPC Panel',
    url: 'https://github.com/iway1/trpc-panel',
    description: 'Generates a web UI from your router where you fill in inputs and run every procedure by hand.',
    category: 'Extensions and tools',
  },
  {
    name: 'trpc-ui',
    url: 'https://github.com/aidansunbury/trpc-ui',
    description: 'A maintained fork of tRPC Panel that targets tRPC 11.',
    category: 'Extensions and tools',
  },
  {
    name: 'tRPC Playground',
    url: 'https://github.com/sachinraja/trpc-playground',
    description: 'In-browser editor with autocompletion where you write and run calls against your tRPC router.',
    category: 'Extensions and tools',
  },
  {
    name: 'trpc-cli',
    url: 'https://github.com/mmkal/trpc-cli',
    description: 'Turns a tRPC router into a command-line program, deriving flags and help text from input schemas.',
    category: 'Extensions and tools',
  },
  {
    name: 'tRPC Shield',
    url: 'https://github.com/omar-dulaimi/trpc-shield',
    description: 'Permission rules for procedures, kept apart from the resolvers as a middleware layer.',
    category: 'Extensions and tools',
  },
  {
    name: 'tRPC Limiter',
    url: 'https://github.com/OrJDev/trpc-limiter',
    description: 'Rate-limiting middleware for procedures, with stores for memory, Redis and Upstash.',
    category: 'Extensions and tools',
  },
  {
    name: 'Prisma tRPC Generator',
    url: 'https://github.com/omar-dulaimi/prisma-trpc-generator',
    description: 'Prisma generator that writes tRPC routers with CRUD procedures for the models in your schema.',
    category: 'Extensions and tools',
  },
  {
    name: 'msw-trpc',
    url: 'https://github.com/maloguertin/msw-trpc',
    description: 'Typed Mock Service Worker handlers for tRPC procedures, for tests and local development.',
    category: 'Extensions and tools',
  },
  {
    name: 'SuperJSON',
    url: 'https://github.com/flightcontrolhq/superjson',
    description:
      'Serializer that keeps Date, Map, Set, BigInt and more intact; a common choice of tRPC data transformer.',
    category: 'Extensions and tools',
  },
];
