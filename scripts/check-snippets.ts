/**
 * `npm run check:snippets`: type-checks every ts/tsx/js/jsx sample of the docs and blog against the
 * real packages of its own docs version. docs/ and blog/ use snippets/v<current>, and
 * versioned_docs/version-<v>/ uses snippets/v<major of v>; versions come from versions.json.
 * Installs a version folder from its lockfile first when it has no node_modules yet.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import archivedVersions from '../versions.json';
import { CURRENT_MAJOR } from '../config/versions';
import { CURRENT_VERSION_NAME, lockedTrpcRelease, snippetsFolder } from '../plugins/snippet-releases/releases';
import { collectSamplesFromFile, type Sample } from './snippets/collect';
import { checkSamples } from './snippets/compile';

const siteDir = path.resolve(__dirname, '..');

/** Folders of Markdown checked against one docs version's install folder. */
type ContentSet = { label: string; dirs: string[]; folder: string };

const contentSets: ContentSet[] = [
  {
    label: `${CURRENT_MAJOR}.x (current)`,
    dirs: ['docs', 'blog'],
    folder: snippetsFolder(siteDir, CURRENT_VERSION_NAME),
  },
  ...archivedVersions.map((name) => ({
    label: name,
    dirs: [`versioned_docs/version-${name}`],
    folder: snippetsFolder(siteDir, name),
  })),
];

function markdownFiles(dir: string): string[] {
  const absolute = path.join(siteDir, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

function ensureInstalled(folder: string): void {
  if (existsSync(path.join(folder, 'node_modules', '.package-lock.json'))) return;
  console.log(`Installing ${path.relative(siteDir, folder)} from its lockfile…`);
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
    stdio: 'inherit',
  });
}

const knownVersions = [CURRENT_VERSION_NAME, ...archivedVersions];
let failures: string[] = [];

// Samples go to their content set's folder, or to the version their front matter or fence names.
const byFolder = new Map<string, { samples: Sample[]; skipped: number }>(
  contentSets.map((set) => [set.folder, { samples: [], skipped: 0 }]),
);
function folderFor(versionName: string | undefined, fallback: string, where: string): string | undefined {
  if (versionName === undefined) return fallback;
  if (knownVersions.includes(versionName)) return snippetsFolder(siteDir, versionName);
  failures.push(`${where}: checked_against ${versionName} is not a docs version (${knownVersions.join(', ')}).`);
  return undefined;
}
for (const set of contentSets) {
  for (const file of set.dirs.flatMap(markdownFiles)) {
    const collected = collectSamplesFromFile(siteDir, file);
    failures = failures.concat(collected.problems);
    const fileFolder = folderFor(collected.checkedAgainst, set.folder, file);
    if (fileFolder === undefined) continue;
    byFolder.get(fileFolder)!.skipped += collected.skipped;
    for (const sample of collected.samples) {
      const folder = folderFor(sample.checkedAgainst, fileFolder, `${file}:${sample.fenceLine}`);
      if (folder !== undefined) byFolder.get(folder)!.samples.push(sample);
    }
  }
}

for (const set of contentSets) {
  const release = lockedTrpcRelease(set.folder);
  ensureInstalled(set.folder);
  const { samples, skipped } = byFolder.get(set.folder)!;
  const started = Date.now();
  const result = checkSamples(set.folder, samples);
  failures = failures.concat(result.failures);
  const total = samples.length + skipped;
  const share = total ? Math.round((skipped / total) * 100) : 0;
  console.log(
    `${set.label}: ${samples.length} samples checked against @trpc/server ${release}, ` +
      `${skipped} skipped with no-check (${share}%), ${result.failures.length} failing, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (failures.length) {
  console.error(`\n${failures.length} problem${failures.length > 1 ? 's' : ''} in code samples:\n`);
  for (const failure of failures) console.error(`  ${failure}`);
  console.error(
    '\nFix the sample, mark an intended error with // @errors: <code>, or opt a partial block out with ```ts no-check.',
  );
  process.exit(1);
}
