import { IMAGE_PIXELS_MESSAGE, MAX_IMAGE_PIXELS, type Deck } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck } from './helpers/decks';
import { flatPng, pngDataUrl, sampleDeck } from './fixtures/files/sample-documents';

/** 49 megapixels of grey in about 50 KB. */
const BOMB = flatPng(7000, 7000);

describe('the pixel budget of pictures', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx.stop());

  it('a small file declaring 49 megapixels is refused as a slide picture, a resume photo and an avatar', async () => {
    expect(7000 * 7000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(BOMB.length).toBeLessThan(200 * 1024);
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const slide = {
      id: 's1',
      type: 'image',
      title: 'Farm',
      content: '',
      bullets: [],
      notes: '',
      media: { src: pngDataUrl(BOMB), alt: 'Big farm' },
    };
    const onSlide = await ctx.app.inject({
      method: 'PUT',
      url: `/decks/${deck.id}`,
      payload: { version: deck.version, slides: [slide] },
      ...as(cookie),
    });
    expect([onSlide.statusCode, onSlide.json()]).toEqual([400, { error: IMAGE_PIXELS_MESSAGE }]);

    const resume = await builtResume(ctx, cookie, { name: 'Amara Okafor', role: 'CEO' }, 'Builds cold chains.');
    const asPhoto = await ctx.app.inject({
      method: 'PUT',
      url: `/resumes/${resume.id}`,
      payload: { version: resume.version, profileImageUrl: pngDataUrl(BOMB) },
      ...as(cookie),
    });
    expect([asPhoto.statusCode, asPhoto.json()]).toEqual([400, { error: IMAGE_PIXELS_MESSAGE }]);

    const asAvatar = await ctx.app.inject({
      method: 'PUT',
      url: '/users/me/avatar',
      payload: BOMB,
      headers: { ...as(cookie).headers, 'content-type': 'image/png' },
    });
    expect([asAvatar.statusCode, asAvatar.json()]).toEqual([400, { error: IMAGE_PIXELS_MESSAGE }]);
  });

  it('a stored deck holding such a picture exports within a second, with a placeholder instead', async () => {
    const deck: Deck = sampleDeck();
    deck.slides = [
      {
        id: 'big',
        type: 'image',
        title: 'Our farms',
        content: '',
        bullets: [],
        notes: '',
        media: { src: pngDataUrl(BOMB), alt: 'Big farm' },
      },
    ];
    let started = performance.now();
    const pdf = await deckToPdf(deck);
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await extractPdfPages(pdf, 10)).flat().join(' ')).toContain('Image: Big farm');
    started = performance.now();
    const pptx = await deckToPptx(deck);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(pptx.length).toBeLessThan(BOMB.length + 200 * 1024);
  });
});
