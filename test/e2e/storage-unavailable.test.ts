import { gotoHydrated } from '../../support/site';
import { expect, test } from '../support/fixtures';
import { openSearch, searchInput } from '../support/search';

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
  const { context, page, log } = await newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(blockStorage);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await gotoHydrated(page, '/docs/quickstart');

  // Search, from the button and from the keyboard.
  await openSearch(page);
  await searchInput(page).fill('router');
  await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');

  // Colour mode: system (light here), then light, then dark; switches without being stored.
  const toggle = page.locator('nav.navbar').getByRole('button', { name: /dark and light mode/i });
  await toggle.click();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAccessibleName(/currently dark mode/);

  // Tabs.
  const tabs = page.getByRole('tab');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

  // Announcement bar.
  const bar = page.locator('.theme-announcement-bar');
  await bar.getByRole('button', { name: /close/i }).click();
  await expect(bar).toHaveCount(0);

  // Version dropdown: opens and navigates.
  const dropdown = page
    .locator('nav.navbar .dropdown')
    .filter({ hasText: /^\d+\.x/ })
    .first();
  await dropdown.hover();
  await dropdown.getByRole('link', { name: '10.x' }).click();
  await expect(page).toHaveURL(/\/docs\/v10\//);

  expect(errors).toEqual([]);
  expect(log.consoleErrors).toEqual([]);
  expect(warnings.filter((text) => /storage/i.test(text))).toHaveLength(1);
});
