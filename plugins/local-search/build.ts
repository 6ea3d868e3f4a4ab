/**
 * Builds the Pagefind index from the built site: every HTML file is read, turned into records by
 * extract.ts, and each record added to Pagefind as a custom record, so a hit is a page or one of its
 * sections. The heading text leads each record's content, so a heading word ranks its section first.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { extractRecords, urlOfHtmlFile, type SearchRecord } from './extract';
import type { Options } from './options';

/** Meta stored with each Pagefind record and read back by the browser client. */
export type RecordMeta = {
  title: string;
  type: SearchRecord['type'];
  lvl0: string;
  lvl2?: string;
  lvl3?: string;
  /** The section's text without the heading repeated in front. */
  text: string;
};

/** The Pagefind record of one search record. */
export function pagefindRecord(record: SearchRecord) {
  const heading = record.hierarchy.lvl3 ?? record.hierarchy.lvl2 ?? record.hierarchy.lvl1;
  const meta: RecordMeta = {
    title: record.hierarchy.lvl1,
    type: record.type,
    lvl0: record.hierarchy.lvl0,
    text: record.content,
    ...(record.hierarchy.lvl2 && { lvl2: record.hierarchy.lvl2 }),
    ...(record.hierarchy.lvl3 && { lvl3: record.hierarchy.lvl3 }),
  };
  return {
    url: record.url,
    content: `${heading}. ${record.content}`,
    language: record.language,
    meta: meta as unknown as Record<string, string>,
    filters: { language: [record.language], docusaurus_tag: [record.tag] },
  };
}

async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full, root);
      return entry.name.endsWith('.html') ? [path.relative(root, full)] : [];
    }),
  );
  return nested.flat().sort();
}

/** Files of the Pagefind bundle this site never loads (Pagefind's own UIs). */
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/** Runs writeIndex.mjs with the records on its stdin. */
function writeIndex(outputPath: string, records: ReturnType<typeof pagefindRecord>[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'writeIndex.mjs')], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`[local-search] writing the Pagefind index failed (exit code ${code})`)),
    );
    child.stdin.end(JSON.stringify({ outputPath, records }));
  });
}

export async function buildIndex(outDir: string, options: Options): Promise<{ pages: number; records: number }> {
  const records: ReturnType<typeof pagefindRecord>[] = [];
  let pages = 0;
  for (const file of await htmlFiles(outDir)) {
    const found = extractRecords(await readFile(path.join(outDir, file), 'utf8'), urlOfHtmlFile(file), options);
    if (found.length) pages += 1;
    records.push(...found.map(pagefindRecord));
  }
  const output = path.join(outDir, options.outputDir);
  await rm(output, { recursive: true, force: true });
  await writeIndex(output, records);
  for (const name of await readdir(output)) {
    if (UNUSED.test(name)) await rm(path.join(output, name));
  }
  // The file the client loads first: a broken one is an index that fails in every browser.
  const entry = path.join(output, 'pagefind-entry.json');
  try {
    JSON.parse(await readFile(entry, 'utf8'));
  } catch (error) {
    throw new Error(
      `[local-search] ${entry} is not valid JSON (${(error as Error).message}): the index is incomplete.`,
    );
  }
  return { pages, records: records.length };
}
