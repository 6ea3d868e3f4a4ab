/**
 * Docs versions, derived from versions.json so that cutting a version
 * (`npm run docusaurus docs:version 11.x`) needs no hand edits here: the current major is the one
 * after the newest archived version (plugins/snippet-releases/releases.ts).
 */
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { CURRENT_MAJOR, majorOf } from '../plugins/snippet-releases/releases';

export { CURRENT_MAJOR, majorOf };

type VersionsOptions = NonNullable<DocsOptions['versions']>;
type VersionOptions = VersionsOptions[string];

/** How many majors below the current one are still maintained (get no "unmaintained" banner). */
const MAINTAINED_PREVIOUS_MAJORS = 1;

export function versionOptions(
  archivedVersions: readonly string[],
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
    current: { label: `${currentMajor}.x`, path: '', badge: true, banner: 'unreleased' },
    ...archived,
  };
}
