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

const done = new Map<string, string>();
const inFlight = new Map<string, Promise<void>>();
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
  const fresh = unique.filter((type) => !done.has(type) && !inFlight.has(type));
  if (fresh.length) {
    const made = request(fresh).then((html) => fresh.forEach((type, index) => done.set(type, html[index]!)));
    for (const type of fresh) inFlight.set(type, made);
    made.finally(() => fresh.forEach((type) => inFlight.delete(type))).catch(() => {});
  }
  await Promise.all(unique.map((type) => inFlight.get(type)));
  return new Map(unique.map((type) => [type, done.get(type)!]));
}
