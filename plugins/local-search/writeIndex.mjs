// Writes the Pagefind index in a process of its own: Pagefind is ESM-only, and jiti, which loads the
// site's TypeScript plugins, can neither require() it nor keep a native import().
// stdin: JSON { outputPath, records: CustomRecord[] }; stdout: JSON { records }.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { createIndex, close } from 'pagefind';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { outputPath, records } = JSON.parse(input);
try {
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const record of records) {
    const added = await index.addCustomRecord(record);
    if (added.errors.length) throw new Error(`${record.url}: ${added.errors.join('; ')}`);
  }
  // Pagefind 1.5's writeFiles answers before its binary has flushed every file, and close() then kills it:
  // under load the build kept a truncated index (an empty pagefind-entry.json). The files are taken in
  // memory instead and written here, so the index is complete when this process ends.
  const built = await index.getFiles();
  if (built.errors.length) throw new Error(`building the index files: ${built.errors.join('; ')}`);
  for (const file of built.files) {
    const target = path.join(outputPath, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.content);
  }
  process.stdout.write(JSON.stringify({ records: records.length }));
} finally {
  await close();
}
