import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../../e2e/support/accounts';
import { expectNoSeriousA11yViolations } from '../../e2e/support/axe';

test.describe('the pitch deck list on the standalone decks host', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('starts empty, creates a deck with AI and lists it', async ({ page }) => {
    await page.goto('/pitch-decks');
    await expect(page.getByRole('heading', { name: 'No pitch decks yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Create your first pitch deck' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Pitch Deck' });
    await dialog.getByRole('button', { name: 'Start with AI Recommended' }).click();
    await dialog.getByLabel('Startup/Business Name').fill('Mkulima Data');
    await dialog.getByLabel('Industry').selectOption('Agritech');
    await dialog.getByRole('button', { name: 'Generate Pitch Deck' }).click();
    await expect(page).toHaveURL(/\/pitch-deck-outline\?deck=[0-9a-f]{24}$/);
    await expect(page.getByRole('list', { name: 'Outline sections' }).getByRole('listitem').first()).toBeVisible();

    await page.goto('/pitch-decks');
    const row = page.getByRole('list', { name: 'Your pitch decks' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: 'Mkulima Data' })).toHaveAttribute(
      'href',
      /\/pitch-deck-outline\?deck=/,
    );
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'main');
  });
});
