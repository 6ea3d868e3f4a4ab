import { gotoHydrated } from '../../support/site';
import { expect, test } from '../support/fixtures';
import { modal, navbarSearchButton, searchInput } from '../support/search';

/** Strict privacy settings: reading localStorage or sessionStorage throws, as browsers do. */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`The operation is insecure (${name}).`, 'SecurityError');
      },
    });
  }
}

test('without browser storage every control works, with one console warning and no error', async ({ newContext }) => {
  // One walk through every control: about 9 s alone, but up to a minute in the full run (3 workers on 2 cores).
  test.slow();
  const { context, page, log } = await newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  await context.addInitScript(blockStorage);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  // A page with two tab groups sharing a groupId (package-manager), the choice Docusaurus would store.
  await gotoHydrated(page, '/docs/example-apps');

  // Colour mode: system (light here), then light, then dark; it switches without being stored.
  const html = page.locator('html');
  const toggle = page.locator('nav.navbar').getByRole('button', { name: /dark and light mode/i });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await toggle.click();
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAccessibleName(/currently dark mode/);

  // Announcement bar: closes.
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: /close/i }).click();
  await expect(bar).toHaveCount(0);

  // Tabs: the chosen tab shows its panel, and the other group of the same groupId follows.
  const article = page.locator('article');
  await article.getByRole('tab', { name: 'pnpm' }).first().click();
  await expect(article.getByRole('tab', { name: 'pnpm', selected: true })).toHaveCount(2);
  await expect(article.getByRole('tabpanel').filter({ hasText: 'pnpm create next-app' })).toBeVisible();
  await expect(article.getByRole('tabpanel').filter({ hasText: 'pnpm create t3-app' })).toBeVisible();
  await expect(article.getByText('npx create-next-app@latest')).toBeHidden();

  // Search from the navbar button: hits for "router"; Escape empties the query, then closes.
  await navbarSearchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill('router');
  await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  // Search from Ctrl+K: hits again; choosing one opens its page.
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill('router');
  const pageHit = page.locator('.DocSearch-Hit a:not([href*="#"])').first();
  await expect(pageHit).toBeVisible();
  const title = (await pageHit.locator('.DocSearch-Hit-title').textContent())!;
  const href = (await pageHit.getAttribute('href'))!;
  await pageHit.click();
  await expect(modal(page)).toHaveCount(0);
  // The client-side navigation moves focus when it completes: reopening search before then races it.
  await page.waitForURL(new URL(href, page.url()).href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Nowhere to keep them, so no recent searches: the empty modal lists nothing.
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveCount(0);
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  // Version dropdown: opens and navigates.
  const navbar = page.locator('nav.navbar');
  await navbar.getByRole('button', { name: '11.x' }).hover();
  const v10 = navbar.getByRole('link', { name: '10.x', exact: true });
  await expect(v10).toBeVisible();
  await v10.click();
  await expect(page).toHaveURL(/\/docs\/v10\//);
  await expect(page.locator('article h1')).toBeVisible();

  expect(log.consoleErrors).toEqual([]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/^Browser storage is not available .*will not be saved/);
});
