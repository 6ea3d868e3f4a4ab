/**
 * Publishes, as global data, the tRPC release each docs version's samples were type-checked against,
 * so every docs page can say so (src/theme/DocItem/Footer).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import archivedVersions from '../../versions.json';
import { snippetReleases } from './releases';

export type SnippetReleasesData = { releases: Record<string, string> };

export default function snippetReleasesPlugin(context: LoadContext): Plugin<SnippetReleasesData> {
  return {
    name: 'snippet-releases',
    loadContent: () => ({ releases: snippetReleases(context.siteDir, archivedVersions) }),
    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  };
}
