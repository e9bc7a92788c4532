import type { Page } from '@playwright/test';

/**
 * Moves the page to another path without loading it again, as a link inside the app does: the
 * router of the shell (or of a standalone host) follows the history change.
 */
export async function navigateInPage(page: Page, path: string) {
  // A prerendered page follows the history once the app has adopted it (the shell removes the mark).
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}
