/**
 * Builds the local search index from the built site: every HTML file is read and turned into records
 * by extract.ts (a page, and each of its h2/h3 sections), and the records are written as one JSON shard
 * per `docusaurus_tag` (`<outputDir>/<tag>.json`), so a page of one docs version loads only its
 * version's shard and the blog's. The browser indexes a shard when the first search needs it
 * (client/engine.ts).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeShard } from './client/shard';
import { shardFileName } from './client/shardFile';
import type { IndexRecord } from './client/engine';
import { extractRecords, urlOfHtmlFile, type SearchRecord } from './extract';
import type { Options } from './options';

/**
 * Characters of a section's prose kept in the index. It bounds what a first search downloads (the
 * current version's shard, about 140 KB gzip at 800) while keeping the opening of every section, where
 * its subject is named: only about one section in seven is longer.
 */
export const TEXT_LIMIT = 800;

/** Cuts `text` to at most `limit` characters, at a word boundary. */
export function cutText(text: string, limit = TEXT_LIMIT): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : text.slice(0, limit)).trimEnd();
}

/**
 * An identifier of code found in more than this share of a shard's sections (`router`, `input`, `ctx`) is
 * left out of their code field: it tells no page apart, and the field is the bulk of what code adds to a shard.
 */
export const COMMON_CODE_SHARE = 0.02;

/** Drops from each record's code the identifiers that too many of the records' code holds. */
export function dropCommonCode(records: IndexRecord[], share = COMMON_CODE_SHARE): IndexRecord[] {
  const count = new Map<string, number>();
  for (const record of records)
    for (const name of new Set(record.code.split(' '))) count.set(name, (count.get(name) ?? 0) + 1);
  const limit = share * records.length;
  return records.map((record) => ({
    ...record,
    code: record.code
      .split(' ')
      .filter((name) => name && count.get(name)! <= limit)
      .join(' '),
  }));
}

export function indexRecord(record: SearchRecord): IndexRecord {
  return {
    url: record.url,
    type: record.type,
    lvl0: record.hierarchy.lvl0,
    lvl1: record.hierarchy.lvl1,
    lvl2: record.hierarchy.lvl2,
    lvl3: record.hierarchy.lvl3,
    text: cutText(record.content),
    code: record.code,
    defines: record.defines,
    pointers: cutText(record.pointers),
    quotes: record.quotes,
    keywords: record.keywords,
    reference: record.reference,
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

export type ShardFigures = { tag: string; records: number; bytes: number; gzipBytes: number };

export async function buildIndex(
  outDir: string,
  options: Options,
): Promise<{ pages: number; records: number; shards: ShardFigures[] }> {
  const byTag = new Map<string, IndexRecord[]>();
  let pages = 0;
  let records = 0;
  for (const file of await htmlFiles(outDir)) {
    const found = extractRecords(await readFile(path.join(outDir, file), 'utf8'), urlOfHtmlFile(file), options);
    if (found.length) pages += 1;
    records += found.length;
    for (const record of found) {
      if (!byTag.has(record.tag)) byTag.set(record.tag, []);
      byTag.get(record.tag)!.push(indexRecord(record));
    }
  }
  const output = path.join(outDir, options.outputDir);
  await rm(output, { recursive: true, force: true });
  await mkdir(output, { recursive: true });
  const shards: ShardFigures[] = [];
  for (const [tag, shardRecords] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    const json = JSON.stringify(encodeShard({ tag, records: dropCommonCode(shardRecords) }));
    await writeFile(path.join(output, shardFileName(tag)), json);
    shards.push({
      tag,
      records: shardRecords.length,
      bytes: Buffer.byteLength(json),
      gzipBytes: gzipSync(json).length,
    });
  }
  return { pages, records, shards };
}
