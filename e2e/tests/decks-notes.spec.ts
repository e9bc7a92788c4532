import { expect, test, type Page } from '@playwright/test';
import { speakerNotes, type Deck } from '@kuza/contracts';
import { createVerifiedUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import fs from 'node:fs';
import { api, createGeneratedDeck } from '../support/deck-fixtures';

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

  test('Improve with AI writes an imported slide again; its notes stay, flagged as written before, and Undo takes it back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const pptx = fs.readFileSync(`${__dirname}/../../api/test/fixtures/files/deck-sokofresh-en.pptx`);
    const imported = await page.request.post(api('/decks/import?filename=sokofresh.pptx'), {
      data: pptx,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(imported.status(), await imported.text()).toBe(201);
    const deck = (await imported.json()) as Deck;
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await thumbnails(page).nth(1).click();
    await expect(page.getByRole('textbox', { name: 'Speaker notes' })).toHaveValue(deck.slides[1]!.notes);
    await expect(page.getByText(STALE)).toBeHidden();

    await page.getByRole('button', { name: 'Improve with AI' }).click();
    await expect(page.getByText(`"${deck.slides[1]!.title}" was written again from your facts.`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('textbox', { name: 'Speaker notes' })).toHaveValue(deck.slides[1]!.notes);
    await expect(page.getByText(STALE)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(STALE)).toBeHidden();
  });
});
