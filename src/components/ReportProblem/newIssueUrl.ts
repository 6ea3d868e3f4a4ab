/** The link behind "Report a problem": a new issue in the site's repository (config/repository.ts). */
export type ReportedPage = {
  /** The page's title as readers see it. */
  title: string;
  /** Its absolute URL. */
  url: string;
  /** The docs version (`11.x`), or what the page is (`blog post`). */
  version: string;
};

/** A new issue in the repository, pre-filled with the page it is about. */
export function newIssueUrl(repositoryUrl: string, page: ReportedPage): string {
  const body = [`Page: ${page.url}`, `Version: ${page.version}`, '', 'What is wrong, and what should it say?', ''];
  const query = new URLSearchParams({ title: `Docs: ${page.title}`, body: body.join('\n') });
  return `${repositoryUrl}/issues/new?${query}`;
}
