import { gotoHydrated } from '../../support/site';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

type Added = { kind: 'loader' | 'runtime' | 'prefetch'; path: string };

/** An init script: records the scripts and prefetch links each task adds, as `window.addedPerTask`. */
function recordAddedPerTask(): void {
  // A MutationObserver hears of one task's insertions together, at the end of that task.
  const addedPerTask: Added[][] = [];
  Object.assign(window, { addedPerTask });
  new MutationObserver((records) => {
    const added = records
      .flatMap((record) => Array.from(record.addedNodes))
      .flatMap((node): Added[] => {
        if (node instanceof HTMLScriptElement && node.src) {
          // Rspack's runtime marks the scripts it adds; the page's loader (config/ssgTemplate.ts) does not.
          const kind = node.hasAttribute('data-rspack') ? 'runtime' : 'loader';
          return [{ kind, path: new URL(node.src).pathname }];
        }
        if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
          return [{ kind: 'prefetch', path: new URL(node.href).pathname }];
        }
        return [];
      });
    if (added.length > 0) addedPerTask.push(added);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Every script is added once (a second would be fetched and run again), each of the page's, and the loader's
 * in the order it lists them. Rspack's runtime adds those main.js asks for before the loader has.
 */
function expectEachScriptOnce(pageScripts: string[], added: Added[]): void {
  const scripts = added.filter(({ kind }) => kind !== 'prefetch');
  const paths = scripts.map(({ path }) => path);
  expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  expect(pageScripts.filter((path) => !paths.includes(path))).toEqual([]);
  const byLoader = scripts.filter(({ kind }) => kind === 'loader').map(({ path }) => path);
  expect(byLoader).toEqual(pageScripts.filter((path) => byLoader.includes(path)));
}

/** The scripts the page's loader lists, and what `recordAddedPerTask` saw added. */
async function addedByPage(page: Page): Promise<{ pageScripts: string[]; addedPerTask: Added[][] }> {
  const pageScripts = ((await page.locator('script[data-scripts]').getAttribute('data-scripts')) ?? '').split(' ');
  const addedPerTask = await page.evaluate(() => (window as unknown as { addedPerTask: Added[][] }).addedPerTask);
  return { pageScripts, addedPerTask };
}

test.describe('navigation chrome', () => {
  test('the skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
    await page.goto('/docs/quickstart');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect((await focused.textContent())?.trim()).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    const focusIsInMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(
      focusIsInMain,
      `focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`,
    ).toBeTruthy();
  });

  test('right-clicking the navbar logo opens the media page', async ({ pageWith }) => {
    const { page, log } = await pageWith({ viewport: { width: 1280, height: 800 } });
    await page.goto('/docs');
    await page.locator('.navbar__brand').click({ button: 'right' });
    await page.waitForURL('/media');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(log.consoleErrors).toEqual([]);
  });

  test('with localStorage unavailable the site still renders and navigates', async ({ newContext }) => {
    const { context, page } = await newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The user denied storage access', 'SecurityError');
        },
      });
    });
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('nav.navbar').getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL('/docs');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quickstart' }).click();
    await page.waitForURL('/docs/quickstart');
    await expect(page.getByRole('heading', { level: 1, name: 'Quickstart' })).toBeVisible();
    await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
    expect(uncaught).toEqual([]);
  });

  test("links in view have their page's own chunks prefetched, and following one uses them", async ({ pageWith }) => {
    const { page, log } = await pageWith({ viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, '/docs/quickstart');
    // Links in view are prefetched once hydrated; network quiet alone can come before hydration ends.
    await expect(page.locator('link[rel="prefetch"][href$=".js"]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const prefetched = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(prefetched.filter((href) => href.endsWith('.js')).length).toBeGreaterThan(0);
    expect(prefetched.filter((href) => href.includes('undefined'))).toEqual([]);
    // Chunks shared by many links (the docs layout, a sidebar) are prefetched once (plugins/link-prefetch).
    expect(prefetched.filter((href, index) => prefetched.indexOf(href) !== index)).toEqual([]);
    // Each is a script the build wrote: the runtime found the chunk's id from its name.
    for (const href of prefetched.filter((pathname) => pathname.endsWith('.js'))) {
      expect((await page.request.get(href)).status(), href).toBe(200);
    }

    const loadedAfterClick: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) loadedAfterClick.push(pathname);
    });
    await page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL('/blog');
    await expect(page.locator('article').first()).toBeVisible();
    // Docusaurus prefetches the chunks a route names (its component, content and data); the shared
    // chunks Rspack splits out of them load on the click.
    expect(loadedAfterClick.filter((pathname) => prefetched.includes(pathname)).length).toBeGreaterThan(0);
    expect(log.consoleErrors).toEqual([]);
  });

  test("a docs page adds its scripts, and its links' prefetches, one per task", async ({ pageWith }) => {
    // Each added script or prefetch link starts a fetch on the main thread: added all at once, a docs page's
    // scripts and its links' prefetches made long tasks (PERFORMANCE.md: page-template, link-prefetch).
    const { page, log } = await pageWith({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(recordAddedPerTask);
    await gotoHydrated(page, '/docs/server/routers');
    await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');

    const { pageScripts, addedPerTask } = await addedByPage(page);
    const added = addedPerTask.flat();
    const prefetches = added.filter(({ kind }) => kind === 'prefetch').map(({ path }) => path);
    expectEachScriptOnce(pageScripts, added);
    expect(prefetches.length, 'enough prefetches for the check below to mean something').toBeGreaterThan(10);
    // Scripts the runtime adds (a chunk's own dependencies) may come together; the loader's may not.
    const crowdedTasks = addedPerTask.filter(
      (entries) => entries.length > 1 && entries.some(({ kind }) => kind === 'prefetch' || kind === 'loader'),
    );
    expect(crowdedTasks).toEqual([]);
    // The page's own scripts are loaded already: prefetching them again would only ask the server twice.
    expect(prefetches.filter((path) => pageScripts.includes(path))).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
  });

  test('when hydration starts before the loader has added every script, each script is still added once', async ({
    pageWith,
  }) => {
    // On a busy main thread the loader's tasks can come after main.js has run and asked the runtime for the
    // page's chunks itself. Here its tasks are held back on purpose: its channel is the page's first.
    const { page, log } = await pageWith({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(recordAddedPerTask);
    await page.addInitScript(() => {
      const Channel = window.MessageChannel;
      let first = true;
      window.MessageChannel = class extends Channel {
        constructor() {
          super();
          if (!first) return;
          first = false;
          const { port2 } = this;
          const post = port2.postMessage.bind(port2);
          port2.postMessage = (message: unknown) => void setTimeout(() => post(message), 300);
        }
      };
    });
    await gotoHydrated(page, '/docs/server/routers');
    await page.waitForLoadState('networkidle');

    const { pageScripts, addedPerTask } = await addedByPage(page);
    const added = addedPerTask.flat();
    expect(
      added.some(({ kind, path }) => kind === 'runtime' && pageScripts.includes(path)),
      'the runtime added some of the page scripts (else this test did not provoke the race)',
    ).toBe(true);
    expectEachScriptOnce(pageScripts, added);
    expect(log.consoleErrors).toEqual([]);
  });

  test('a navigation whose chunks are slow shows the progress bar, then the page', async ({ pageWith }) => {
    const { page, log } = await pageWith({ viewport: { width: 1280, height: 800 } });
    // Chunks are held until the test has seen the bar move, so no timer decides how busy a machine may be.
    let holdChunks = false;
    let releaseChunks!: () => void;
    const released = new Promise<void>((resolve) => (releaseChunks = resolve));
    await page.route('**/assets/js/**', async (route) => {
      if (holdChunks) await released;
      await route.continue();
    });
    await gotoHydrated(page, '/docs/quickstart');
    await page.waitForLoadState('networkidle');

    holdChunks = true;
    await page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
    const bar = page.locator('#nprogress .bar');
    // The bar appears 200 ms after the click.
    await bar.waitFor({ state: 'attached', timeout: 5_000 });
    // The bar creeps on while the chunks load: its visible end moves right.
    const visibleEnd = async () => {
      const box = await bar.boundingBox();
      return box ? box.x + box.width : 0;
    };
    const firstEnd = await visibleEnd();
    expect(firstEnd).toBeGreaterThan(0);
    await expect.poll(visibleEnd, { timeout: 5_000 }).toBeGreaterThan(firstEnd);
    // Until its chunks arrive the old page stays on screen.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
    releaseChunks();
    await page.waitForURL('/blog');
    await expect(page.locator('article').first()).toBeVisible();
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    expect(log.consoleErrors).toEqual([]);
  });
});
