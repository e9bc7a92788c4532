import { expect, test, type Locator } from '@playwright/test';
import { createVerifiedUser } from '../../e2e/support/accounts';
import type { Deck } from '@kuza/contracts';
import { createGeneratedDeck } from '../../e2e/support/deck-fixtures';
import { e2eOrigin } from '../../e2e/support/env';

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
    const generated = await createGeneratedDeck(page.request, 'SokoFresh');
    // The generator writes tables only from facts it has: the founder adds their own comparison.
    const at = generated.slides.findIndex((slide) => slide.title === 'Competition');
    const table = {
      rows: [
        ['Alternative', 'Reaches smallholders', 'Fair, transparent price', 'Cuts post-harvest loss'],
        ['Informal middlemen and brokers', 'Yes', 'No', 'No'],
        ['Large produce aggregators', 'Partial', 'Partial', 'Partial'],
        ['Cooperatives and extension services', 'Yes', 'Partial', 'No'],
        ['SokoFresh', 'Yes', 'Yes', 'Yes'],
      ],
    };
    const slides = generated.slides.map((slide, index) => (index === at ? { ...slide, type: 'table', table } : slide));
    const saved = await page.request.put(`${e2eOrigin('api')}/decks/${generated.id}`, {
      data: { version: generated.version, slides },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const deck = (await saved.json()) as Deck;
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    await page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button', { name: new RegExp(`^Slide ${at + 1}:`) })
      .click();

    await page.getByRole('button', { name: 'AI Helper' }).click();
    const helper = page.getByRole('dialog', { name: 'AI Helper' });
    await helper
      .getByLabel('What should change?')
      .fill('Mention that middlemen set the price without telling farmers what buyers in Nairobi pay');
    await helper.getByRole('button', { name: 'Help Me' }).click();
    // The rewrite is shown before and after; only Accept puts it on the slide.
    await helper.getByRole('button', { name: 'Accept' }).click({ timeout: 30_000 });
    await expect(helper).toBeHidden();

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
