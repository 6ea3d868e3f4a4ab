/**
 * Where a shard is and which format it has: shared by the build, the client and the search button, whose bundle
 * (every page's) must not take the rest of shard.ts with it.
 */

/** The format's version: the client refuses a shard of another format with a clear message. */
export const SHARD_FORMAT = 4;

/** `docs-default-10.x` → `docs-default-10.x.json`: tags are made of letters, digits, `.`, `_` and `-`. */
export function shardFileName(tag: string): string {
  if (!/^[\w.-]+$/.test(tag)) throw new Error(`[local-search] a docusaurus_tag cannot name a file: "${tag}"`);
  return `${tag}.json`;
}
