import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, useSite } from '../support/site';

describe('home page', () => {
  const site = useSite();

  test('the hero leads to the quickstart', async () => {
    const context = await site.newContext();
    const { page, consoleErrors } = await openPage(site, context);
    await page.goto(site.url('/'));
    await page.getByRole('heading', { level: 1, name: /Move Fast and Break Nothing\./ }).waitFor();
    await page.getByRole('link', { name: 'Quickstart', exact: true }).last().click();
    await page.waitForURL(site.url('/docs/quickstart'));
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('"How it works" shows the three steps from docs/landing-intro, as clean code', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/'));
    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    assert.equal(await steps.count(), 3);
    for (const [index, title] of ['Define a router', 'Serve it', 'Call it with full types'].entries()) {
      const step = steps.nth(index);
      await step.getByRole('heading', { name: new RegExp(title) }).waitFor();
      const code = (await step.locator('pre').first().textContent()) ?? '';
      assert.match(code, /import/, `step ${index + 1} has a code sample`);
      assert.doesNotMatch(code, /@filename|---cut---|@errors|@include/, `step ${index + 1} shows sample-check markup`);
    }
    await context.close();
  });
});
