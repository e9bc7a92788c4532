import { expect, test } from '@playwright/test';
import { pageTitle, routesOf } from '@kuza/contracts';
import { expectNoSeriousA11yViolations } from '../../e2e/support/axe';
import { createVerifiedUser } from '../../e2e/support/accounts';
import { finishOnboarding, saveOnboarding } from '../../e2e/support/onboarding';

const HEADINGS = new Map<string, string>([
  ['/onboarding', 'Onboarding'],
  ['/onboarding/about-startup', 'Tell us about your startup'],
  ['/onboarding/shape-startup', 'Shape Your Startup Journey'],
  ['/onboarding/goal_preference', 'Goals & Preferences'],
]);

test.describe('the onboarding remote on its standalone host', () => {
  // These pages need a session; one sign-in through the API covers every localhost port.
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  for (const route of routesOf('onboarding')) {
    test(`shows ${route.path} with its heading and title, and no serious accessibility violations`, async ({
      page,
    }) => {
      // A finished founder, so /onboarding shows the answers rather than sending on to step 1.
      await finishOnboarding(page.request);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS.get(route.path), exact: true })).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(route.title));
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('sends a founder who has not started from /onboarding to step 1', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page).toHaveURL('/onboarding/about-startup');
  });

  test('says what steps 2 and 3 still need, with no serious accessibility violations in the form', async ({ page }) => {
    await saveOnboarding(page.request, { industry: 'Agritech', team_size: '1-10', completed_step: 1 });
    await page.goto('/onboarding/shape-startup');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Target audience is required')).toBeVisible();
    await expect(page.getByText('Please enter your goal')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'form');
    await page.getByLabel('Who is your target audience?').fill('Smallholder farmers in Kenya');
    await page.getByLabel('What is your main goal right now?').fill('Raise a seed round');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/onboarding/goal_preference');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one goal' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'form');
    await expect(page).toHaveURL('/onboarding/goal_preference');
  });

  test('walks the three steps, saving each, and finishes on the dashboard', async ({ page }) => {
    await page.goto('/onboarding/about-startup');
    await page.locator('label').filter({ hasText: 'Logistics' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Onboarding step saved 🎉').first()).toBeVisible();
    await expect(page).toHaveURL('/onboarding/shape-startup');
    await page.getByLabel('Who is your target audience?').fill('Informal traders');
    await page.getByLabel('What is your main goal right now?').fill('Reach 1,000 shops');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/onboarding/goal_preference');
    await page.locator('label').filter({ hasText: 'Resume Builder' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('shows the not-found page for a path it does not own', async ({ page }) => {
    await page.goto('/not-a-onboarding-page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});
