import { expect, test, type Locator } from '@playwright/test';
import { createVerifiedUser } from '../../e2e/support/accounts';
import { createGeneratedDeck } from '../../e2e/support/deck-fixtures';

/** How far `inner` reaches past the bottom of the slide frame around it, in px (0 when inside). */
function overflowBelowSlide(inner: Locator): Promise<number> {
  return inner.evaluate((el) => {
    let frame: HTMLElement | null = el as HTMLElement;
    while (frame && getComputedStyle(frame).aspectRatio !== '16 / 9') frame = frame.parentElement;
    if (!frame) throw new Error('not inside a slide');
    return Math.max(0, el.getBoundingClientRect().bottom - frame.getBoundingClientRect().bottom);
  });
}

const bottomOf = async (locator: Locator) => (await locator.boundingBox())!.y + (await locator.boundingBox())!.height;

test.describe('slides drawn by the shared slide rules', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('keeps the Competition table whole after an AI Helper edit, the longer text above it', async ({ page }) => {
    test.setTimeout(120_000);
    const deck = await createGeneratedDeck(page.request, 'SokoFresh');
    const at = deck.slides.findIndex((slide) => slide.type === 'table');
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button', { name: new RegExp(`^Slide ${at + 1}:`) })
      .click();

    await page.getByRole('button', { name: 'AI Helper' }).click();
    const helper = page.getByRole('dialog', { name: 'AI Helper' });
    await helper.getByLabel('What should change?').fill('Add more detail');
    await helper.getByRole('button', { name: 'Help Me' }).click();
    await expect(helper).toBeHidden({ timeout: 30_000 });

    const canvas = page.getByRole('region', { name: /^Slide \d+ of \d+$/ });
    const rows = canvas.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(deck.slides[at].table!.rows.length);
    const last = rows.last();
    await expect(last.getByRole('cell', { name: 'SokoFresh' })).toBeVisible();
    expect(await overflowBelowSlide(last)).toBe(0);
    const bullets = canvas.getByRole('listitem');
    await expect(bullets.last()).toBeVisible();
    expect(await bottomOf(bullets.last())).toBeLessThanOrEqual((await canvas.getByRole('table').boundingBox())!.y);
    await expect(canvas.getByText(/continues on/)).toBeHidden();
  });
});
