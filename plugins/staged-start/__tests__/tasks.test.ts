import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  createTaskQueue,
  evaluateChunksInTasks,
  nextTask,
  runInTasks,
  type ChunkLoader,
  type NextTask,
} from '../tasks';

/** Lets pending promises settle, as the browser does at the end of each task. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A scheduler that queues tasks for the test to run one at a time. */
function manualTasks() {
  const queue: Array<() => void> = [];
  const schedule: NextTask = (run) => queue.push(run);
  return {
    schedule,
    pending: () => queue.length,
    async runNext() {
      queue.shift()?.();
      await settle();
    },
  };
}

describe('runInTasks', () => {
  test('runs nothing at once, then one step per task, in order', async () => {
    const tasks = manualTasks();
    const ran: string[] = [];
    const done = runInTasks(
      ['react-dom', 'client entry'].map((name) => async () => void ran.push(name)),
      tasks.schedule,
    );
    assert.deepEqual(ran, []);
    await settle();
    assert.deepEqual(ran, [], 'nothing runs until the browser runs the first task');
    assert.equal(tasks.pending(), 1);
    await tasks.runNext();
    assert.deepEqual(ran, ['react-dom']);
    assert.equal(tasks.pending(), 1, 'the second step waits for a task of its own');
    await tasks.runNext();
    assert.deepEqual(ran, ['react-dom', 'client entry']);
    assert.equal(tasks.pending(), 0);
    await done;
  });

  test('schedules a step only once the one before has resolved', async () => {
    const tasks = manualTasks();
    let resolveFirst!: () => void;
    const first = new Promise<void>((resolve) => (resolveFirst = resolve));
    void runInTasks([() => first, async () => {}], tasks.schedule);
    await settle();
    await tasks.runNext();
    assert.equal(tasks.pending(), 0);
    resolveFirst();
    await settle();
    assert.equal(tasks.pending(), 1);
  });

  test('a step that rejects stops the rest, and the returned promise rejects with its error', async () => {
    const tasks = manualTasks();
    let secondRan = false;
    const failure = new Error('module evaluation failed');
    const done = runInTasks(
      [
        () => Promise.reject(failure),
        async () => {
          secondRan = true;
        },
      ],
      tasks.schedule,
    );
    const rejected = assert.rejects(done, failure);
    await settle();
    await tasks.runNext();
    await rejected;
    assert.equal(secondRan, false);
    assert.equal(tasks.pending(), 0);
  });
});

describe('nextTask', () => {
  test('runs after the current task and its microtasks, and lets the process exit', async () => {
    const order: string[] = [];
    await new Promise<void>((resolve) => {
      nextTask(() => {
        order.push('next task');
        resolve();
      });
      void Promise.resolve().then(() => order.push('microtask'));
      order.push('current task');
    });
    assert.deepEqual(order, ['current task', 'microtask', 'next task']);
  });
});

describe('createTaskQueue', () => {
  test('runs the jobs queued in one task one per task, in order', async () => {
    const tasks = manualTasks();
    const queue = createTaskQueue(tasks.schedule);
    const ran: string[] = [];
    for (const name of ['a', 'b', 'c']) queue(() => ran.push(name));
    assert.deepEqual(ran, [], 'nothing runs in the task that queues');
    for (const expected of [['a'], ['a', 'b'], ['a', 'b', 'c']]) {
      assert.equal(tasks.pending(), 1, 'one task is scheduled at a time');
      await tasks.runNext();
      assert.deepEqual(ran, expected);
    }
    assert.equal(tasks.pending(), 0);
  });

  test('a job queued by a job runs in a task after it, and the queue starts again once empty', async () => {
    const tasks = manualTasks();
    const queue = createTaskQueue(tasks.schedule);
    const ran: string[] = [];
    queue(() => {
      ran.push('route');
      queue(() => ran.push('file'));
    });
    await tasks.runNext();
    assert.deepEqual(ran, ['route']);
    await tasks.runNext();
    assert.deepEqual(ran, ['route', 'file']);
    assert.equal(tasks.pending(), 0);
    queue(() => ran.push('later'));
    assert.equal(tasks.pending(), 1);
    await tasks.runNext();
    assert.deepEqual(ran, ['route', 'file', 'later']);
  });

  test('a job that throws does not stop the jobs after it', async () => {
    const tasks = manualTasks();
    const queue = createTaskQueue(tasks.schedule);
    const ran: string[] = [];
    queue(() => {
      throw new Error('prefetch failed');
    });
    queue(() => ran.push('next'));
    await assert.rejects(tasks.runNext(), /prefetch failed/);
    await tasks.runNext();
    assert.deepEqual(ran, ['next']);
  });
});

describe('evaluateChunksInTasks', () => {
  /** A runtime whose chunks are all loaded, and `import()` as Rspack compiles it: load the chunks, then evaluate. */
  function loadedRuntime(evaluated: string[]) {
    const runtime: ChunkLoader = { e: () => Promise.resolve() };
    const importModule = (name: string, chunks: string[]) =>
      Promise.all(chunks.map((chunk) => runtime.e(chunk))).then(() => void evaluated.push(name));
    return { runtime, importModule };
  }

  test('evaluates each imported module in a task of its own, and gives the runtime its loader back', async () => {
    const tasks = manualTasks();
    const evaluated: string[] = [];
    const { runtime, importModule } = loadedRuntime(evaluated);
    const ensureChunk = runtime.e;
    const done = evaluateChunksInTasks(
      runtime,
      () => Promise.all([importModule('layout', ['2', '4']), importModule('content', ['145'])]),
      tasks.schedule,
    );
    await settle();
    assert.deepEqual(evaluated, [], 'nothing is evaluated in the task that imports');
    // One task per chunk asked for: the layout's module is evaluated once both of its chunks' tasks have run.
    assert.equal(tasks.pending(), 3);
    await tasks.runNext();
    assert.deepEqual(evaluated, []);
    await tasks.runNext();
    assert.deepEqual(evaluated, ['layout']);
    await tasks.runNext();
    assert.deepEqual(evaluated, ['layout', 'content']);
    await done;
    assert.equal(runtime.e, ensureChunk);
    // Once done, an import evaluates as Rspack's runtime has it: no task in between.
    await importModule('later', ['7']);
    assert.deepEqual(evaluated, ['layout', 'content', 'later']);
    assert.equal(tasks.pending(), 0);
  });

  test('gives the runtime its loader back when loading fails', async () => {
    const runtime: ChunkLoader = { e: () => Promise.reject(new Error('ChunkLoadError')) };
    const ensureChunk = runtime.e;
    await assert.rejects(
      evaluateChunksInTasks(runtime, () => runtime.e('145'), nextTask),
      /ChunkLoadError/,
    );
    assert.equal(runtime.e, ensureChunk);
  });
});
