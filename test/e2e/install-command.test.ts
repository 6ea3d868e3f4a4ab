import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gotoHydrated, openPage, useSite } from '../../support/site';

describe('install command tabs', () => {
  const site = useSite();

  test('the chosen package manager is remembered across pages', async () => {
    const context = await site.newContext();
    const { page, consoleErrors } = await openPage(site, context);
    await gotoHydrated(page, site.url('/docs/getting-started'));
    await page.getByRole('tab', { name: 'pnpm' }).first().click();
    await page.goto(site.url('/docs/server/adapters/express'));
    const selected = page.getByRole('tab', { name: 'pnpm', selected: true }).first();
    await selected.waitFor();
    const panel = page.getByRole('tabpanel').filter({ hasText: 'pnpm add' }).first();
    assert.match(
      (await panel.textContent()) ?? '',
      /pnpm add @trpc\/server express\s*pnpm add --save-dev @types\/express/,
    );
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('a link can choose the package manager with ?package-manager=', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/docs/quickstart?package-manager=bun'));
    await page.getByRole('tab', { name: 'bun', selected: true }).first().waitFor();
    assert.ok(
      await page
        .getByText(/^bun add /)
        .first()
        .isVisible(),
    );
    await context.close();
  });
});
