import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { links } from '../../src/data/links';
import { formatUsd, pricingQuestions, pricingTiers } from '../../src/data/pricing';
import { openPage, useSite } from '../../support/site';

describe('pricing page', () => {
  const site = useSite();

  test('says first that tRPC is free and MIT-licensed', async () => {
    const context = await site.newContext();
    const { page, consoleErrors } = await openPage(site, context);
    await page.goto(site.url('/pricing'));
    const h1 = page.getByRole('heading', { level: 1 });
    assert.equal(await h1.count(), 1);
    assert.match((await h1.textContent()) ?? '', /tRPC is free/);
    const header = page.locator('main > header');
    assert.match((await header.textContent()) ?? '', /MIT License/);
    // The free/MIT statement comes before any amount on the page.
    const mainText = (await page.locator('main').textContent()) ?? '';
    assert.ok(mainText.indexOf('MIT License') < mainText.indexOf('$'), 'an amount appears before the MIT statement');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('shows every tier with its monthly amount', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/pricing'));
    const tiers = page.getByRole('region', { name: 'Sponsorship tiers' });
    const cards = tiers.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    assert.equal(await cards.count(), pricingTiers.length);
    for (const [index, tier] of pricingTiers.entries()) {
      const card = cards.nth(index);
      assert.equal(await card.getByRole('heading', { level: 3 }).textContent(), tier.name);
      assert.match((await card.textContent()) ?? '', new RegExp(`\\${formatUsd(tier.monthlyUsd)} per month`));
    }
    assert.deepEqual(
      pricingTiers.map((tier) => formatUsd(tier.monthlyUsd)),
      ['$10', '$100', '$250', '$500', '$1,000'],
    );
    await context.close();
  });

  test('the comparison table has a column header per tier and marks what each includes', async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const { page } = await openPage(site, context);
    await page.goto(site.url('/pricing'));
    const table = page.getByRole('table', { name: 'Benefits of each tier' });
    for (const tier of pricingTiers) {
      const header = table.getByRole('columnheader', { name: new RegExp(`^${tier.name}\\b`) });
      assert.equal(await header.count(), 1, `no column header for ${tier.name}`);
      assert.match((await header.textContent()) ?? '', new RegExp(`\\${formatUsd(tier.monthlyUsd)} / month`));
    }
    const homePageRow = table.getByRole('row', { name: /Name on the tRPC home page/ });
    const marks = await homePageRow.getByRole('cell').evaluateAll((cells) =>
      cells.map((cell) =>
        Array.from(cell.querySelectorAll(':scope > :not([aria-hidden="true"])'))
          .map((node) => node.textContent)
          .join(''),
      ),
    );
    assert.deepEqual(marks, ['Not included', 'Not included', 'Not included', 'Included', 'Included']);
    // At 390 px the table scrolls inside its own region; the page itself does not.
    await table.waitFor();
    await page.getByRole('region', { name: 'Table, scrolls horizontally' }).waitFor();
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(pageOverflow, 0, 'the page scrolls sideways at 390 px');
    await context.close();
  });

  test('the calls to action lead to GitHub Sponsors and to the docs sponsors page', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/pricing'));
    const sponsorLinks = page.getByRole('main').getByRole('link', { name: /^(Sponsor|Become a sponsor)/ });
    assert.ok((await sponsorLinks.count()) >= pricingTiers.length + 2);
    for (const href of await sponsorLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      assert.equal(href, links.sponsor);
    }
    await page.getByRole('link', { name: 'See who sponsors tRPC' }).click();
    await page.waitForURL(site.url('/docs/community/sponsors'));
    await page.getByRole('heading', { level: 1, name: 'Sponsors' }).waitFor();
    await context.close();
  });

  test('an FAQ answer opens on click', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/pricing'));
    await page.waitForLoadState('networkidle');
    const entry = pricingQuestions.find((question) => question.id === 'support')!;
    const answer = page.getByText(/^No\. A sponsorship is a contribution, not a support contract/);
    assert.equal(await answer.isVisible(), false);
    await page.getByText(entry.question, { exact: true }).click();
    await answer.waitFor({ state: 'visible' });
    await page.getByText(entry.question, { exact: true }).click();
    await answer.waitFor({ state: 'hidden' });
    await context.close();
  });

  test('the FAQ works without JavaScript', async () => {
    const context = await site.newContext({ javaScriptEnabled: false });
    const { page } = await openPage(site, context);
    await page.goto(site.url('/pricing'));
    const summaries = page.locator('details > summary');
    assert.equal(await summaries.count(), pricingQuestions.length);
    await page.getByText('Can our company get an invoice or a receipt?', { exact: true }).click();
    const link = page.getByRole('link', { name: 'GitHub’s Sponsors documentation' });
    await link.waitFor({ state: 'visible' });
    assert.equal(await link.getAttribute('href'), 'https://docs.github.com/en/sponsors');
    // The tiers and the table are server-rendered too.
    assert.equal(await page.getByRole('columnheader').count(), pricingTiers.length + 1);
    await context.close();
  });

  test('the footer links to the pricing page', async () => {
    const context = await site.newContext();
    const { page } = await openPage(site, context);
    await page.goto(site.url('/docs'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL(site.url('/pricing'));
    await page.getByRole('heading', { level: 1, name: /tRPC is free/ }).waitFor();
    await context.close();
  });
});
