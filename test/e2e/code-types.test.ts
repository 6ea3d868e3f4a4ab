import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../../support/site';
import { seriousViolations } from '../support/axe';

// Code samples show the types the compiler infers (plugins/code-highlighting/shiki.ts, client/typePopups.ts).
const popup = (page: Page) => page.getByRole('tooltip');
const typed = (page: Page, name: string) => page.locator('article pre .tw', { hasText: new RegExp(`^${name}$`) });

/** The popup is inside the viewport and does not cover the line of the name it describes. */
async function expectBesideTheLine(page: Page, name: string): Promise<void> {
  const token = (await typed(page, name).first().boundingBox())!;
  const box = (await popup(page).boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const overlaps = box.y < token.y + token.height && token.y < box.y + box.height;
  expect(overlaps, 'the popup covers the line being read').toBe(false);
}

test.describe('types in code samples', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      test(`a name's type shows on hover, beside its line, at ${viewport.width} px in ${colorScheme} mode, and Escape closes it`, async ({
        pageWith,
      }) => {
        const { page, log } = await pageWith({ viewport, colorScheme });
        await gotoHydrated(page, '/docs/quickstart');
        const created = typed(page, 'created').first();
        await created.scrollIntoViewIfNeeded();
        await created.hover();
        await expect(popup(page)).toHaveText('const created: Book');
        // Highlighted as the code is, on the code's background.
        const dark = colorScheme === 'dark';
        await expect(popup(page)).toHaveCSS('background-color', dark ? 'rgb(30, 30, 30)' : 'rgb(246, 248, 250)');
        const keyword = popup(page).locator('span', { hasText: /^const$/ });
        await expect(keyword).toHaveCSS('color', dark ? 'rgb(86, 156, 214)' : 'rgb(0, 0, 255)');
        await expect(created).toHaveAttribute('aria-describedby', 'tw-popup');
        await expectBesideTheLine(page, 'created');
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(popup(page)).toBeHidden();
        expect(log.consoleErrors).toEqual([]);
      });
    }
  }

  test('the keyboard steps into a block’s names and out again', async ({ page }) => {
    await gotoHydrated(page, '/docs/quickstart');
    const pre = page.locator('article pre', { has: page.locator('.tw', { hasText: /^created$/ }) }).first();
    await pre.focus();
    await page.keyboard.press('Enter');
    const first = pre.locator('.tw').first();
    await expect(first).toBeFocused();
    await expect(popup(page)).toHaveText(/^import createTRPCClient|createTRPCClient/);
    await page.keyboard.press('ArrowRight');
    await expect(pre.locator('.tw').nth(1)).toBeFocused();
    await expect(popup(page)).toContainText('httpBatchLink');
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    await expect(pre).toBeFocused();
  });

  test('each docs version shows the types of its own tRPC release', async ({ page }) => {
    const initTRPCType = async (route: string) => {
      await gotoHydrated(page, route);
      await typed(page, 'initTRPC').first().hover();
      return popup(page).locator('code').textContent();
    };
    expect(await initTRPCType('/docs/quickstart')).toBe('const initTRPC: TRPCBuilder<object, object>');
    expect(await initTRPCType('/docs/v10/quickstart')).toBe('const initTRPC: TRPCBuilder<object>');
  });

  test('types come from the page’s type table, fetched once, on the first hover', async ({ page }) => {
    const tables: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/types/')) tables.push(request.url());
    });
    await gotoHydrated(page, '/docs/quickstart');
    expect(tables, 'nothing is fetched before a reader hovers a name').toEqual([]);
    await expect(page.locator('article pre[data-types]').first()).toBeAttached();
    await typed(page, 'created').first().hover();
    await expect(popup(page)).toHaveText('const created: Book');
    await typed(page, 'initTRPC').first().hover();
    await expect(popup(page)).toContainText('TRPCBuilder');
    expect(tables).toHaveLength(1);
  });

  test('a query’s answer is written under its line, highlighted, without JavaScript; copying leaves it out', async ({
    newContext,
  }) => {
    const { page } = await newContext({ javaScriptEnabled: false });
    await page.goto('/docs/quickstart');
    const answer = (on: Page) => on.locator('.tw-query', { hasText: /^const created: Book$/ });
    const block = page.locator('article .theme-code-block', { has: answer(page) });
    await expect(answer(page)).toHaveCount(1);
    await expect(block.locator('.tw', { hasText: /^created$/ }).first()).toHaveCSS('color', 'rgb(0, 112, 193)');

    const { page: scripted } = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(scripted, '/docs/quickstart');
    const copyable = scripted.locator('article .theme-code-block', { has: answer(scripted) });
    // The clipboard is the browser's, shared with earlier tests, and the copy writes it asynchronously.
    await scripted.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));
    await copyable.hover();
    await copyable.getByRole('button', { name: /copy/i }).click();
    await expect.poll(() => scripted.evaluate(() => navigator.clipboard.readText())).not.toBe('nothing copied yet');
    const copied = await scripted.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("console.log('created book', created.id);");
    expect(copied).not.toContain('^?');
    expect(copied).not.toContain('const created: Book');
  });

  test('with line numbers, a highlighted line keeps its colours and types; its magic comment is neither shown nor copied', async ({
    newContext,
  }) => {
    const { page } = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    await gotoHydrated(page, '/docs/server/authorization');
    const line = page.locator('article .theme-code-block-highlighted-line');
    await expect(line).toHaveCount(1);
    await expect(line).toHaveText('  return next({ ctx: { user: ctx.user } });');
    await expect(line.locator('.tw', { hasText: /^next$/ })).toHaveCSS('color', 'rgb(121, 94, 38)');
    const block = page.locator('article .theme-code-block', {
      has: page.locator('.theme-code-block-highlighted-line'),
    });
    await expect(block).not.toContainText('highlight-next-line');
    // Each line of code has its number, the highlighted one included; an answer under a line has none.
    const numbers = block.locator('[class*="codeLineNumber"]');
    await expect(numbers).toHaveCount(43);
    await expect(line.locator('[class*="codeLineNumber"]')).toHaveCount(1);
    await expect(block.locator('.tw-query')).toHaveCount(2);
    await line.locator('.tw', { hasText: /^next$/ }).hover();
    await expect(popup(page)).toContainText('next');
    await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));
    await block.hover();
    await block.getByRole('button', { name: /copy/i }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('nothing copied yet');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('  return next({ ctx: { user: ctx.user } });');
    expect(copied).not.toContain('highlight-next-line');
  });
});
