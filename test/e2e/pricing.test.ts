import { links } from '../../src/data/links';
import { formatUsd, pricingQuestions, pricingTiers } from '../../src/data/pricing';
import { gotoHydrated } from '../../support/site';
import { expect, test } from '../support/fixtures';

test.describe('pricing page', () => {
  test('says first that tRPC is free and MIT-licensed', async ({ page, log }) => {
    await page.goto('/pricing');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    expect((await h1.textContent()) ?? '').toMatch(/tRPC is free/);
    const header = page.locator('main > header');
    expect((await header.textContent()) ?? '').toMatch(/MIT License/);
    // The free/MIT statement comes before any amount on the page.
    const mainText = (await page.locator('main').textContent()) ?? '';
    expect(
      mainText.indexOf('MIT License') < mainText.indexOf('$'),
      'an amount appears before the MIT statement',
    ).toBeTruthy();
    await page.waitForLoadState('networkidle');
    expect(log.consoleErrors).toEqual([]);
  });

  test('shows every tier with its monthly amount', async ({ page }) => {
    await page.goto('/pricing');
    const tiers = page.getByRole('region', { name: 'Sponsorship tiers' });
    const cards = tiers.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(pricingTiers.length);
    for (const [index, tier] of pricingTiers.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(tier.name);
      expect((await card.textContent()) ?? '').toMatch(new RegExp(`\\${formatUsd(tier.monthlyUsd)} per month`));
    }
    expect(pricingTiers.map((tier) => formatUsd(tier.monthlyUsd))).toEqual(['$10', '$100', '$250', '$500', '$1,000']);
  });

  test('the comparison table has a column header per tier and marks what each includes', async ({ newContext }) => {
    const { page } = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto('/pricing');
    const table = page.getByRole('table', { name: 'Benefits of each tier' });
    for (const tier of pricingTiers) {
      const header = table.getByRole('columnheader', { name: new RegExp(`^${tier.name}\\b`) });
      await expect(header, `no column header for ${tier.name}`).toHaveCount(1);
      expect((await header.textContent()) ?? '').toMatch(new RegExp(`\\${formatUsd(tier.monthlyUsd)} / month`));
    }
    const homePageRow = table.getByRole('row', { name: /Name on the tRPC home page/ });
    const marks = await homePageRow.getByRole('cell').evaluateAll((cells) =>
      cells.map((cell) =>
        Array.from(cell.querySelectorAll(':scope > :not([aria-hidden="true"])'))
          .map((node) => node.textContent)
          .join(''),
      ),
    );
    expect(marks).toEqual(['Not included', 'Not included', 'Not included', 'Included', 'Included']);
    // At 390 px the table scrolls inside its own region; the page itself does not.
    await table.waitFor();
    await expect(page.getByRole('region', { name: 'Table, scrolls horizontally' })).toBeVisible();
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageOverflow, 'the page scrolls sideways at 390 px').toBe(0);
  });

  test('the calls to action lead to GitHub Sponsors and to the docs sponsors page', async ({ page }) => {
    await page.goto('/pricing');
    const sponsorLinks = page.getByRole('main').getByRole('link', { name: /^(Sponsor|Become a sponsor)/ });
    expect((await sponsorLinks.count()) >= pricingTiers.length + 2).toBeTruthy();
    for (const href of await sponsorLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      expect(href).toBe(links.sponsor);
    }
    await page.getByRole('link', { name: 'See who sponsors tRPC' }).click();
    await page.waitForURL('/docs/community/sponsors');
    await expect(page.getByRole('heading', { level: 1, name: 'Sponsors' })).toBeVisible();
  });

  test('an FAQ answer opens on click', async ({ page }) => {
    await gotoHydrated(page, '/pricing');
    const entry = pricingQuestions.find((question) => question.id === 'support')!;
    const answer = page.getByText(/^No\. A sponsorship is a contribution, not a support contract/);
    await expect(answer).toBeHidden();
    await page.getByText(entry.question, { exact: true }).click();
    await answer.waitFor({ state: 'visible' });
    await page.getByText(entry.question, { exact: true }).click();
    await answer.waitFor({ state: 'hidden' });
  });

  test('the FAQ works without JavaScript', async ({ newContext }) => {
    const { page } = await newContext({ javaScriptEnabled: false });
    await page.goto('/pricing');
    const summaries = page.locator('details > summary');
    await expect(summaries).toHaveCount(pricingQuestions.length);
    await page.getByText('Can our company get an invoice or a receipt?', { exact: true }).click();
    const link = page.getByRole('link', { name: 'GitHub’s Sponsors documentation' });
    await link.waitFor({ state: 'visible' });
    await expect(link).toHaveAttribute('href', 'https://docs.github.com/en/sponsors');
    // The tiers and the table are server-rendered too.
    await expect(page.getByRole('columnheader')).toHaveCount(pricingTiers.length + 1);
  });

  test('the footer links to the pricing page', async ({ page }) => {
    await page.goto('/docs');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: /tRPC is free/ })).toBeVisible();
  });
});
