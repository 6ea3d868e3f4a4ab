/**
 * Which tRPC release each docs version's samples are type-checked against, read from the lockfile of
 * that version's install folder (snippets/v<major>/package-lock.json), never typed by hand.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import archivedVersions from '../../versions.json';

export const CURRENT_VERSION_NAME = 'current';

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

/**
 * The major that the unversioned docs/ folder documents: the one after the newest archived version,
 * so cutting a version (`npm run docusaurus docs:version 11.x`) moves docs/ on to 12 by itself.
 */
export function currentMajorOf(archived: readonly string[]): number {
  return archived.length === 0 ? 1 : Math.max(...archived.map(majorOf)) + 1;
}

export const CURRENT_MAJOR = currentMajorOf(archivedVersions);

/** The install folder whose packages a docs version's samples are checked against. */
export function snippetsFolder(siteDir: string, versionName: string): string {
  const major = versionName === CURRENT_VERSION_NAME ? CURRENT_MAJOR : majorOf(versionName);
  return path.join(siteDir, 'snippets', `v${major}`);
}

/** The exact @trpc/server release locked in an install folder. */
export function lockedTrpcRelease(folder: string): string {
  const lockfile = path.join(folder, 'package-lock.json');
  let lock: { packages?: Record<string, { version?: string }> };
  try {
    lock = JSON.parse(readFileSync(lockfile, 'utf8')) as typeof lock;
  } catch (error) {
    throw new Error(
      `Cannot read ${lockfile} (${(error as Error).message}). Each docs version needs its own install folder ` +
        'with a lockfile: create it with `npm install` inside that folder.',
    );
  }
  const version = lock.packages?.['node_modules/@trpc/server']?.version;
  if (!version) throw new Error(`${lockfile} does not lock @trpc/server: add it to that folder's package.json.`);
  return version;
}

/** Release per docs version name ("current", "10.x", …). */
export function snippetReleases(siteDir: string, archivedVersions: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    [CURRENT_VERSION_NAME, ...archivedVersions].map((name) => [name, lockedTrpcRelease(snippetsFolder(siteDir, name))]),
  );
}

/** Installs a version's install folder from its lockfile when it has no node_modules yet. */
export function ensureInstalled(folder: string): void {
  if (existsSync(path.join(folder, 'node_modules', '.package-lock.json'))) return;
  console.log(`Installing ${folder} from its lockfile…`);
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
    stdio: 'inherit',
  });
}
