/**
 * The file format of an index shard, shared by the build (writes it) and the browser client (reads it).
 * Records are arrays rather than objects, so the keys are not repeated in every record:
 * `[url, type, lvl0, lvl1, lvl2, lvl3, text, code, defines, pointers, keywords, reference, quotes]`.
 */
import type { IndexRecord, IndexShard } from './engine';
import { SHARD_FORMAT } from './shardFile';

type EncodedRecord = [
  string,
  IndexRecord['type'],
  string,
  string,
  string | null,
  string | null,
  string,
  string,
  string,
  string,
  string,
  0 | 1,
  string,
];
export type EncodedShard = { format: number; tag: string; records: EncodedRecord[] };

export function encodeShard({ tag, records }: IndexShard): EncodedShard {
  return {
    format: SHARD_FORMAT,
    tag,
    records: records.map((r) => [
      r.url,
      r.type,
      r.lvl0,
      r.lvl1,
      r.lvl2,
      r.lvl3,
      r.text,
      r.code,
      r.defines,
      r.pointers,
      r.keywords,
      r.reference ? 1 : 0,
      r.quotes,
    ]),
  };
}

export function decodeShard(data: unknown): IndexShard {
  const shard = data as Partial<EncodedShard> | null;
  if (!shard || shard.format !== SHARD_FORMAT || typeof shard.tag !== 'string' || !Array.isArray(shard.records)) {
    throw new Error(`not an index shard of format ${SHARD_FORMAT}`);
  }
  return {
    tag: shard.tag,
    records: shard.records.map(
      ([url, type, lvl0, lvl1, lvl2, lvl3, text, code, defines, pointers, keywords, reference, quotes]) => ({
        url,
        type,
        lvl0,
        lvl1,
        lvl2,
        lvl3,
        text,
        code,
        defines,
        pointers,
        keywords,
        reference: reference === 1,
        quotes,
      }),
    ),
  };
}
