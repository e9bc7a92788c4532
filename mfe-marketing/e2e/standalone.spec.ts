import { expect, test } from '@playwright/test';
import { pageTitle, routesOf } from '@kuza/contracts';

const HEADINGS = new Map<string, string>([
  ['/', 'Your Complete Startup Toolkit for African Founders'],
  ['/waitlist', 'Your Complete Startup Toolkit for African Founders'],
  ['/people', 'People on the waitlist'],
  ['/pitch-slide', 'Sample Pitch Deck'],
]);

test.describe('the marketing remote on its standalone host', () => {
  for (const route of routesOf('marketing')) {
    test(`shows ${route.path} with its heading and title`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS.get(route.path), exact: true })).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(route.title));
    });
  }

  test('shows the not-found page for a path it does not own', async ({ page }) => {
    await page.goto('/not-a-marketing-page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});
