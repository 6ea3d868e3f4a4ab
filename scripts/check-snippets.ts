/**
 * `npm run check:snippets`: type-checks every ts/tsx/js/jsx sample of the docs and blog against the
 * real packages of its own docs version. docs/ and blog/ use snippets/v<current>, and
 * versioned_docs/version-<v>/ uses snippets/v<major of v>; versions come from versions.json. A Markdown
 * partial is also checked against the version of every page that imports it.
 * A blog post about a release older than its version's folder names that release instead
 * (`checked_against: 11.0.0-rc.374` → snippets/trpc-11.0.0-rc.374, whose lockfile must pin exactly it).
 * Installs a folder from its lockfile first when it has no node_modules yet.
 *
 * Also checks every `<Quoted>` text (tRPC's own messages quoted by a page) against the source of the same
 * version's `@trpc/*` packages (scripts/snippets/quotes.ts), and runs the examples pages show: samples
 * marked `example=NAME` run, and the responses and output the page shows are compared with the real ones
 * (scripts/snippets/examples.ts).
 *
 * `npm run check:snippets -- <path prefix>…` checks only the Markdown files under those paths
 * (`versioned_docs/version-10.x`, `docs/server/error-handling.mdx`): a writer's quick loop.
 *
 * `npm run compile:samples` (`--compile-only`) installs the folders and compiles every folder's whole sample set
 * into the cache the build reads (compile.ts says why the whole set), checking nothing but the folders themselves:
 * `npm run build` and `npm start` run it first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import archivedVersions from '../versions.json';
import { REFERENCE_DIR } from '../config/apiReference';
import { CURRENT_MAJOR } from '../config/versions';
import {
  CURRENT_VERSION_NAME,
  ensureAllInstalled,
  lockedTrpcRelease,
  RELEASE_FOLDER_PREFIX,
  snippetsFolder,
} from '../plugins/snippet-releases/releases';
import { collectSamplesFromFile, type CollectedFile, type Quote, type Sample } from './snippets/collect';
import { checkSamples, compileSamples } from '../plugins/snippet-releases/compile';
import { markdownFiles } from '../plugins/snippet-releases/partials';
import { claimCount, runExamples, type CollectedExamples } from './snippets/examples';
import { quoteOccurs, trpcSourceText, typescriptMessages } from './snippets/quotes';

let typescriptMessageText: string | undefined;
/** Read once, and only when a quote is not tRPC's. */
const typescriptText = () => (typescriptMessageText ??= typescriptMessages());

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

const releaseFolders = readdirSync(path.join(siteDir, 'snippets'))
  .filter((name) => name.startsWith(RELEASE_FOLDER_PREFIX))
  .sort()
  .map((name) => ({ release: name.slice(RELEASE_FOLDER_PREFIX.length), folder: path.join(siteDir, 'snippets', name) }));
for (const { release, folder } of releaseFolders) {
  contentSets.push({ label: `${release} (release)`, dirs: [], folder });
  const locked = lockedTrpcRelease(folder);
  if (locked !== release) {
    console.error(
      `${path.relative(siteDir, folder)} locks @trpc/server ${locked}: a release folder must lock the release it is named after.`,
    );
    process.exit(1);
  }
}

// The generated API reference shows tRPC's own declarations, not samples written here.
const contentFiles = (dir: string) => markdownFiles(siteDir, dir, [REFERENCE_DIR]);

const knownVersions = [CURRENT_VERSION_NAME, ...archivedVersions];
let failures: string[] = [];

/**
 * SNIPPET_EXAMPLES=skip compiles every sample but runs no example: for the version-cut test, whose tree holds
 * copies of the pages whose examples `npm test` has already run against the same packages.
 */
const examplesMode = process.env.SNIPPET_EXAMPLES ?? 'run';
if (examplesMode !== 'run' && examplesMode !== 'skip') {
  console.error(`SNIPPET_EXAMPLES is "${examplesMode}": use run (the default) or skip.`);
  process.exit(1);
}

