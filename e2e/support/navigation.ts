import type { Page } from '@playwright/test';

/** The visitor's first move: the mouse moves over the page (what starts the landing page's app). */
export async function firstMove(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

/**
 * Waits until the app has adopted the page: a prerendered page shows its text before its scripts
 * run, and the shell removes the root's `data-prerendered` mark once the page is live. A page whose
 * app starts at the visitor's first move (the landing page) gets one: the mouse moves over it.
 */
export async function waitUntilLive(page: Page) {
  if (await page.locator('#root[data-prerendered][data-start="first-move"]').count()) await firstMove(page);
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

/**
 * Moves the page to another path without loading it again, as a link inside the app does: the
 * router of the shell (or of a standalone host) follows the history change.
 */
export async function navigateInPage(page: Page, path: string) {
  // A prerendered page follows the history once the app has adopted it.
  await waitUntilLive(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}
