/**
 * The HTML template of every built page (`ssrTemplate` in docusaurus.config.ts, optimisation `page-template`):
 * Docusaurus's own, with its scripts started only after the page's first paint.
 *
 * Why: the stock template names the bundles as `<script defer>` in the head. Once they are in the cache, or
 * whenever they arrive before the browser's first frame, they run before that frame, so the page stays blank
 * while main.js is evaluated and hydration starts; Lighthouse's LCP estimate likewise counts every script that
 * finished downloading before the largest paint. Here a small inline loader at the end of the body adds the
 * same scripts, in the same order, one frame after the first paint, each in a task of its own; in a tab
 * opened in the background (where no frame comes) it adds them at once. Measured effect: PERFORMANCE.md.
 *
 * The loader's text is the same on every page (the list rides in a data attribute), so the
 * Content-Security-Policy needs one hash for it (plugins/security-headers).
 */
import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** The stock template's script tags (@docusaurus/core 3.10, lib/ssg/ssgTemplate.html.js). */
export const STOCK_SCRIPTS =
  /\n\s*<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/**
 * Adds the page's scripts (`data-scripts`, space-separated, in order) once the page has painted: the first
 * in a task after the next frame, each of the others in a task of its own after that, since adding a script
 * starts its fetch on the main thread. A message to a MessageChannel schedules the next at once (nested
 * timers are clamped). `async = false` keeps them running in the listed order, as the deferred tags did,
 * however many tasks they are added in; a script Rspack's runtime has already added is left to it. The HTML
 * minifier shortens it in the built pages.
 */
export const BOOT_AFTER_PAINT_SCRIPT = `(function () {
  var sources = document.currentScript.dataset.scripts.split(' ');
  function add(src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.head.appendChild(script);
  }
  // A tab opened in the background paints no frame: nobody waits on it, so all at once.
  if (document.visibilityState === 'hidden') return sources.forEach(add);
  // On a busy main thread, main.js may run before the last are added, and the runtime fetches the chunks it
  // needs itself: one it has added (in the page while loading, in the resource timeline once loaded) is skipped.
  function requested(src) {
    return document.querySelector('script[src="' + src + '"]') ||
      performance.getEntriesByName(new URL(src, location.href).href).length > 0;
  }
  var channel = new MessageChannel();
  function addNext() {
    var src = sources.shift();
    if (!requested(src)) add(src);
    if (sources.length) channel.port2.postMessage(null);
  }
  channel.port1.onmessage = addNext;
  requestAnimationFrame(function () { setTimeout(addNext); });
})();`;

const BOOT_TAG = `<script data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${BOOT_AFTER_PAINT_SCRIPT}</script>`;

/** Docusaurus's template with the head's script tags replaced by the loader at the end of the body. */
export function bootAfterPaintTemplate(template: string): string {
  if (!STOCK_SCRIPTS.test(template) || !template.includes('</body>')) {
    throw new Error(
      "[ssgTemplate] @docusaurus/core's page template no longer has the head script tags config/ssgTemplate.ts " +
        'replaces: compare it with lib/ssg/ssgTemplate.html.js and update STOCK_SCRIPTS.',
    );
  }
  return template.replace(STOCK_SCRIPTS, '').replace('</body>', `  ${BOOT_TAG}\n  </body>`);
}

/** The site's page template, made only when the page-template optimisation is on (it throws on a template it can't read). */
export const ssgTemplate = (): string => bootAfterPaintTemplate(stockTemplate);

/** The scripts a built page starts after its first paint, in order, as the loader's `data-scripts` names them. */
export function scriptsOfPage(html: string): string[] {
  const [, list = ''] = /<script data-scripts=["']?([^"'>]+)["']?>/.exec(html) ?? [];
  return list.split(' ').filter(Boolean);
}
