/**
 * Docs versions, derived from versions.json so that cutting a version
 * (`npm run docusaurus docs:version 11.x`) needs no hand edits here beyond CURRENT_MAJOR.
 */
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

type VersionsOptions = NonNullable<DocsOptions['versions']>;
type VersionOptions = VersionsOptions[string];

/** The major version that the unversioned `docs/` folder documents. */
export const CURRENT_MAJOR = 11;

/** How many majors below the current one are still maintained (get no "unmaintained" banner). */
const MAINTAINED_PREVIOUS_MAJORS = 1;

/** Parses a versions.json entry such as "10.x" into its major number. */
export function majorOf(versionName: string): number {
  const match = /^(\d+)\.x$/.exec(versionName);
  if (!match) {
    throw new Error(
      `versions.json: version "${versionName}" is not of the form "<major>.x" (e.g. "10.x"). ` +
        'Cut versions with `npm run docusaurus docs:version <major>.x`.',
    );
  }
  return Number(match[1]);
}

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
            'raise CURRENT_MAJOR in config/versions.ts when you cut a version.',
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
