import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { routesOf } from '@kuza/contracts';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('accessibility of the account pages (standalone)', () => {
  for (const route of routesOf('auth')) {
    test(`${route.path} has no serious or critical axe violations, also with its errors showing`, async ({ page }) => {
      await page.goto(route.path === '/auth/password/reset' ? `${route.path}?token=abc` : route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
      const submit = page.locator('form button[type="submit"]');
      await submit.click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test("the 'Reset link sent' dialog has no serious or critical axe violations", async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Request Reset' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset link sent' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the reset page without a token has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/auth/password/reset');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
