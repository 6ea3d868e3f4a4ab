/** External addresses of the tRPC project, shared by the navbar, footer and pages. */
export const links = {
  github: 'https://github.com/trpc/trpc',
  githubReleases: 'https://github.com/trpc/trpc/releases',
  sponsor: 'https://github.com/sponsors/trpc',
  x: 'https://x.com/trpcio',
  discord: 'https://trpc.io/discord',
} as const;
