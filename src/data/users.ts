/**
 * Products and projects known to build on tRPC, for the landing page's "Used by" section. Names only,
 * as text: no logos. Every entry carries `source`, a public file pinned to a commit that shows the
 * dependency on tRPC, so a reader (or a reviewer) can check the claim. src/data/__tests__/users.test.ts
 * checks the rules every entry must follow.
 */

export type TrpcUser = {
  /** The name the project uses for itself. */
  name: string;
  /** What it is, in a few words, ending with a period. */
  description: string;
  /** The project's website, over https. */
  url: string;
  /** A GitHub permalink (pinned to a commit) to a file that depends on or sets up @trpc packages. */
  source: string;
};

export const trpcUsers: readonly TrpcUser[] = [
  {
    name: 'Cal.com',
    description: 'Open-source scheduling infrastructure.',
    url: 'https://cal.com',
    source:
      'https://github.com/calcom/cal.com/blob/02569c2091370fd7810fff1674de0c3eb7cb246f/packages/trpc/package.json',
  },
  {
    name: 'Documenso',
    description: 'Open-source document signing.',
    url: 'https://documenso.com',
    source:
      'https://github.com/documenso/documenso/blob/0672b31779640ca25f4f990aa7bcb37247c4a6f3/packages/trpc/package.json',
  },
  {
    name: 'create-t3-app',
    description: 'A CLI that scaffolds typesafe Next.js apps.',
    url: 'https://create.t3.gg',
    source:
      'https://github.com/t3-oss/create-t3-app/blob/004ae31e8552e3fa7621c8fb0283ec2d914dfdcb/cli/src/installers/trpc.ts',
  },
  {
    name: 'Unkey',
    description: 'API key management and rate limiting.',
    url: 'https://unkey.com',
    source:
      'https://github.com/unkeyed/unkey/blob/029e4d4dfa45fd269e03289aa8fa6871510daa23/apps/dashboard/package.json',
  },
  {
    name: 'Typebot',
    description: 'Open-source chatbot builder.',
    url: 'https://typebot.io',
    source:
      'https://github.com/baptisteArno/typebot.io/blob/008d1ff4837f6f55ace1f886d0c118fa2993e192/apps/builder/package.json',
  },
  {
    name: 'Rallly',
    description: 'Open-source meeting polls.',
    url: 'https://rallly.co',
    source:
      'https://github.com/lukevella/rallly/blob/007ee0ab93b70906579ee59112eed34d33ac7903/packages/backend/package.json',
  },
];

/** "packages/trpc/package.json" from a GitHub permalink: where in the repository the evidence is. */
export function sourcePath(source: string): string {
  return new URL(source).pathname.split('/').slice(5).join('/');
}
