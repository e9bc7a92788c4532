import { expect, test } from '@playwright/test';
import { pageTitle, routesOf } from '@kuza/contracts';
import { createVerifiedUser } from '../../e2e/support/accounts';

const HEADINGS = new Map<string, string>([
  ['/pitch-decks', 'Pitch Decks'],
  ['/pitch-deck-outline', 'Pitch Deck Outline'],
  ['/pitch-deck-generating', 'Generating Your Pitch Deck...'],
  ['/pitch-deck-editor', 'Pitch Deck Editor'],
]);

test.describe('the decks remote on its standalone host', () => {
  // These pages need a session; one sign-in through the API covers every localhost port.
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  for (const route of routesOf('decks')) {
    test(`shows ${route.path} with its heading and title`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS.get(route.path), exact: true })).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(route.title));
    });
  }

  test('shows the not-found page for a path it does not own', async ({ page }) => {
    await page.goto('/not-a-decks-page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});
