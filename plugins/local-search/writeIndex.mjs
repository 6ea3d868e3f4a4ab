// Writes the Pagefind index in a process of its own: Pagefind is ESM-only, and jiti, which loads the
// site's TypeScript plugins, can neither require() it nor keep a native import().
// stdin: JSON { outputPath, records: CustomRecord[] }; stdout: JSON { records }.
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
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`writing the index: ${written.errors.join('; ')}`);
  process.stdout.write(JSON.stringify({ records: records.length }));
} finally {
  await close();
}
