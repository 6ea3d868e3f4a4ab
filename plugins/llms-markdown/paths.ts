/** Where a page's Markdown is served; shared by the plugin and the theme's "Copy page" button. */

/** A page's Markdown path: the page's path plus `.md` (the docs root /docs becomes /docs.md). */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '') || '/index'}.md`;
}
