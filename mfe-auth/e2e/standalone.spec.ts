import { expect, test } from '@playwright/test';
import { pageTitle, routesOf } from '@kuza/contracts';

const HEADINGS = new Map<string, string>([
  ['/signin', 'Sign in to Kuza'],
  ['/signup', 'Create your account'],
  ['/verify-email', 'Verify your email'],
  ['/forgot-password', 'Forgot your password?'],
  ['/auth/password/reset', 'Set New Password'],
]);

test.describe('the auth remote on its standalone host', () => {
  for (const route of routesOf('auth')) {
    test(`shows ${route.path} with its heading and title`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS.get(route.path), exact: true })).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(route.title));
    });
  }

  test('shows the not-found page for a path it does not own', async ({ page }) => {
    await page.goto('/not-a-auth-page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});
