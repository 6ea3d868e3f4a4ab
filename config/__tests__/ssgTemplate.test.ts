import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import { BOOT_AFTER_PAINT_SCRIPT, bootAfterPaintTemplate, scriptsOfPage, ssgTemplate } from '../ssgTemplate';

/**
 * Runs the loader against a stub document; returns the scripts it added and the callbacks it queued: for
 * frames, for timers, and for messages (each a task of its own), to be run by the test. `runtime` holds the
 * scripts Rspack's runtime has added: `inPage` while they load, `loaded` (resource timing's URLs) after.
 */
function runLoader(
  visibilityState: 'visible' | 'hidden',
  runtime: { inPage: Set<string>; loaded: Set<string> } = { inPage: new Set(), loaded: new Set() },
) {
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const messages: (() => void)[] = [];
  const document = {
    visibilityState,
    currentScript: { dataset: { scripts: '/assets/js/runtime~main.1.js /assets/js/main.2.js /assets/js/3.3.js' } },
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (script: { src: string; async: boolean }) => added.push({ ...script }) },
    querySelector: (selector: string) => {
      const [, src = ''] = /^script\[src="([^"]+)"\]$/.exec(selector) ?? [];
      return runtime.inPage.has(src) ? {} : null;
    },
  };
  const performance = { getEntriesByName: (url: string) => (runtime.loaded.has(url) ? [{}] : []) };
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  vm.runInNewContext(BOOT_AFTER_PAINT_SCRIPT, {
    document,
    location: { href: 'https://trpc.io/docs/server/routers' },
    URL,
    performance,
    MessageChannel,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { added, frames, timers, messages };
}

const IN_ORDER = [
  { src: '/assets/js/runtime~main.1.js', async: false },
  { src: '/assets/js/main.2.js', async: false },
  { src: '/assets/js/3.3.js', async: false },
];

test('the loader adds the scripts in order, executed in order, one per task, from a task after the next frame', () => {
  const { added, frames, timers, messages } = runLoader('visible');
  assert.deepEqual(added, [], 'nothing before the frame');
  assert.equal(frames.length, 1);
  frames[0]!();
  assert.deepEqual(added, [], 'nothing during the frame, before its paint');
  assert.equal(timers.length, 1);
  timers[0]!();
  assert.deepEqual(added, IN_ORDER.slice(0, 1), 'the first script in the task after the frame');
  for (let task = 1; task < IN_ORDER.length; task += 1) {
    assert.equal(messages.length, task, 'the next script is left to a task of its own');
    messages[task - 1]!();
    assert.deepEqual(added, IN_ORDER.slice(0, task + 1));
  }
  assert.equal(messages.length, IN_ORDER.length - 1, 'no task is queued after the last script');
});

test('a script the runtime has added already, loading or loaded, is not added again', () => {
  const { added, frames, timers, messages } = runLoader('visible', {
    inPage: new Set(['/assets/js/main.2.js']),
    loaded: new Set(['https://trpc.io/assets/js/3.3.js']),
  });
  frames[0]!();
  timers[0]!();
  while (messages.length > 0) messages.shift()!();
  assert.deepEqual(added, IN_ORDER.slice(0, 1));
});

test('in a hidden tab, which paints no frame, the loader adds the scripts at once', () => {
  const { added, frames, timers, messages } = runLoader('hidden');
  assert.deepEqual(added, IN_ORDER);
  assert.deepEqual([frames.length, timers.length, messages.length], [0, 0, 0]);
});

test("the template is Docusaurus's with the head's script tags replaced by the loader before </body>", () => {
  assert.doesNotMatch(ssgTemplate(), /<script[^>]*defer/);
  assert.equal(ssgTemplate().match(/<script data-scripts=/g)?.length, 1);
  assert.match(ssgTemplate(), /<script data-scripts="[^"]+">[^<]+<\/script>\s*<\/body>/);
});

test('a Docusaurus template without the expected script tags fails the build, naming what to update', () => {
  assert.throws(
    () => bootAfterPaintTemplate(stockTemplate.replace('defer', 'async')),
    /config\/ssgTemplate\.ts.*STOCK_SCRIPTS/,
  );
});

test('scriptsOfPage reads the list back from built HTML, quoted or not', () => {
  assert.deepEqual(scriptsOfPage('<body><script data-scripts="/a.js /b.js">x</script></body>'), ['/a.js', '/b.js']);
  assert.deepEqual(scriptsOfPage('<script data-scripts=/a.js>x</script>'), ['/a.js']);
  assert.deepEqual(scriptsOfPage('<html></html>'), []);
});
