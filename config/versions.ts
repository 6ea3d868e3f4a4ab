/**
 * Docs versions, derived from versions.json and the release each version's samples are checked against
 * (snippets/v<major>/package-lock.json), so cutting a version (`npm run version:cut`) needs no hand
 * edits here: the current major is the one after the newest archived version, and docs/ shows the
 * "unreleased" banner only until its pinned release is a stable release of that major
 * (plugins/snippet-releases/releases.ts).
 */
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { CURRENT_MAJOR, isReleased, majorOf } from '../plugins/snippet-releases/releases';

export { CURRENT_MAJOR, majorOf };

type VersionsOptions = NonNullable<DocsOptions['versions']>;
type VersionOptions = VersionsOptions[string];

/** How many majors below the current one are still maintained (get no "unmaintained" banner). */
const MAINTAINED_PREVIOUS_MAJORS = 1;

export function versionOptions(
  archivedVersions: readonly string[],
  currentRelease: string,
  currentMajor: number = CURRENT_MAJOR,
): VersionsOptions {
  const archived = Object.fromEntries(
    archivedVersions.map((name): [string, VersionOptions] => {
      const major = majorOf(name);
      if (major >= currentMajor) {
        throw new Error(
          `versions.json: archived version "${name}" is not older than the current ${currentMajor}.x; ` +
            'list only versions cut with `npm run docusaurus docs:version <major>.x`.',
        );
      }
      const maintained = currentMajor - major <= MAINTAINED_PREVIOUS_MAJORS;
      return [name, { label: name, path: `v${major}`, badge: true, banner: maintained ? 'none' : 'unmaintained' }];
    }),
  );
  return {
    current: {
      label: `${currentMajor}.x`,
      path: '',
      badge: true,
      banner: isReleased(currentMajor, currentRelease) ? 'none' : 'unreleased',
    },
    ...archived,
  };
}
