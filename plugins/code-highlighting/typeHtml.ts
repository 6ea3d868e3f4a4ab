/**
 * The highlighted HTML of the types popups show, made on a worker thread (typeHtmlWorker.ts). Tokenizing types
 * is most of a build's Markdown work, and the bundler runs Markdown loaders on its one JavaScript thread: on a
 * second thread the other pages go on meanwhile. Each type is highlighted once per process, whatever page
 * shows it.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

type Reply = { id: number; html: string[] } | { id: number; error: string };
type Pending = { resolve: (html: string[]) => void; reject: (error: Error) => void };

const WORKER_FILE = path.join(__dirname, 'typeHtmlWorker.ts');

/** Each type's HTML, made or being made: asked for once per process. */
const htmlOf = new Map<string, Promise<string>>();
const pending = new Map<number, Pending>();
let nextId = 0;
let worker: Worker | undefined;

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = undefined;
}

function startWorker(): Worker {
  // The worker runs TypeScript through tsx, as the build's scripts do (the bundler's loader is this thread's alone).
  const started = new Worker(`require('tsx/cjs/api').require(${JSON.stringify(WORKER_FILE)}, __filename);`, {
    eval: true,
  });
  started.on('message', ({ id, ...reply }: Reply) => {
    const request = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (!request) return;
    if ('error' in reply) request.reject(new Error(`Highlighting popup types failed: ${reply.error}`));
    else request.resolve(reply.html);
  });
  started.on('error', (error) => failAll(new Error(`The popup types' worker failed: ${error.stack ?? error}`)));
  started.on('exit', (code) => {
    if (pending.size) failAll(new Error(`The popup types' worker stopped (exit code ${code}) with work left.`));
    worker = undefined;
  });
  return started;
}

function request(texts: string[]): Promise<string[]> {
  worker ??= startWorker();
  // Referenced only while it has work: a process that has nothing else to do may end.
  worker.ref();
  const id = nextId++;
  const reply = new Promise<string[]>((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.postMessage({ id, texts });
  return reply;
}

/** The HTML of each type (as the compiler wrote it), by type. */
export async function typeHtmls(types: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(types)];
  const fresh = unique.filter((type) => !htmlOf.has(type));
  if (fresh.length) {
    const made = request(fresh);
    // A failed request is asked for again by the next page that needs it.
    made.catch(() => fresh.forEach((type) => htmlOf.delete(type)));
    fresh.forEach((type, index) =>
      htmlOf.set(
        type,
        made.then((html) => html[index]!),
      ),
    );
  }
  return new Map(await Promise.all(unique.map(async (type) => [type, await htmlOf.get(type)!] as const)));
}
