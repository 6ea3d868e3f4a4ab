/** Schedules `run` as a task of its own, after the current one: a frame or input that is due goes first. */
export type NextTask = (run: () => void) => void;

/**
 * A message to a fresh MessageChannel, not `setTimeout(run, 0)`: a background tab throttles timers to one a
 * second but not messages, and under a trace (Lighthouse, DevTools) each timer set records a stack trace, for
 * which V8 re-parses every script on the stack: here all of main.js.
 */
export const nextTask: NextTask = (run) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(undefined);
};

/**
 * Runs each step in a task of its own, in order, each once the promise of the one before has resolved. The
 * promise returned settles with the last step, or rejects with the first that fails (the rest don't run).
 */
export function runInTasks(steps: ReadonlyArray<() => Promise<unknown>>, schedule: NextTask = nextTask): Promise<void> {
  return steps.reduce<Promise<void>>(
    (previous, step) =>
      previous.then(
        () => new Promise<void>((resolve, reject) => schedule(() => void step().then(() => resolve(), reject))),
      ),
    Promise.resolve(),
  );
}

/**
 * A queue whose jobs run one per task, in the order queued, each in a task after the one that queued it:
 * for work that comes in bursts (every link in view at once), so each piece is a short task and a frame or
 * input that is due goes in between.
 */
export function createTaskQueue(schedule: NextTask = nextTask): (job: () => void) => void {
  const jobs: Array<() => void> = [];
  const runNext = () => {
    const job = jobs.shift()!;
    // The next is scheduled first, so a job that throws doesn't stall the ones after it.
    if (jobs.length > 0) schedule(runNext);
    job();
  };
  return (job) => {
    jobs.push(job);
    if (jobs.length === 1) schedule(runNext);
  };
}

/** The part of Rspack's (and webpack's) runtime that loads a chunk: `import()` calls it, then evaluates. */
export type ChunkLoader = { e: (chunkId: string) => Promise<unknown> };

/**
 * Runs `load`, and until it settles, has each chunk an `import()` waits for settle in a task of its own: the
 * module that `import()` then evaluates (and what it imports) runs in that task, not in one burst of
 * microtasks with every other module of the page.
 */
export async function evaluateChunksInTasks<T>(
  runtime: ChunkLoader,
  load: () => Promise<T>,
  schedule: NextTask = nextTask,
): Promise<T> {
  const ensureChunk = runtime.e;
  runtime.e = (chunkId) =>
    ensureChunk(chunkId).then((result) => new Promise((resolve) => schedule(() => resolve(result))));
  try {
    return await load();
  } finally {
    runtime.e = ensureChunk;
  }
}
