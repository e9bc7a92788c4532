import { expect, test } from '@playwright/test';
import { routesOf } from '@kuza/contracts';
import { expectNoSeriousA11yViolations } from '../../e2e/support/axe';

test.describe('accessibility of the account pages (standalone)', () => {
  for (const route of routesOf('auth')) {
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
});
