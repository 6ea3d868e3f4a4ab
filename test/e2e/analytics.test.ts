/**
 * Analytics is off by default (required-routes.test.ts proves no page requests another host). With
 * GTAG_TRACKING_ID set, the build adds the gtag plugin's head tags and writes its bootstrap file; that
 * build-time part is unit-tested (plugins/gtag/__tests__). Here the one build `npm test` makes gets those
 * same tags and bootstrap added on the wire, and its client module must then send one page view per
 * client-side route change. Real gtag.js cannot be fetched here, so the test serves a small model of it
 * that turns the site's gtag() calls into the collect requests gtag.js would send.
 */
import type { HtmlTagObject } from '@docusaurus/types';
import { headTags } from '../../plugins/gtag/index';
import { configScript, configScriptPath } from '../../plugins/gtag/snippet';
import { gotoHydrated } from '../../support/site';
import { expect, test } from '../support/fixtures';

const TRACKING_ID = 'G-E2ETEST01';

/** A head tag as HTML, the way Docusaurus writes the tags a plugin injects. */
function tagHtml({ tagName, attributes = {} }: HtmlTagObject): string {
  const attributeText = Object.entries(attributes)
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${String(value)}"`))
    .join('');
  return tagName === 'script' ? `<script${attributeText}></script>` : `<${tagName}${attributeText}>`;
}

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

test.describe('analytics', () => {
  test('each client-side route change sends exactly one page view', async ({ origin, pageWith }) => {
    const { page, log } = await pageWith({ viewport: { width: 1280, height: 800 } });
    const gtagRequests: string[] = [];
    const pageViews: string[] = [];
    // What a build with GTAG_TRACKING_ID serves: its head tags in every page, its bootstrap file.
    const tags = headTags(TRACKING_ID).map(tagHtml).join('');
    await page.route(
      (url) => url.origin === origin && !/\.[a-z0-9]+$/i.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('</head>', `${tags}</head>`);
        await route.fulfill({ response, body: html });
      },
    );
    const bootstrap = configScript(TRACKING_ID);
    await page.route(new URL(configScriptPath(bootstrap), origin).href, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: bootstrap }),
    );
    await page.route('https://www.googletagmanager.com/gtag/js**', async (route) => {
      gtagRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: gtagModel });
    });
    await page.route('https://www.google-analytics.com/g/collect**', async (route) => {
      const url = new URL(route.request().url());
      expect(url.searchParams.get('tid')).toBe(TRACKING_ID);
      pageViews.push(new URL(url.searchParams.get('dl')!).pathname);
      await route.fulfill({ status: 204 });
    });

    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(gtagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${TRACKING_ID}`]);

    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL('/docs');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quickstart' }).click();
    await page.waitForURL('/docs/quickstart');
    // The URL changes on the click, the page once its chunks load; a click before that skips the page,
    // and Docusaurus then never reports it as shown, so no page view is due for it.
    await expect(page.getByRole('heading', { level: 1, name: 'Quickstart' })).toBeVisible();
    await navbar.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL('/blog');

    await expect.poll(() => pageViews).toEqual(['/', '/docs', '/docs/quickstart', '/blog']);
    expect(log.consoleErrors).toEqual([]);
  });
});
