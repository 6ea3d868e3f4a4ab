/** Helpers for the search end-to-end tests: the DocSearch modal as a reader finds it. */
import type { Page } from '@playwright/test';

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');
export const navbarSearchButton = (page: Page) => page.locator('nav.navbar').getByRole('button', { name: /search/i });

/** Opens the modal from the navbar button and waits for its input to have focus. */
export async function openSearch(page: Page): Promise<void> {
  await navbarSearchButton(page).click();
  await searchInput(page).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
}

/**
 * Types a query and waits for its answer: hits highlighting the query's last word, or
 * (with `expect: 'none'`) the "No results" screen naming the query.
 */
export async function search(page: Page, query: string, { expect = 'hits' }: { expect?: 'hits' | 'none' } = {}) {
  await searchInput(page).fill(query);
  const lastWord = query.trim().split(/\s+/).pop()!.toLowerCase();
  await page.waitForFunction(
    ([query, lastWord, expect]) => {
      if (expect === 'none') {
        return document.querySelector('.DocSearch-NoResults .DocSearch-Title strong')?.textContent === query;
      }
      const marks = Array.from(document.querySelectorAll('.DocSearch-Hits .DocSearch-Hit mark'));
      return marks.some((mark) => mark.textContent?.toLowerCase().startsWith(lastWord));
    },
    [query, lastWord, expect] as const,
  );
}

/** The URLs of the hits shown, in order (each hit is a link). */
export async function hitUrls(page: Page): Promise<string[]> {
  return page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href') ?? '', document.baseURI).href));
}
