import { pageTemplates } from '../../config/budgets';
import { scriptsOfPage } from '../../config/ssgTemplate';
import { COMPILE_HINT, MAIN_SCRIPT } from '../../plugins/compile-hints';
import { contentScripts, kilobytes, measureWeightIn, templateRoute } from '../../support/pageWeight';
import { BUILD_DIR, gotoHydrated, hydrationTime, recordHydrationTime } from '../../support/site';
import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.describe('byte budgets (config/budgets.ts)', () => {
  const isContent = contentScripts(BUILD_DIR);
  for (const template of pageTemplates) {
    test(`${template.name} stays within its framework, content and CSS budgets at load`, async ({
      origin,
      pageWith,
    }) => {
      const route = templateRoute(template, BUILD_DIR);
      const { page } = await pageWith({ viewport: { width: 1280, height: 800 } });
      const { hydrated } = await measureWeightIn(page, origin, route, isContent);
      // A measure that missed the page's scripts, or found none of its own, would pass any budget.
      expect(hydrated.js, `${route}: JS counted by hydration`).toBeGreaterThan(50 * 1024);
      expect(hydrated.contentJs, `${route}: JS of the page's own content`).toBeGreaterThan(0);
      const measured = { framework: hydrated.js - hydrated.contentJs, content: hydrated.contentJs, css: hydrated.css };
      const over = (['framework', 'content', 'css'] as const)
        .filter((part) => measured[part] > template.budget[part])
        .map(
          (part) =>
            `${template.name} (${route}) loads ${kilobytes(measured[part])} of ${part === 'css' ? 'CSS' : `${part} JS`} ` +
            `(gzip) by hydration, over its ${kilobytes(template.budget[part])} budget in config/budgets.ts`,
        );
      expect(over).toEqual([]);
    });
  }
});

test.describe('scripts and main-thread work at load', () => {
  // The first Intl date or number format a page creates loads the browser's locale data, a long task while
  // the page hydrates (src/utils/formatting.ts).
  const COUNT_INTL_FORMATS = `
    window.__intlFormats = [];
    for (const name of ['DateTimeFormat', 'NumberFormat']) {
      const Original = Intl[name];
      Intl[name] = new Proxy(Original, {
        construct(target, args) { window.__intlFormats.push(name); return Reflect.construct(target, args); },
        apply(target, self, args) { window.__intlFormats.push(name); return Reflect.apply(target, self, args); },
      });
    }
    for (const [proto, method] of [[Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleString'], [Number.prototype, 'toLocaleString']]) {
      const original = proto[method];
      proto[method] = function (...args) { window.__intlFormats.push(method); return original.apply(this, args); };
    }
  `;
  // Both checks watch the same cold load of each template.
  for (const template of pageTemplates) {
    test(`the ${template.name}'s HTML names every script the page runs to hydrate, and it creates no Intl format`, async ({
      page,
    }) => {
      await page.addInitScript(COUNT_INTL_FORMATS);
      const scriptRequests: Request[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scriptRequests.push(request);
      });
      await recordHydrationTime(page);
      const route = templateRoute(template, BUILD_DIR);
      await page.goto(route);
      const hydratedAt = await hydrationTime(page);
      // A script the HTML doesn't name starts downloading only once main.js has run and asked for it: a
      // round trip more before the page can hydrate. Scripts asked for after hydration are lazy (a demo, search).
      await Promise.all(scriptRequests.map((request) => request.response()));
      const requested = scriptRequests
        .filter((request) => request.timing().startTime <= hydratedAt)
        .map((request) => new URL(request.url()).pathname);
      // From the HTML as served: the page's loader list (config/ssgTemplate.ts).
      const named = scriptsOfPage(await (await page.request.get(route)).text());
      expect(named.length, `${route}: scripts named`).toBeGreaterThan(2);
      expect(requested.length, `${route}: scripts requested by hydration`).toBeGreaterThanOrEqual(named.length);
      expect(
        requested.filter((pathname) => !named.includes(pathname)),
        route,
      ).toEqual([]);
      const formats = await page.evaluate(() => (window as unknown as { __intlFormats: string[] }).__intlFormats);
      expect(formats, `${route}: Intl formats created`).toEqual([]);
    });
  }

  test('a page paints before it asks for any script', async ({ page }) => {
    await gotoHydrated(page, '/docs/server/routers');
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      // When the renderer painted the frame; `startTime` is when the screen showed it, which can be later.
      firstPaint: (performance.getEntriesByName('first-contentful-paint')[0] as { paintTime?: number } | undefined)
        ?.paintTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstPaint, 'first contentful paint').toBeGreaterThan(0);
    expect(firstScript, 'the first script request').toBeGreaterThan(firstPaint!);
  });

  test('main.js only defines its modules: the app starts in later tasks (plugins/staged-start)', async ({ page }) => {
    // A script's load event fires in the task that ran it: what is true then, main.js's task left behind.
    // main.js is recognised by compile-hints' pattern, over the file's path in the build (baseUrl is /).
    await page.addInitScript(`
      const mainScript = new RegExp(${JSON.stringify(MAIN_SCRIPT.source)});
      document.addEventListener('load', (event) => {
        if (event.target instanceof HTMLScriptElement && mainScript.test(new URL(event.target.src).pathname.slice(1))) {
          window.__afterMainTask = { clientEntryRan: 'docusaurus' in window };
        }
      }, true);
    `);
    await page.goto('/docs/server/routers');
    const { afterMainTask, clientEntryRan } = await page.evaluate(() => ({
      afterMainTask: (window as unknown as { __afterMainTask?: { clientEntryRan: boolean } }).__afterMainTask,
      clientEntryRan: 'docusaurus' in window,
    }));
    expect(afterMainTask, "main.js's load event").toEqual({ clientEntryRan: false });
    expect(clientEntryRan, 'Docusaurus client entry, by hydration').toBe(true);
  });

  test('main.js, and no other script a page loads, asks Chromium to compile all of it at once', async ({
    origin,
    page,
  }) => {
    const scripts = scriptsOfPage(await (await page.request.get('/docs/server/routers')).text());
    // The plugin's own pattern, over the file's path in the build (the site's baseUrl is /).
    const isMainScript = (src: string) => MAIN_SCRIPT.test(new URL(src, origin).pathname.slice(1));
    expect(scripts.filter(isMainScript)).toHaveLength(1);
    for (const src of scripts) {
      const source = await (await page.request.get(src)).text();
      expect(source.startsWith(`${COMPILE_HINT}\n`), src).toBe(isMainScript(src));
    }
  });
});
