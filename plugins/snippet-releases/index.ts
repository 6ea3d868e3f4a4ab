/**
 * Publishes, as global data, the tRPC release each docs version's samples were type-checked against,
 * so every docs page can say so (src/theme/DocItem/Footer), and the newest version whose major is
 * released, where version banners send readers (src/theme/DocVersionBanner). Installs those folders first
 * (side by side, from their lockfiles) when they are missing, so that `npm run build` and `npm start` on a
 * fresh clone compile every sample against its own release.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import archivedVersions from '../../versions.json';
import { ensureAllInstalled, newestReleasedVersion, sampleFolders, snippetReleases } from './releases';

export type SnippetReleasesData = {
  /** Release per docs version name ("current", "10.x", …). */
  releases: Record<string, string>;
  /** The newest docs version whose major is released, if any. */
  newestReleased: string | undefined;
};

export default async function snippetReleasesPlugin(context: LoadContext): Promise<Plugin<SnippetReleasesData>> {
  await ensureAllInstalled(sampleFolders(context.siteDir, archivedVersions));
  return {
    name: 'snippet-releases',
    loadContent: () => {
      const releases = snippetReleases(context.siteDir, archivedVersions);
      return { releases, newestReleased: newestReleasedVersion(releases) };
    },
    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  };
}
