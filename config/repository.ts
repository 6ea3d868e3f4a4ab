/**
 * Where the site's source lives, for each page's "Edit this page" and "Report a problem" links
 * (src/components/ReportProblem, which reads the URL from the site config's customFields). The
 * default is here; REPOSITORY_URL and REPOSITORY_BRANCH (config/env.ts) override it, and the deploy
 * workflow sets REPOSITORY_URL to the repository it builds, so a fork's site links to the fork.
 * The generated API reference is the exception: its pages link to tRPC's own source instead
 * (plugins/api-reference).
 */
export type Repository = { url: string; branch: string };

export const DEFAULT_REPOSITORY: Repository = { url: 'https://github.com/trpc/trpc-docs', branch: 'main' };

/** GitHub's editor for a file of the repository, by its path from the repository's root. */
export function editFileUrl({ url, branch }: Repository, file: string): string {
  return `${url}/edit/${branch}/${file.split('/').map(encodeURIComponent).join('/')}`;
}
