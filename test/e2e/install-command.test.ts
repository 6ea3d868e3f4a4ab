import { gotoHydrated } from '../../support/site';
import { expect, test } from '../support/fixtures';

test.describe('install command tabs', () => {
  test('the chosen package manager is remembered across pages', async ({ page, log }) => {
    await gotoHydrated(page, '/docs/getting-started');
    await page.getByRole('tab', { name: 'pnpm' }).first().click();
    await page.goto('/docs/server/adapters/express');
    const selected = page.getByRole('tab', { name: 'pnpm', selected: true }).first();
    await selected.waitFor();
    const panel = page.getByRole('tabpanel').filter({ hasText: 'pnpm add' }).first();
    expect((await panel.textContent()) ?? '').toMatch(
      /pnpm add @trpc\/server express\s*pnpm add --save-dev @types\/express/,
    );
    expect(log.consoleErrors).toEqual([]);
  });

  test('a link can choose the package manager with ?package-manager=', async ({ page }) => {
    await page.goto('/docs/quickstart?package-manager=bun');
    await expect(page.getByRole('tab', { name: 'bun', selected: true }).first()).toBeVisible();
    await expect(page.getByText(/^bun add /).first()).toBeVisible();
  });
});
