import { expectNoSeriousA11yViolations } from '../../e2e/support/axe';
import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../../e2e/support/accounts';
import { openCreationDialog, proceedToEditor } from '../../e2e/support/resumes';

test.describe('the resumes remote on its own host', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('shows the empty list of a new workspace without serious accessibility problems', async ({ page }) => {
    await page.goto('/resume-builder');
    await expect(page.getByRole('heading', { name: 'No resumes yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('creates a resume with AI and lists it', async ({ page }) => {
    test.setTimeout(90_000);
    const dialog = await openCreationDialog(page);
    await dialog.getByRole('button', { name: /Start with AI/ }).click();
    await page.getByLabel('Full name').fill('Tendai Moyo');
    await page.getByLabel('Experience').fill('Founder of SolarKit, Harare (2019 – now)');
    await page.getByRole('button', { name: 'Generate' }).click();
    const id = await proceedToEditor(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/resume-builder');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Tendai Moyo' }) });
    await expect(row.getByText('Complete')).toBeVisible();
    await expect(row.getByText(/Last edited/)).toBeVisible();
    await row.getByRole('link', { name: 'Tendai Moyo' }).click();
    await expect(page).toHaveURL(`/resume-builder-editor?resume=${id}`);
  });
});
