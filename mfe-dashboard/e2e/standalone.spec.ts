import { expect, test } from '@playwright/test';
import { pageTitle, routesOf } from '@kuza/contracts';
import { expectNoSeriousA11yViolations } from '../../e2e/support/axe';
import { createVerifiedUser } from '../../e2e/support/accounts';
import { finishOnboarding } from '../../e2e/support/onboarding';

// A new account is greeted 'Welcome', one made on an earlier day 'Welcome back'.
const HEADINGS = new Map<string, string | RegExp>([
  ['/dashboard', /^Welcome(?: back)?, Amara Okafor$/],
  ['/team-members', 'Team Members'],
  ['/profile', 'Profile'],
]);

test.describe('the dashboard remote on its standalone host', () => {
  // These pages need a session; one sign-in through the API covers every localhost port.
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
    await finishOnboarding(page.request);
  });

  for (const route of routesOf('dashboard')) {
    test(`shows ${route.path} in the app chrome with its heading and title, and no serious accessibility violations`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS.get(route.path), exact: true })).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(route.title));
      await expect(page.getByRole('button', { name: 'Account menu for Amara Okafor' })).toHaveText('AO');
      await expect(page.getByRole('banner')).toContainText(route.title);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('invites a teammate from the dashboard and lists the invitation on the team page', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Invite to Kuza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Team Member' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Email').fill('teammate@example.com');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent to teammate@example.com')).toBeVisible();
    await page.getByRole('link', { name: 'Team Members' }).click();
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText('teammate@example.com');
    await expectNoSeriousA11yViolations(page, '[aria-label="Pending invitations"]');
  });

  test('shows the not-found page for a path it does not own', async ({ page }) => {
    await page.goto('/not-a-dashboard-page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});
