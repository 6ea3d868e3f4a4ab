/**
 * Analytics is off by default (required-routes.test.ts proves no page requests another host).
 * Here, a build made with GTAG_TRACKING_ID (build-analytics/, made by `npm test`) must send one page
 * view per client-side route change. Real gtag.js cannot be fetched here, so the test serves a small
 * model of it that turns the site's gtag() calls into the collect requests gtag.js would send.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { before, describe, test } from 'node:test';
import { openPage, useSite } from '../support/site';

/** Must match the id that package.json's `build:analytics` script builds with. */
const ANALYTICS_TRACKING_ID = 'G-E2ETEST01';
const ANALYTICS_BUILD = fileURLToPath(new URL('../../build-analytics', import.meta.url));

const gtagModel = `
(() => {
  const send = (path) => navigator.sendBeacon(
    'https://www.google-analytics.com/g/collect?v=2&en=page_view&tid=' + tid + '&dl=' + encodeURIComponent(location.origin + path));
  const tid = new URL(document.currentScript.src).searchParams.get('id');
  let pagePath = location.pathname + location.search + location.hash;
  const handle = (args) => {
    const [command, a, b] = args;
    if (command === 'config' && a === tid && b?.send_page_view !== false) send(pagePath);
    if (command === 'set' && a === 'page_path') pagePath = b;
    if (command === 'event' && a === 'page_view') send(pagePath);
  };
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  dataLayer.forEach(handle);
  dataLayer.push = (args) => { handle(args); return Array.prototype.push.call(dataLayer, args); };
})();`;

describe('analytics', () => {
  before(() => {
    assert.ok(existsSync(ANALYTICS_BUILD), 'build-analytics/ is missing: run `npm run build:analytics` first');
  });
  const site = useSite({ root: ANALYTICS_BUILD });

  test('each client-side route change sends exactly one page view', async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, consoleErrors } = await openPage(site, context);
    const gtagRequests: string[] = [];
    const pageViews: string[] = [];
    await page.route('https://www.googletagmanager.com/gtag/js**', async (route) => {
      gtagRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: gtagModel });
    });
    await page.route('https://www.google-analytics.com/g/collect**', async (route) => {
      const url = new URL(route.request().url());
      assert.equal(url.searchParams.get('tid'), ANALYTICS_TRACKING_ID);
      pageViews.push(new URL(url.searchParams.get('dl')!).pathname);
      await route.fulfill({ status: 204 });
    });

    await page.goto(site.url('/'));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(gtagRequests, [`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_TRACKING_ID}`]);

    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL(site.url('/docs'));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quickstart' }).click();
    await page.waitForURL(site.url('/docs/quickstart'));
    await navbar.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(site.url('/blog'));

    await assertEventually(() => assert.deepEqual(pageViews, ['/', '/docs', '/docs/quickstart', '/blog']));
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});

async function assertEventually(check: () => void, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
