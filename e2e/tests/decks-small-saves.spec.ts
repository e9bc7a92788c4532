import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Deck, MediaUpload } from '@kuza/contracts';
import { createVerifiedUser } from '../support/accounts';
import { api, createGeneratedDeck } from '../support/deck-fixtures';
import { photo } from '../support/photos';

/** The budget for what one small edit may send. */
const MAX_EDIT_BODY_BYTES = 5 * 1024;

/** Five slides of the deck get a ~1 MB photo each, uploaded to the media store as the editor does. */
async function withFivePhotos(request: APIRequestContext, deck: Deck): Promise<{ deck: Deck; photoBytes: number }> {
  let photoBytes = 0;
  const slides = [...deck.slides];
  for (let i = 0; i < 5; i += 1) {
    const data = await photo(i + 1);
    photoBytes += data.length;
    const stored = await request.post(api('/media'), { data, headers: { 'content-type': 'image/jpeg' } });
    expect(stored.status(), await stored.text()).toBe(201);
    const { url } = (await stored.json()) as MediaUpload;
    slides[i] = { ...slides[i]!, media: { src: url, alt: `Photo ${i + 1}` } };
  }
  const saved = await request.put(api(`/decks/${deck.id}`), { data: { version: deck.version, slides } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { deck: (await saved.json()) as Deck, photoBytes };
}

test.describe('small saves in the deck editor', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  test('a one-word edit on a deck holding five 1 MB photos sends at most 5 KB', async ({ page }) => {
    test.setTimeout(120_000);
    const generated = await createGeneratedDeck(page.request, 'Picha Farms');
    const { deck, photoBytes } = await withFivePhotos(page.request, generated);
    expect(photoBytes).toBeGreaterThan(5 * 900 * 1024);

    const bodies: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === `/decks/${deck.id}`) {
        bodies.push(request.postDataBuffer()?.length ?? 0);
      }
    });
    await page.goto(`/pitch-deck-editor?deck=${deck.id}`);
    // The photos come from the media store on the API's origin, in a width made for the slide's size.
    const shown = page.getByRole('region', { name: /^Slide 1 of/ }).getByRole('img', { name: 'Photo 1' });
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await shown.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).search)).toMatch(/^\?w=(480|960)$/);

    const notes = page.getByLabel('Speaker notes');
    await notes.click();
    await notes.press('Control+End');
    await notes.pressSequentially(' Smile', { delay: 30 });
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });

    expect(bodies.length).toBeGreaterThan(0);
    for (const bytes of bodies) expect(bytes).toBeLessThanOrEqual(MAX_EDIT_BODY_BYTES);
    const stored = (await (await page.request.get(api(`/decks/${deck.id}`))).json()) as Deck;
    expect(stored.slides[0]!.notes).toBe(`${deck.slides[0]!.notes} Smile`);
    expect(stored.slides.slice(0, 5).map((slide) => slide.media?.src)).toEqual(
      deck.slides.slice(0, 5).map((slide) => slide.media?.src),
    );
    test.info().annotations.push({ type: 'autosave body bytes', description: bodies.join(', ') });
  });
});
