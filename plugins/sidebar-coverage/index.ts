/**
 * Fails the build when a doc is in no sidebar of its version: such a page is reachable only by URL,
 * which nearly always means someone forgot to add it to sidebars.ts or versioned_sidebars/.
 * Docs that should stay out of the sidebars say so with `unlisted: true` in their front matter.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { findDocsMissingFromSidebars } from './coverage';
import type { Options } from './options';

export { validateOptions } from './options';

export default function sidebarCoveragePlugin(_context: LoadContext, { docsPluginId }: Options): Plugin {
  return {
    name: 'sidebar-coverage',
    allContentLoaded({ allContent }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[docsPluginId] as LoadedContent | undefined;
      if (!docsContent) {
        throw new Error(`sidebar-coverage: no docs plugin with id "${docsPluginId}" loaded any content.`);
      }
      const missing = findDocsMissingFromSidebars(docsContent.loadedVersions);
      if (missing.length > 0) {
        throw new Error(
          `These docs are in no sidebar of their version:\n- ${missing.join('\n- ')}\n` +
            'Add each to sidebars.ts (current) or versioned_sidebars/version-<v>-sidebars.json, ' +
            'or mark it `unlisted: true` in its front matter.',
        );
      }
    },
  };
}
