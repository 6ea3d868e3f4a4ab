/**
 * Where a page's Markdown and a version's llms files are served: shared by the plugin and the theme
 * (the "Copy page" button, the docs page links), so pure and safe in the browser.
 */

/** A page's Markdown path: the page's path plus `.md` (the docs root /docs becomes /docs.md). */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '') || '/index'}.md`;
}

/** `llms.txt` for the current version, `llms-v10.txt` for the version served under /docs/v10. */
export function llmsFileNames(versionPath: string): { index: string; full: string } {
  const suffix = /\/(v\d+)$/.exec(versionPath)?.[1];
  return suffix
    ? { index: `llms-${suffix}.txt`, full: `llms-${suffix}-full.txt` }
    : { index: 'llms.txt', full: 'llms-full.txt' };
}
