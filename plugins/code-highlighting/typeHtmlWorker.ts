/** typeHtml.ts's worker thread: highlights the types it is sent, in order, and answers with their HTML. */
import { parentPort } from 'node:worker_threads';
import { typeToHtml } from './shiki';

parentPort!.on('message', async ({ id, texts }: { id: number; texts: string[] }) => {
  try {
    const html: string[] = [];
    for (const text of texts) html.push(await typeToHtml(text));
    parentPort!.postMessage({ id, html });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
