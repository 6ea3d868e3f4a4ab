/**
 * Which tRPC release each docs version's samples are type-checked against, read from the lockfile of
 * that version's install folder (snippets/v<major>/package-lock.json), never typed by hand.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CURRENT_MAJOR, majorOf } from '../../config/versions';

export const CURRENT_VERSION_NAME = 'current';

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
