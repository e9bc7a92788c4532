import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../../e2e/support/accounts';
import { expectNoSeriousA11yViolations } from '../../e2e/support/axe';
import type { Deck } from '@kuza/contracts';
import { api, createGeneratedDeck } from '../../e2e/support/deck-fixtures';

test.describe('the pitch deck editor on the standalone decks host', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('edits, autosaves and previews a deck without the shell', async ({ page }) => {
    test.setTimeout(90_000);
    const deck = await createGeneratedDeck(page.request, 'Tuma Logistics');
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    const slides = page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: /^Slide \d+:/ });
    await expect(slides).toHaveCount(deck.slides.length);
    await expectNoSeriousA11yViolations(page);

    // Keyboard only: move down the thumbnails, add a slide after the current one, title it.
    await slides.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Add Slide' }).click();
    await expect(slides.nth(2)).toHaveAccessibleName('Slide 3: New Slide');
    await page
      .getByRole('region', { name: /^Slide \d+ of \d+$/ })
      .getByRole('button', { name: /^Edit title/ })
      .press('Enter');
    await page.getByRole('dialog', { name: 'Text Editor' }).getByLabel('Title').fill('Routes we run');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });

    await page.reload();
    await expect(slides.nth(2)).toHaveAccessibleName('Slide 3: Routes we run');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByText(`1 / ${deck.slides.length + 1}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(preview.getByText(`2 / ${deck.slides.length + 1}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });

  test('keeps both edits when another tab saved first', async ({ page, context }) => {
    test.setTimeout(90_000);
    const deck = await createGeneratedDeck(page.request, 'Maji Safi');
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    const other = await context.newPage();
    await other.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await other.getByRole('button', { name: 'Add Slide' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });

    // An icon the first slide does not have yet (generation picks one by meaning), so this is a change.
    const icon = deck.slides[0]?.icon === 'globe' ? { id: 'rocket', label: 'Rocket' } : { id: 'globe', label: 'Globe' };
    await page.getByRole('button', { name: 'Add Icon' }).click();
    await page.getByRole('button', { name: icon.label }).click();
    const slides = page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: /^Slide \d+:/ });
    // The other tab's new slide arrives in this one, and this one's icon is saved on top of it.
    await expect(slides).toHaveCount(deck.slides.length + 1, { timeout: 15_000 });
    await expect(page.getByRole('status')).toHaveText('All changes saved');
    const saved = (await (await page.request.get(api(`/decks/${deck.id}`))).json()) as Deck;
    expect(saved.slides).toHaveLength(deck.slides.length + 1);
    expect(saved.slides[0]!.icon).toBe(icon.id);
  });

  test('shows a shared deck to a signed-out visitor', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const deck = await createGeneratedDeck(page.request, 'Kilimo Pay');
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Link for anyone' }).click();
    await page.getByRole('button', { name: 'Create link' }).click();
    const url = await page.getByLabel('Share link').inputValue();
    const visitor = await browser.newContext();
    const viewer = await visitor.newPage();
    await viewer.goto(url);
    await expect(viewer.getByRole('heading', { level: 1, name: 'Kilimo Pay' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectNoSeriousA11yViolations(viewer);
    await visitor.close();
  });
});