// Samples go to their content set's folder, or to the version their front matter or fence names.
const byFolder = new Map<
  string,
  { samples: Sample[]; skipped: number; quotes: Quote[]; examples: CollectedExamples[] }
>(contentSets.map((set) => [set.folder, { samples: [], skipped: 0, quotes: [], examples: [] }]));
function folderFor(versionName: string | undefined, fallback: string, where: string): string | undefined {
  if (versionName === undefined) return fallback;
  if (knownVersions.includes(versionName)) return snippetsFolder(siteDir, versionName);
  const release = releaseFolders.find((entry) => entry.release === versionName);
  if (release) return release.folder;
  failures.push(
    `${where}: checked_against ${versionName} is neither a docs version (${knownVersions.join(', ')}) nor a release ` +
      `with its own folder (${releaseFolders.map((entry) => entry.release).join(', ') || 'none'}: snippets/trpc-<release>).`,
  );
  return undefined;
}
/**
 * A partial is compiled with the version of every page that imports it: a section that docs/ shares
 * with versioned_docs/version-10.x must compile against both 11.x and 10.x.
 */
const collectedFiles = new Map<string, CollectedFile>();
function collect(file: string): CollectedFile {
  if (!collectedFiles.has(file)) collectedFiles.set(file, collectSamplesFromFile(siteDir, file));
  return collectedFiles.get(file)!;
}

function withImportedPartials(files: string[], dirs: string[]): string[] {
  const seen = new Set(files);
  const queue = [...files];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const partial of collect(file).partials) {
      if (seen.has(partial) || dirs.some((dir) => partial.startsWith(`${dir}/`))) continue;
      if (!existsSync(path.join(siteDir, partial))) continue; // the docs build reports the broken import
      seen.add(partial);
      queue.push(partial);
    }
  }
  return [...seen];
}

const COMPILE_ONLY = '--compile-only';
/** With --compile-only: the one folder (its name under snippets/) a child process compiles. */
const FOLDER = '--folder';
const args = process.argv.slice(2);
const folderAt = args.indexOf(FOLDER);
const onlyFolder = folderAt === -1 ? undefined : args.splice(folderAt, 2)[1];
const compileOnly = args.includes(COMPILE_ONLY);
/** Path prefixes from the command line: only the files under them are checked. */
const only = args.filter((arg) => arg !== COMPILE_ONLY).map((prefix) => prefix.replace(/\/+$/, ''));
if (compileOnly && only.length > 0) {
  console.error(`${COMPILE_ONLY} compiles every sample: it takes no paths.`);
  process.exit(2);
}
const isSelected = (file: string) =>
  only.length === 0 || only.some((prefix) => file === prefix || file.startsWith(`${prefix}/`));

for (const set of contentSets) {
  for (const file of withImportedPartials(set.dirs.flatMap(contentFiles), set.dirs).filter(isSelected)) {
    const collected = collect(file);
    failures = failures.concat(collected.problems);
    const fileFolder = folderFor(collected.checkedAgainst, set.folder, file);
    if (fileFolder === undefined) continue;
    byFolder.get(fileFolder)!.skipped += collected.skipped;
    byFolder.get(fileFolder)!.quotes.push(...collected.quotes);
    if (collected.examples.examples.length > 0) byFolder.get(fileFolder)!.examples.push(collected.examples);
    for (const sample of collected.samples) {
      const folder = folderFor(sample.checkedAgainst, fileFolder, `${file}:${sample.fenceLine}`);
      if (folder !== undefined) byFolder.get(folder)!.samples.push(sample);
    }
  }
}

/**
 * Fills the build's cache: each folder's whole sample set in one compile, in a process of its own, as many at once as
 * there are cores (a compile is single-threaded; a folder's results are the same, byte for byte, alone in a process or
 * after another folder's in one). Only a folder's own problems fail.
 */
