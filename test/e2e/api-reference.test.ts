import path from 'node:path';
import { CURRENT_VERSION_NAME, lockedTrpcRelease, snippetsFolder } from '../../plugins/snippet-releases/releases';
import { expect, test } from '../support/fixtures';

// The release the build installs from the current docs' lockfile: CI's test jobs get the build, not that install.
const release = lockedTrpcRelease(snippetsFolder(path.resolve(__dirname, '../..'), CURRENT_VERSION_NAME));

test.describe('API reference', () => {
  test('a page is described by its symbol and summary, not by its source link', async ({ page }) => {
    await page.goto('/docs/typedoc/server/variables/initTRPC');
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute(
      'content',
      /^initTRPC \(variable, @trpc\/server\): Builder to initialize the tRPC root object/,
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      (await description.getAttribute('content'))!,
    );
  });

  test('a guide links to the reference, whose page shows the signature and its source at the release', async ({
    pageWith,
  }) => {
    const { page, log } = await pageWith({ viewport: { width: 1280, height: 800 } });
    await page.goto('/docs/client/vanilla/setup');
    await page.getByRole('link', { name: 'createTRPCClient', exact: true }).last().click();
    await page.waitForURL('/docs/typedoc/client/functions/createTRPCClient');
    await expect(page.getByRole('heading', { level: 1, name: /createTRPCClient/ })).toBeVisible();
    expect(await page.locator('article pre').first().innerText()).toMatch(/function createTRPCClient<TRouter/);
    const source = page.getByRole('link', { name: /^src\/createTRPCClient\.ts:\d+$/ });
    expect((await source.getAttribute('href')) ?? '').toMatch(
      new RegExp(
        `^https://github\\.com/trpc/trpc/blob/v${release.replaceAll('.', '\\.')}/packages/client/src/createTRPCClient\\.ts#L\\d+$`,
      ),
    );
    // The reference keeps the site's chrome: navbar, sidebar category, dark mode switch.
    await page
      .locator('nav.navbar')
      .getByRole('button', { name: /dark mode|light mode|system mode/i })
      .waitFor();
    await expect(
      page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: '@trpc/client', exact: true }),
    ).toBeVisible();
    expect(log.consoleErrors).toEqual([]);
  });

  test('a symbol another package declares links to that package’s page instead of a copy', async ({ page }) => {
    await page.goto('/docs/typedoc/react-query');
    await expect(page.getByRole('link', { name: '@trpc/client', exact: true }).first()).toBeVisible();
    // @trpc/react-query re-exports the whole client, yet its reference has no page for createTRPCClient.
    const response = await page.goto('/docs/typedoc/react-query/functions/createTRPCClient');
    expect(response?.status()).toBe(404);
  });
});
