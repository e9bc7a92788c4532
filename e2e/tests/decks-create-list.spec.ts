import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { e2eOrigin } from '../support/env';

/** A deck made through the API (paste mode), so the list has something to manage. */
async function pastedDeck(page: Page, text: string): Promise<{ id: string; name: string }> {
  const response = await page.request.post(`${e2eOrigin('api')}/decks`, {
    data: { mode: 'paste', inputs: { pastedText: text } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

test.describe('managing pitch decks on the list page', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('renames, duplicates and deletes decks', async ({ page }) => {
    const deck = await pastedDeck(page, '# Problem\n- Slow payments\n# Solution\n- Instant settlement');
    await page.goto('/pitch-decks');
    const list = page.getByRole('list', { name: 'Your pitch decks' });
    const row = list.getByRole('listitem').filter({ hasText: deck.name });
    await expect(row.getByText(/Last edited (just now|1 min ago)/)).toBeVisible();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Rename ${deck.name}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename pitch deck' });
    await rename.getByLabel('Deck name').fill('PesaFlow Seed Round');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Renamed to “PesaFlow Seed Round”')).toBeVisible();
    await expect(list.getByRole('link', { name: 'PesaFlow Seed Round' })).toBeVisible();

    await page.getByRole('button', { name: 'Duplicate PesaFlow Seed Round' }).click();
    await expect(list.getByRole('link', { name: 'PesaFlow Seed Round (copy)' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete PesaFlow Seed Round (copy)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this pitch deck?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted “PesaFlow Seed Round (copy)”')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });

  test('opens an outline-only deck at its outline', async ({ page }) => {
    const deck = await pastedDeck(page, '# Problem\n- Slow payments\n# Solution\n- Instant settlement');
    await page.goto('/pitch-decks');
    await page.getByRole('list', { name: 'Your pitch decks' }).getByRole('link', { name: deck.name }).click();
    await expect(page).toHaveURL(`/pitch-deck-outline?deck=${deck.id}`);
    await expect(page.getByRole('list', { name: 'Outline sections' }).getByRole('listitem')).toHaveCount(2);
  });

  test('explains a missing or unknown deck on the outline and generating pages', async ({ page }) => {
    await page.goto('/pitch-deck-outline?deck=000000000000000000000000');
    await expect(page.getByRole('alert')).toContainText('Pitch deck not found');
    await page.goto('/pitch-deck-generating');
    await expect(page.getByRole('alert')).toContainText('No pitch deck chosen');
    await page.getByRole('link', { name: 'Go to Pitch Decks' }).click();
    await expect(page).toHaveURL('/pitch-decks');
  });
});
