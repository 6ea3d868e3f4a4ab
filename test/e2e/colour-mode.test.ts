import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../../support/site';

const toggleName = /^Switch between dark and light mode/;

test.describe('colour mode', () => {
  test.describe('with a light system preference', () => {
    test.use({ colorScheme: 'light' });

    test('follows the system preference until the reader chooses, then remembers the choice', async ({ page, log }) => {
      await gotoHydrated(page, '/docs');
      const html = page.locator('html');
      const storedTheme = () => page.evaluate(() => localStorage.getItem('theme'));
      await expect(html).toHaveAttribute('data-theme', 'light');
      expect(await storedTheme()).toBeNull();

      // The toggle cycles system → light → dark.
      await page.getByRole('button', { name: toggleName }).click();
      await page.getByRole('button', { name: toggleName }).click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(await storedTheme()).toBe('dark');

      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(
        page.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }),
      ).toBeVisible();

      await page.getByRole('button', { name: toggleName }).click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      expect(await storedTheme(), 'back to following the system').toBeNull();
      expect(log.consoleErrors).toEqual([]);
    });

    test('a choice made in another tab applies here through the storage event', async ({ page, context }) => {
      const second = await context.newPage();
      await gotoHydrated(page, '/docs');
      await gotoHydrated(second, '/docs');
      await page.getByRole('button', { name: toggleName }).click();
      await page.getByRole('button', { name: toggleName }).click();
      await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });

  test.describe('with a dark system preference', () => {
    test.use({ colorScheme: 'dark' });

    test('gives the dark theme on first visit', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });
});
