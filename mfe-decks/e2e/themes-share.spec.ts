import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Deck, ShareInfo, Slide } from '@kuza/contracts';
import { createVerifiedUser } from '../../e2e/support/accounts';
import { createGeneratedDeck } from '../../e2e/support/deck-fixtures';
import { e2eOrigin } from '../../e2e/support/env';

const api = (path: string) => `${e2eOrigin('api')}${path}`;

async function deckOf(request: APIRequestContext, id: string): Promise<Deck> {
  return (await (await request.get(api(`/decks/${id}`))).json()) as Deck;
}

/** The font-size in px of every element in `scope` that draws text of its own. */
function textSizes(page: Page, selector: string): Promise<Array<{ text: string; size: number }>> {
  return page.locator(selector).evaluate((root) => {
    const out: Array<{ text: string; size: number }> = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement)
        out.push({ text, size: parseFloat(getComputedStyle(node.parentElement).fontSize) });
    }
    return out;
  });
}

test.describe('the share view on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads each slide as text of 14 px or more, tables scroll in their box, the page never scrolls sideways', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await createVerifiedUser(page.request);
    const deck = await createGeneratedDeck(page.request, 'SokoFresh');
    const header = ['Player', 'Price per crate', 'Cold chain', 'Mobile money', 'Data on spoilage', 'Support', 'Reach'];
    const wide: Slide = {
      id: 'wide-table',
      type: 'table',
      title: 'Competition in detail',
      content: 'How we compare, column by column.',
      bullets: [],
      notes: '',
      table: { rows: [header, header.map((cell) => `${cell}: yes`), header.map((cell) => `${cell}: no`)] },
    };
    const saved = await page.request.put(api(`/decks/${deck.id}`), {
      data: { version: deck.version, slides: [...deck.slides, wide] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const share = (await (await page.request.post(api(`/decks/${deck.id}/share`))).json()) as ShareInfo;

    await page.goto(share.path!);
    const list = page.getByRole('list', { name: 'Slides as text' });
    await expect(list.getByRole('article')).toHaveCount(deck.slides.length + 1);
    await expect(page.getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'true');

    const sizes = await textSizes(page, '[aria-label="Slides as text"]');
    expect(sizes.length).toBeGreaterThan(20);
    expect(sizes.filter((s) => s.size < 14)).toEqual([]);
    const noSideScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await noSideScroll()).toBe(true);

    const table = page.getByRole('region', { name: 'Competition in detail table' });
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole('columnheader', { name: 'Reach' })).toBeAttached();
    const scroll = await table.evaluate((el) => {
      const before = el.scrollLeft;
      el.scrollLeft = el.scrollWidth;
      return { overflows: el.scrollWidth > el.clientWidth, moved: el.scrollLeft > before };
    });
    expect(scroll).toEqual({ overflows: true, moved: true });
    await expect(table.getByRole('columnheader', { name: 'Reach' })).toBeInViewport();

    await page.getByRole('button', { name: 'Slides' }).click();
    await expect(list).toBeHidden();
    await expect(page.getByText(`1 / ${deck.slides.length + 1}`)).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    await page.getByRole('button', { name: 'Text' }).click();
    await expect(list).toBeVisible();
  });
});

test.describe('the theme picker', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('shows each theme on a live thumbnail when creating a deck, and the deck keeps the theme picked', async ({
    page,
  }) => {
    await page.goto('/pitch-decks');
    await page.getByRole('button', { name: 'Create your first pitch deck' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Pitch Deck' });
    await dialog.getByRole('button', { name: 'Start with AI Recommended' }).click();
    await dialog.getByLabel('Startup/Business Name').fill('Mkulima Data');
    const themes = dialog.getByRole('group', { name: 'Theme' });
    const thumb = (id: string) => themes.locator(`[data-theme="${id}"]`);
    await expect(thumb('midnight')).toContainText('Mkulima Data');
    await expect(thumb('midnight')).toHaveCSS('background-image', /linear-gradient\(rgb\(15, 23, 42\)/);
    // Every theme's background is a gradient at its own angle, from its page colour.
    await expect(thumb('savanna')).toHaveCSS(
      'background-image',
      /linear-gradient\((?:[\d.]+deg, )?rgb\(255, 255, 255\)/,
    );
    // The thumbnails draw their titles in each theme's own heading font, bundled with the page.
    await expect(thumb('sunrise').locator('p').first()).toHaveCSS('font-family', /Fraunces/);
    expect(await page.evaluate(() => document.fonts.load('700 20px Fraunces').then((faces) => faces.length))).toBe(1);

    // The founder picks a theme by its card (the radio inside is visually hidden).
    await themes.getByTestId('theme-midnight').click();
    await expect(themes.getByRole('radio', { name: /^Midnight/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Generate Pitch Deck' }).click();
    await expect(page).toHaveURL(/\/pitch-deck-outline\?deck=[0-9a-f]{24}$/);
    const id = new URL(page.url()).searchParams.get('deck')!;
    expect((await deckOf(page.request, id)).theme).toEqual({ id: 'midnight' });
  });

  test('changes every slide of a deck in the editor and autosaves the theme', async ({ page }) => {
    test.setTimeout(120_000);
    const deck = await createGeneratedDeck(page.request, 'SokoFresh');
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    const canvas = page.getByRole('region', { name: /^Slide \d+ of \d+$/ });
    await expect(canvas.locator('[data-theme]')).toHaveAttribute('data-theme', 'savanna');

    await page.getByRole('button', { name: 'Theme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deck theme' });
    const kente = dialog.locator('[data-theme="kente"]');
    await expect(kente).toContainText(deck.slides[0].title);
    await expect(kente).toHaveCSS('background-image', /linear-gradient\((?:[\d.]+deg, )?rgb\(255, 253, 247\)/);
    await dialog.getByTestId('theme-kente').click();
    await expect(dialog.getByRole('radio', { name: /^Kente/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect(canvas.locator('[data-theme]')).toHaveAttribute('data-theme', 'kente');
    await expect(canvas.getByRole('heading', { name: deck.slides[0].title })).toHaveCSS('font-family', /Montserrat/);
    const thumbnails = page.getByRole('navigation', { name: 'Slides' }).locator('[data-theme="kente"]');
    await expect(thumbnails).toHaveCount(deck.slides.length);
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect.poll(async () => (await deckOf(page.request, deck.id)).theme).toEqual({ id: 'kente' });
    expect((await deckOf(page.request, deck.id)).slides).toEqual(deck.slides);
  });
});
