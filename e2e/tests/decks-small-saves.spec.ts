import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Deck } from '@kuza/contracts';
import { createVerifiedUser } from '../support/accounts';
import { api, createGeneratedDeck } from '../support/deck-fixtures';
import { noisePhoto, uploadPhoto } from '../support/photos';

/** The budget for what one small edit may send. */
const MAX_EDIT_BODY_BYTES = 5 * 1024;

/** Five slides of the deck get a ~1 MB photo each, uploaded to the media store as the editor does. */
async function withFivePhotos(request: APIRequestContext, deck: Deck): Promise<{ deck: Deck; photoBytes: number }> {
  let photoBytes = 0;
  const slides = [...deck.slides];
  for (let i = 0; i < 5; i += 1) {
    const data = await noisePhoto(i + 1);
    photoBytes += data.length;
    slides[i] = { ...slides[i]!, media: { src: await uploadPhoto(request, data), alt: `Photo ${i + 1}` } };
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

    // What the edit sends: an autosave's body, or the live channel's frames while the deck's room is open.
    const bodies: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === `/decks/${deck.id}`) {
        bodies.push(request.postDataBuffer()?.length ?? 0);
      }
    });
    const frames: number[] = [];
    page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => frames.push(payload.length)));
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

    expect(bodies.length + frames.length).toBeGreaterThan(0);
    for (const bytes of [...bodies, ...frames]) expect(bytes).toBeLessThanOrEqual(MAX_EDIT_BODY_BYTES);
    const stored = async () => (await (await page.request.get(api(`/decks/${deck.id}`))).json()) as Deck;
    // A live room writes the deck a moment after the last keystroke.
    await expect.poll(async () => (await stored()).slides[0]!.notes).toBe(`${deck.slides[0]!.notes} Smile`);
    expect((await stored()).slides.slice(0, 5).map((slide) => slide.media?.src)).toEqual(
      deck.slides.slice(0, 5).map((slide) => slide.media?.src),
    );
    test.info().annotations.push({ type: 'bytes sent', description: [...bodies, ...frames].join(', ') });
  });
});
