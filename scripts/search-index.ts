/**
 * Rebuilds only the local search index of a finished build from its HTML, as the plugin's postBuild does
 * (plugins/local-search/build.ts), without building the site again: for a change to the index's extraction or
 * format, measured on a build that already exists. It replaces `<build>/search-index/` (its files are removed
 * first, so a hard-linked copy of a build, `cp -al build copy`, leaves the original's index untouched).
 *
 *   npm run search:index [-- <build dir>]      (default: build/)
 */
import path from 'node:path';
import { buildIndex } from '../plugins/local-search/build';
import { DEFAULT_OPTIONS } from '../plugins/local-search/options';

async function main(outDir: string) {
  const started = Date.now();
  const { pages, records, shards } = await buildIndex(outDir, DEFAULT_OPTIONS);
  const sizes = shards.map((shard) => `${shard.tag} ${(shard.gzipBytes / 1024).toFixed(1)} KB gzip`).join(', ');
  console.log(`${records} records from ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sizes}`);
}

main(path.resolve(process.argv[2] ?? path.join(__dirname, '../build'))).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
