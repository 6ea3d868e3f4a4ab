import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { openPage, useSite } from '../../support/site';

const release = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../snippets/v11/node_modules/@trpc/server/package.json'), 'utf8'),
).version as string;

describe('API reference', () => {
  const site = useSite();

  test('a guide links to the reference, whose page shows the signature and its source at the release', async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, consoleErrors } = await openPage(site, context);
    await page.goto(site.url('/docs/client/vanilla/setup'));
    await page.getByRole('link', { name: 'createTRPCClient', exact: true }).last().click();
    await page.waitForURL(site.url('/docs/typedoc/client/functions/createTRPCClient'));
    await page.getByRole('heading', { level: 1, name: /createTRPCClient/ }).waitFor();
    assert.match(await page.locator('article pre').first().innerText(), /function createTRPCClient<TRouter/);
    const source = page.getByRole('link', { name: /^src\/createTRPCClient\.ts:\d+$/ });
    assert.match(
      (await source.getAttribute('href')) ?? '',
      new RegExp(
        `^https://github\\.com/trpc/trpc/blob/v${release.replaceAll('.', '\\.')}/packages/client/src/createTRPCClient\\.ts#L\\d+$`,
      ),
    );
    // The reference keeps the site's chrome: navbar, sidebar category, dark mode switch.
    await page
      .locator('nav.navbar')
      .getByRole('button', { name: /dark mode|light mode|system mode/i })
      .waitFor();
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: '@trpc/client', exact: true }).waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('a symbol another package declares links to that package’s page instead of a copy', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/docs/typedoc/react-query'));
    await page.getByRole('link', { name: '@trpc/client', exact: true }).first().waitFor();
    // @trpc/react-query re-exports the whole client, yet its reference has no page for createTRPCClient.
    const response = await page.goto(site.url('/docs/typedoc/react-query/functions/createTRPCClient'));
    assert.equal(response?.status(), 404);
    await context.close();
  });
});
