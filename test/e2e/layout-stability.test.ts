import { pageTemplates } from '../../config/budgets';
import { templateRoute } from '../../support/pageWeight';
import { BUILD_DIR, waitForHydration } from '../../support/site';
import { expect, test } from '../support/fixtures';

/**
 * Nothing on a page moves under its reader while it loads: the server's HTML already has the size the
 * page has once React has hydrated it and its late content (search results) has come in. Each
 * template is loaded at a desktop and a phone width, and every layout shift the browser reports up to
 * then is summed. Lighthouse counts this as CLS; a sum at or above 0.01 is a visible jump.
 */
const MAX_SHIFT = 0.01;

/** Records every layout shift with the elements it moved, before any of the page's scripts runs. */
const RECORD_SHIFTS = `
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__layoutShifts.push({
        value: entry.value,
        moved: entry.sources.map((source) => {
          const node = source.node;
          return node && node.nodeType === 1 ? node.tagName.toLowerCase() + '.' + String(node.className).split(' ').join('.') : String(node && node.nodeName);
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`layout stability at ${viewport.width} px`, () => {
    for (const template of pageTemplates) {
      test(`the ${template.name} does not shift while it loads and hydrates`, async ({ pageWith }) => {
        const { page } = await pageWith({ viewport });
        await page.addInitScript(RECORD_SHIFTS);
        const route = templateRoute(template, BUILD_DIR);
        // The search page is measured with a query, so its results come in after the first paint.
        const withResults = route === '/search';
        await page.goto(withResults ? '/search?q=router' : route);
        await waitForHydration(page);
        if (withResults) await page.locator('main article').first().waitFor({ timeout: 30_000 });
        // Let the frames after hydration (late effects, web fonts) lay out before reading the record.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
        const shifts = await page.evaluate(
          () => (window as unknown as { __layoutShifts: { value: number; moved: string[] }[] }).__layoutShifts,
        );
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(
          total,
          `${route} shifted by ${total.toFixed(3)}, moving ${shifts.flatMap((shift) => shift.moved).join(', ')}`,
        ).toBeLessThan(MAX_SHIFT);
      });
    }
  });
}
