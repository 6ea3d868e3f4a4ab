import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../../support/site';
import { darkCodeTheme } from '../../src/data/codeThemes';
import type { PrismTheme } from 'prism-react-renderer';

/** The colour a Prism theme gives keywords, as the browser reports a computed colour (rgb(r, g, b)). */
function keywordColour(theme: PrismTheme): string {
  const colour = theme.styles.find((entry) => entry.types.includes('keyword'))?.style.color;
  if (!colour?.startsWith('rgb(')) throw new Error(`expected an rgb() keyword colour, got ${colour}`);
  return colour;
}

/** `const` in Markdown samples, which the build highlights with Shiki's Light+ and Dark+ themes. */
const SHIKI_CONST = { light: 'rgb(0, 0, 255)', dark: 'rgb(86, 156, 214)' };
const firstKeyword = (page: Page) =>
  page.locator('article .theme-code-block pre span', { hasText: /^\s*const$/ }).first();

/** Counts code elements removed from the document from the very start: a re-highlight replaces them all. */
async function countRemovedTokens(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { removedTokens: number };
    state.removedTokens = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && record.target instanceof Element && record.target.closest('pre')) {
            state.removedTokens += 1;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('code blocks', () => {
  test.describe('in dark mode', () => {
    test.use({ colorScheme: 'dark' });

    // /docs/quickstart has blocks in tabs: stock Tabs remount after hydration, dropping their server HTML.
    for (const route of ['/docs/server/routers', '/docs/quickstart']) {
      test(`on ${route} come highlighted in the HTML, in the dark colours, and are not highlighted again on load`, async ({
        page,
        log,
      }) => {
        await countRemovedTokens(page);
        await gotoHydrated(page, route);
        await expect(firstKeyword(page)).toHaveCSS('color', SHIKI_CONST.dark);
        await expect(page.locator('article .theme-code-block pre').first()).toHaveCSS(
          'background-color',
          'rgb(30, 30, 30)',
        );
        // Give a late re-render (stock Docusaurus remounts every block after hydration) time to happen.
        await page.waitForTimeout(1_000);
        expect(await page.evaluate(() => (window as unknown as { removedTokens: number }).removedTokens)).toBe(0);
        expect(log.consoleErrors).toEqual([]);
      });
    }
  });

  test.describe('in light mode', () => {
    test.use({ colorScheme: 'light' });

    test('follow the colour mode toggle', async ({ page }) => {
      await gotoHydrated(page, '/docs/server/routers');
      await expect(firstKeyword(page)).toHaveCSS('color', SHIKI_CONST.light);
      await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
      await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(firstKeyword(page)).toHaveCSS('color', SHIKI_CONST.dark);
    });

    test('on a page reached by a client-side navigation are highlighted too, with their buttons', async ({
      page,
      log,
    }) => {
      await gotoHydrated(page, '/docs/server/routers');
      await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Procedures' }).click();
      await page.waitForURL('/docs/server/procedures');
      await expect(page.getByRole('heading', { level: 1, name: 'Procedures' })).toBeVisible();
      await expect(firstKeyword(page)).toHaveCSS('color', SHIKI_CONST.light);
      // Its names' types are there too: the popup reads them from the page's type table.
      await page.locator('article pre .tw').first().hover();
      await expect(page.getByRole('tooltip')).toHaveText(/.+/);
      await expect(
        page.locator('article .theme-code-block').first().getByRole('button', { name: /copy/i }),
      ).toHaveCount(1);
      expect(log.consoleErrors).toEqual([]);
    });

    // The page's text of a block (what selecting it gives) is its code: one line break a line, blank lines kept.
    for (const navigated of [false, true]) {
      test(`show their code line for line, as the copy button copies it, ${navigated ? 'after a client-side navigation' : 'served'}`, async ({
        newContext,
      }) => {
        const { page, log } = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
        await gotoHydrated(page, '/docs/server/routers');
        if (navigated) {
          await page
            .getByRole('navigation', { name: 'Docs sidebar' })
            .getByRole('link', { name: 'Procedures' })
            .click();
          await expect(page.getByRole('heading', { level: 1, name: 'Procedures' })).toBeVisible();
        }
        const block = page.locator('article .theme-code-block').first();
        const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
        await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));
        await block.hover();
        await block.getByRole('button', { name: /copy/i }).click();
        await expect.poll(clipboard).not.toBe('nothing copied yet');
        const copied = await clipboard();
        expect(copied, 'a block of several lines, one of them blank').toMatch(/\n\n/);
        // A query's answer under its line is shown, not copied.
        const shownCode = await block.locator('pre code').evaluate((code) => {
          const answers = Array.from(code.querySelectorAll<HTMLElement>('.tw-query, .tw-error'));
          answers.forEach((answer) => (answer.style.display = 'none'));
          const text = (code as HTMLElement).innerText;
          answers.forEach((answer) => (answer.style.display = ''));
          return text;
        });
        expect(shownCode).toBe(copied);
        expect(log.consoleErrors).toEqual([]);
      });
    }

    // Off screen, the browser skips a block (content-visibility: auto) until it nears the viewport.
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      test(`off screen at ${viewport.width} px are drawn as the reader scrolls to them, at the height they held, with their buttons`, async ({
        pageWith,
      }) => {
        const { page, log } = await pageWith({ viewport });
        await gotoHydrated(page, '/docs/v10/migrate-from-v9-to-v10');
        // Blocks in a hidden tab are not laid out at all.
        const blocks = page.locator('article .theme-code-block:not([role=tabpanel][hidden] *)');
        const drawn = (block: Locator) =>
          block.locator('pre code').evaluate((code) => code.checkVisibility({ contentVisibilityAuto: true }));
        const count = await blocks.count();
        expect(count).toBeGreaterThan(20);
        const heldHeights = await blocks.evaluateAll((elements) =>
          elements.map((block) => block.getBoundingClientRect().height),
        );
        expect(await drawn(blocks.last()), 'the last block is skipped while the page loads').toBe(false);
        // A resize has every block measure whether its lines overflow (for its word wrap button), the
        // skipped ones too, which have nothing laid out to measure: each must measure again once drawn.
        await page.setViewportSize({ width: viewport.width - 10, height: viewport.height });
        await page.setViewportSize(viewport);
        for (let index = 0; index < count; index++) {
          const block = blocks.nth(index);
          await block.scrollIntoViewIfNeeded();
          await expect.poll(() => drawn(block)).toBe(true);
          const height = await block.evaluate((element) => element.getBoundingClientRect().height);
          expect(
            Math.abs(height - heldHeights[index]!),
            `block ${index + 1}: held ${heldHeights[index]} px, drawn at ${height} px`,
          ).toBeLessThan(1);
          const overflows = await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
          await expect(block.getByRole('button', { name: 'Toggle word wrap' })).toHaveCount(overflows ? 1 : 0);
        }
        expect(log.consoleErrors).toEqual([]);
      });
    }

    test('in the landing page demo keep their dark colours, loaded or navigated to', async ({ page, log }) => {
      const demoKeyword = () =>
        page.getByRole('region', { name: 'Change the server, and the client knows' }).locator('.token.keyword').first();
      await gotoHydrated(page, '/');
      await expect(demoKeyword()).toHaveCSS('color', keywordColour(darkCodeTheme));
      await gotoHydrated(page, '/docs');
      await page.locator('.navbar__brand').click();
      await page.waitForURL('/');
      await expect(demoKeyword()).toHaveCSS('color', keywordColour(darkCodeTheme));
      expect(log.consoleErrors).toEqual([]);
    });
  });
});
