import { expect, test, type Page } from '@playwright/test';
import { speakerNotes } from '@kuza/contracts';
import { createVerifiedUser } from '../support/accounts';
import { createGeneratedDeck } from '../support/deck-fixtures';

const STALE = 'The speaker notes were written before the last edit of this slide.';
const BULLETS = ['Traders lose a third of their stock', 'No cold room within 5 km'];

const thumbnails = (page: Page) =>
  page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: /^Slide \d+:/ });
const canvas = (page: Page) => page.getByRole('region', { name: /^Slide \d+ of \d+$/ });

async function saved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });
}

test.describe('speaker notes written before the last edit of a slide', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('stay flagged after a reload and in another tab, until Refresh notes writes them again', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const deck = await createGeneratedDeck(page.request);
    const editor = `/pitch-deck-editor?deck=${deck.id}`;
    await page.goto(editor);
    await thumbnails(page).nth(1).click();
    await expect(page.getByText(STALE)).toBeHidden();

    await canvas(page)
      .getByRole('button', { name: /^Edit bullet points/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Text Editor' });
    await dialog.getByLabel(/Bullet points/).fill(BULLETS.join('\n'));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(STALE)).toBeVisible();
    await saved(page);

    await page.reload();
    await thumbnails(page).nth(1).click();
    await expect(canvas(page).getByText(BULLETS[0]!)).toBeVisible();
    await expect(page.getByText(STALE)).toBeVisible();

    const other = await context.newPage();
    await other.goto(editor);
    await thumbnails(other).nth(1).click();
    await expect(other.getByText(STALE)).toBeVisible();
    await other.close();

    await page.getByRole('button', { name: 'Refresh notes' }).click();
    await expect(page.getByText(STALE)).toBeHidden();
    const notes = speakerNotes({ ...deck.slides[1]!, bullets: BULLETS });
    await expect(page.getByRole('textbox', { name: 'Speaker notes' })).toHaveValue(notes);
    await saved(page);
    await page.reload();
    await thumbnails(page).nth(1).click();
    await expect(page.getByRole('textbox', { name: 'Speaker notes' })).toHaveValue(notes);
    await expect(page.getByText(STALE)).toBeHidden();
  });
});
