import { expect, test } from '@playwright/test';
import { routesOf } from '@kuza/contracts';
import { expectNoSeriousA11yViolations } from '../../e2e/support/axe';

test.describe('accessibility of the account pages (standalone)', () => {
  // Every account page with a form (the invitation page has none: it is tested below).
  for (const route of routesOf('auth').filter(({ path }) => path !== '/invitation')) {
    test(`${route.path} has no serious or critical axe violations, also with its errors showing`, async ({ page }) => {
      await page.goto(route.path === '/auth/password/reset' ? `${route.path}?token=abc` : route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const submit = page.locator('form button[type="submit"]');
      await submit.click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the 'Reset link sent' dialog has no serious or critical axe violations", async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Request Reset' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset link sent' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the reset page without a token has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/auth/password/reset');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the invitation page, valid and not, has no serious or critical axe violations at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.route('**/team/invitations/preview', (route) =>
      route.fulfill({
        json: {
          workspace: 'SokoFresh',
          inviter: 'Amina Okafor',
          email: 'zuri@sokofresh.co.ke',
          role: 'Member',
          hasAccount: false,
        },
      }),
    );
    await page.goto('/invitation?invite=tok123');
    await expect(page.getByRole('link', { name: 'Sign up to join' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/invitation');
    await expect(page.getByRole('alert')).toContainText('This invitation is no longer valid');
    await expectNoSeriousA11yViolations(page);
  });
});