async function compileAllFolders(): Promise<void> {
  if (onlyFolder === undefined) {
    const largestFirst = [...contentSets].sort(
      (a, b) => byFolder.get(b.folder)!.samples.length - byFolder.get(a.folder)!.samples.length,
    );
    const script = process.argv[1]!;
    let failed = false;
    const compileNext = async (): Promise<void> => {
      for (let set = largestFirst.shift(); set; set = largestFirst.shift()) {
        const folder = path.basename(set.folder);
        const child = spawn(process.execPath, [...process.execArgv, script, COMPILE_ONLY, FOLDER, folder], {
          stdio: 'inherit',
        });
        const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
        if (status !== 0) failed = true;
      }
    };
    await Promise.all(Array.from({ length: Math.min(availableParallelism(), largestFirst.length) }, compileNext));
    if (failed) process.exit(1);
    return;
  }
  const sets = contentSets.filter((entry) => path.basename(entry.folder) === onlyFolder);
  if (sets.length === 0) {
    console.error(`${FOLDER} ${onlyFolder}: no such folder of samples under snippets/.`);
    process.exit(2);
  }
  const folderFailures: string[] = [];
  for (const set of sets) {
    const { samples } = byFolder.get(set.folder)!;
    const started = Date.now();
    const result = compileSamples(set.folder, samples, { wholeSet: true });
    folderFailures.push(...result.failures.map((failure) => `[${set.label}] ${failure}`));
    console.log(`${set.label}: ${samples.length} samples compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (folderFailures.length) {
    console.error(`\nThe samples cannot be compiled against their own packages:\n`);
    for (const failure of folderFailures) console.error(`  ${failure}`);
    process.exit(1);
  }
}

async function main() {
  await ensureAllInstalled(contentSets.map((set) => set.folder));
  if (compileOnly) return await compileAllFolders();
  for (const set of contentSets) {
    const release = lockedTrpcRelease(set.folder);
    const { samples, skipped, quotes, examples } = byFolder.get(set.folder)!;
    if (only.length > 0 && samples.length + skipped + quotes.length === 0) continue;
    const started = Date.now();
    const result = checkSamples(set.folder, samples, { wholeSet: only.length === 0 });
    failures = failures.concat(result.failures.map((failure) => `[${set.label}] ${failure}`));
    const source = quotes.length > 0 ? trpcSourceText(set.folder) : '';
    const misquoted = quotes.filter(
      (quote) => !quoteOccurs(quote.text, source) && !quoteOccurs(quote.text, typescriptText()),
    );
    failures = failures.concat(
      misquoted.map(
        (quote) =>
          `[${set.label}] ${quote.source}:${quote.line}: <Quoted>${quote.text}</Quoted> does not occur in the @trpc/* packages ` +
          `of ${path.relative(siteDir, set.folder)} nor in TypeScript's messages: copy the message from the package ` +
          `(\`…\` for the parts that vary).`,
      ),
    );
    // Only after the samples compile: a sample that does not type-check is not worth running.
    const exampleCount = examples.reduce((sum, page) => sum + page.examples.length, 0);
    const claims = examples.reduce((sum, page) => sum + claimCount(page), 0);
    const runs = result.failures.length === 0 && examplesMode === 'run';
    const wrongExamples = runs ? await runExamples(set.folder, examples) : [];
    failures = failures.concat(wrongExamples.map((failure) => `[${set.label}] ${failure}`));
    const total = samples.length + skipped;
    const share = total ? Math.round((skipped / total) * 100) : 0;
    console.log(
      `${set.label}: ${samples.length} samples checked against @trpc/server ${release}, ` +
        `${skipped} skipped with no-check (${share}%), ${result.failures.length} failing; ${quotes.length} quotes, ` +
        `${misquoted.length} not found; ` +
        (examplesMode === 'skip'
          ? `${exampleCount} examples not run (SNIPPET_EXAMPLES=skip); `
          : `${exampleCount} examples run on ${examples.length} pages, checking ${claims} ` +
            `shown responses and outputs, ${wrongExamples.length} differences; `) +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
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
}

void main();
