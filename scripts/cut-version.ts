/**
 * `npm run version:cut -- 11.x`: archives the current docs as version 11.x and moves docs/ on to 12.x.
 *
 * 1. `docusaurus docs:version 11.x` snapshots docs/ into versioned_docs/version-11.x/ (without the
 *    generated API reference, see sidebars.ts and plugins/api-reference) and adds 11.x to versions.json,
 *    from which the current major, version paths, labels, banners and the /docs/v<current> redirect follow.
 * 2. snippets/v12 is created from snippets/v11 (same pins and lockfile: docs/ keeps being checked against
 *    the 11.x release, and shows the "unreleased" banner, until the pins move to a 12.x release). The API
 *    reference's entry points move with it: the reference documents the current version only.
 *
 * Every refusal names what is wrong and how to go on; nothing is changed until all checks pass.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import archivedVersions from '../versions.json';
import { REFERENCE_DIR } from '../config/apiReference';
import { dropReferenceFromSnapshots } from '../plugins/api-reference/generate';
import { CURRENT_MAJOR, lockedTrpcRelease } from '../plugins/snippet-releases/releases';

const siteDir = path.resolve(__dirname, '..');
/** Files of the current version's install folder that serve the API reference, which only the current version has. */
const CURRENT_ONLY = ['api-reference', 'tsconfig.api-reference.json'];

function fail(message: string): never {
  console.error(`version:cut: ${message}`);
  process.exit(1);
}

const name = process.argv[2];
const expected = `${CURRENT_MAJOR}.x`;
if (name === undefined) fail(`name the version to cut: \`npm run version:cut -- ${expected}\`.`);
if (name !== expected) {
  fail(
    `docs/ documents ${expected} (the major after the newest entry of versions.json, ${JSON.stringify(archivedVersions[0])}), ` +
      `so the version to cut is ${expected}, not ${JSON.stringify(name)}: \`npm run version:cut -- ${expected}\`.`,
  );
}

const relative = (file: string) => path.relative(siteDir, file);
const archivedFolder = path.join(siteDir, 'snippets', `v${CURRENT_MAJOR}`);
const nextFolder = path.join(siteDir, 'snippets', `v${CURRENT_MAJOR + 1}`);
const snapshot = path.join(siteDir, 'versioned_docs', `version-${name}`);
if (existsSync(snapshot)) fail(`${relative(snapshot)} already exists: ${name} has been cut.`);
if (existsSync(nextFolder)) {
  fail(
    `${relative(nextFolder)} already exists: remove it (it is created from ${relative(archivedFolder)}) and run again.`,
  );
}
try {
  lockedTrpcRelease(archivedFolder);
} catch (error) {
  fail((error as Error).message);
}

const docusaurus = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
const cut = spawnSync(docusaurus, ['docs:version', name], { cwd: siteDir, stdio: 'inherit' });
if (cut.status !== 0)
  fail(`\`docusaurus docs:version ${name}\` failed (its output is above); nothing else was changed.`);

// The API reference documents the current version only; docs:version copied docs/ with it.
dropReferenceFromSnapshots(siteDir, REFERENCE_DIR);

cpSync(archivedFolder, nextFolder, {
  recursive: true,
  // Packages are installed from the lockfile; the reference's entry points move instead of being copied.
  filter: (source) =>
    path.dirname(source) !== archivedFolder || !['node_modules', ...CURRENT_ONLY].includes(path.basename(source)),
});
for (const entry of CURRENT_ONLY) {
  const source = path.join(archivedFolder, entry);
  if (existsSync(source)) renameSync(source, path.join(nextFolder, entry));
}

// The folder's own name in package.json and its lockfile; the pins stay until the next major ships.
const packageName = `snippets-v${CURRENT_MAJOR + 1}`;
const manifestFile = path.join(nextFolder, 'package.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
manifest.name = packageName;
if (typeof manifest.description === 'string') {
  manifest.description = `The packages that docs/ and blog/ samples are type-checked against (tRPC ${CURRENT_MAJOR + 1}.x).`;
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
const lockFile = path.join(nextFolder, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as {
  name?: string;
  packages?: Record<string, { name?: string }>;
};
lock.name = packageName;
if (lock.packages?.['']) lock.packages[''].name = packageName;
writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
const archivedManifestFile = path.join(archivedFolder, 'package.json');
const archivedManifest = JSON.parse(readFileSync(archivedManifestFile, 'utf8')) as Record<string, unknown>;
if (typeof archivedManifest.description === 'string') {
  archivedManifest.description = `The packages that versioned_docs/version-${name}/ samples are type-checked against (tRPC ${name}).`;
  writeFileSync(archivedManifestFile, `${JSON.stringify(archivedManifest, null, 2)}\n`);
}

// Docusaurus writes versions.json and the sidebars snapshot in its own JSON style: give every file the cut
// wrote the repository's format, so `npm test` (its format check) passes on the cut tree as it is.
const written = [
  'versions.json',
  `versioned_sidebars/version-${name}-sidebars.json`,
  relative(snapshot),
  relative(manifestFile),
  relative(archivedManifestFile),
];
const prettier = spawnSync(
  path.join(siteDir, 'node_modules', '.bin', 'prettier'),
  ['--write', '--log-level=warn', ...written],
  {
    cwd: siteDir,
    stdio: 'inherit',
  },
);
if (prettier.status !== 0) fail(`prettier could not format what the cut wrote (${written.join(', ')}): see above.`);

console.log(`
Cut ${name}: versioned_docs/version-${name}/ is checked against ${relative(archivedFolder)}, docs/ is now ${CURRENT_MAJOR + 1}.x
and is checked against ${relative(nextFolder)}, which pins the ${name} release (@trpc/server ${lockedTrpcRelease(nextFolder)})
until ${CURRENT_MAJOR + 1}.0.0 ships; until then /docs shows the "unreleased" banner. Next: npm run build && npm test,
then commit. README.md, "Cutting a docs version", says how to move docs/ to the new release.`);
