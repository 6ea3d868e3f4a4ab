/**
 * Which tRPC release each docs version's samples are type-checked against, read from the lockfile of
 * that version's install folder (snippets/v<major>/package-lock.json), never typed by hand.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  return path.join(siteDir, 'snippets', `v${versionMajor(versionName)}`);
}

/**
 * The install folder for a docs version name ("current", "10.x") or, for a post about an older release, a
 * release with its own folder (snippets/trpc-<release>); undefined for a name that is neither.
 */
export function samplesFolder(siteDir: string, versionName: string): string | undefined {
  if (versionName === CURRENT_VERSION_NAME || archivedVersions.includes(versionName)) {
    return snippetsFolder(siteDir, versionName);
  }
  const release = path.join(siteDir, 'snippets', `trpc-${versionName}`);
  return existsSync(release) ? release : undefined;
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
        'with a lockfile: `npm run version:cut -- <major>.x` creates the new one when cutting a version; ' +
        'otherwise run `npm install` inside that folder.',
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

/** The major a docs version name ("current", "10.x") documents. */
export function versionMajor(versionName: string, currentMajor: number = CURRENT_MAJOR): number {
  return versionName === CURRENT_VERSION_NAME ? currentMajor : majorOf(versionName);
}

/**
 * Whether a docs version documents a released major: its pinned release is that major's and not a
 * prerelease. After a cut, docs/ documents the next major while its folder still pins the previous
 * major's release (12.x against 11.19.0), so it stays unreleased until the pins move to 12.0.0.
 */
export function isReleased(major: number, release: string): boolean {
  const pinned = /^(\d+)\.\d+\.\d+(-[\w.-]+)?$/.exec(release);
  if (!pinned) throw new Error(`"${release}" is not a semver release of @trpc/server.`);
  return Number(pinned[1]) === major && pinned[2] === undefined;
}

/**
 * The newest docs version whose major is released (`current`, else the newest archived one): where the
 * banners of unreleased and unmaintained versions send readers. Undefined when none is released.
 */
export function newestReleasedVersion(
  releases: Record<string, string>,
  currentMajor: number = CURRENT_MAJOR,
): string | undefined {
  return Object.entries(releases)
    .map(([name, release]) => ({ name, release, major: versionMajor(name, currentMajor) }))
    .filter(({ major, release }) => isReleased(major, release))
    .sort((a, b) => b.major - a.major)[0]?.name;
}

/** Optional packages are the platform binaries of Next.js and sharp, which samples never run: half the folders. */
const NPM_CI = ['ci', '--ignore-scripts', '--omit=optional', '--no-audit', '--no-fund', '--loglevel=error'];

type LockedPackages = Record<string, { version?: string; optional?: boolean }>;
const packagesOf = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { packages?: LockedPackages }).packages ?? {};

/**
 * Whether a folder's node_modules holds what its lockfile pins: npm records what it installed in
 * node_modules/.package-lock.json, so an install left from an older lockfile counts as missing. Optional
 * packages are locked but not installed (NPM_CI omits them, npm itself those for other platforms).
 */
function isInstalled(folder: string): boolean {
  const installedFile = path.join(folder, 'node_modules', '.package-lock.json');
  if (!existsSync(installedFile)) return false;
  const installed = packagesOf(installedFile);
  const locked = packagesOf(path.join(folder, 'package-lock.json'));
  const asLocked = ([where, { version, optional }]: [string, LockedPackages[string]]) =>
    where === '' || (installed[where] ? installed[where].version === version : optional === true);
  return Object.keys(installed).every((where) => where in locked) && Object.entries(locked).every(asLocked);
}

/** Installs a version's install folder from its lockfile when it has no node_modules yet. */
export function ensureInstalled(folder: string): void {
  if (isInstalled(folder)) return;
  // Without this, npm fails with "spawnSync npm ENOENT" and a stack trace that names neither the folder nor the fix.
  lockedTrpcRelease(folder);
  console.log(`Installing ${folder} from its lockfile…`);
  execFileSync('npm', NPM_CI, { cwd: folder, stdio: 'inherit' });
}

/**
 * Installs under way in this process, by folder: two plugins asking for one folder share its install. Kept on
 * globalThis because Docusaurus loads each plugin with its own copy of this module.
 */
const INSTALLS = Symbol.for('trpc-docs.snippet-installs');
const installing = ((globalThis as { [INSTALLS]?: Map<string, Promise<string | undefined>> })[INSTALLS] ??= new Map());

function installOnce(folder: string): Promise<string | undefined> {
  let install = installing.get(folder);
  if (!install) {
    console.log(`Installing ${folder} from its lockfile…`);
    install = new Promise((resolve) => {
      execFile('npm', NPM_CI, { cwd: folder }, (error, stdout, stderr) =>
        resolve(error ? `npm ci in ${folder} failed:\n${stdout}${stderr}` : undefined),
      );
    });
    installing.set(folder, install);
  }
  return install;
}

/**
 * `ensureInstalled` for several folders at once: the installs mostly wait on the registry, so on a fresh
 * machine running them side by side takes about as long as the slowest one.
 */
export async function ensureAllInstalled(folders: readonly string[]): Promise<void> {
  const missing = folders.filter((folder) => installing.has(folder) || !isInstalled(folder));
  for (const folder of missing) lockedTrpcRelease(folder);
  const failed = await Promise.all(missing.map(installOnce));
  const messages = failed.filter((message) => message !== undefined);
  if (messages.length > 0) throw new Error(messages.join('\n'));
}

/** Folders pinning one exact tRPC release for blog posts of its time: snippets/trpc-<release>. */
export const RELEASE_FOLDER_PREFIX = 'trpc-';

/** Every folder samples are compiled against: each docs version's, and each release folder. */
export function sampleFolders(siteDir: string, archived: readonly string[]): string[] {
  const releaseFolders = readdirSync(path.join(siteDir, 'snippets'))
    .filter((name) => name.startsWith(RELEASE_FOLDER_PREFIX))
    .sort()
    .map((name) => path.join(siteDir, 'snippets', name));
  return [...[CURRENT_VERSION_NAME, ...archived].map((name) => snippetsFolder(siteDir, name)), ...releaseFolders];
}
