import { IMAGE_MESSAGES, MAX_IMAGE_PIXELS, type Deck } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck } from './helpers/decks';
import { flatPng, pngDataUrl, sampleDeck } from './fixtures/files/sample-documents';

/** 49 megapixels of grey in about 50 KB. */
const BOMB = flatPng(7000, 7000);
/** 16 megapixels with transparency: under the budget of opaque pictures, over that of decoded ones. */
const TRANSPARENT = flatPng(4000, 4000, 6);

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
    expect([onSlide.statusCode, onSlide.json()]).toMatchObject([400, { error: IMAGE_MESSAGES.pixels.defaultMessage }]);

    const resume = await builtResume(ctx, cookie, { name: 'Amara Okafor', role: 'CEO' }, 'Builds cold chains.');
    const asPhoto = await ctx.app.inject({
      method: 'PUT',
      url: `/resumes/${resume.id}`,
      payload: { version: resume.version, profileImageUrl: pngDataUrl(BOMB) },
      ...as(cookie),
    });
    expect([asPhoto.statusCode, asPhoto.json()]).toMatchObject([400, { error: IMAGE_MESSAGES.pixels.defaultMessage }]);

    const asAvatar = await ctx.app.inject({
      method: 'PUT',
      url: '/users/me/avatar',
      payload: BOMB,
      headers: { ...as(cookie).headers, 'content-type': 'image/png' },
    });
    expect([asAvatar.statusCode, asAvatar.json()]).toMatchObject([
      400,
      { error: IMAGE_MESSAGES.pixels.defaultMessage },
    ]);
  });

  it('a PNG with transparency over 6 megapixels is refused with its own message; an opaque one of that size is kept', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const upload = (png: Buffer) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/users/me/avatar',
        payload: png,
        headers: { ...as(cookie).headers, 'content-type': 'image/png' },
      });
    const transparent = await upload(flatPng(4000, 3000, 6));
    expect([transparent.statusCode, transparent.json()]).toMatchObject([
      400,
      { error: IMAGE_MESSAGES.decodedPixels.defaultMessage },
    ]);
    expect((await upload(flatPng(3000, 2000, 6))).statusCode).toBe(200);
    expect((await upload(flatPng(4000, 3000, 2))).statusCode).toBe(200);
  });

  // A placeholder means the picture was never decoded: how long an export takes is a bench figure, not a test's.
  it('a stored deck holding such a picture exports with a captioned placeholder instead', async () => {
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
      {
        id: 'clear',
        type: 'image',
        title: 'Our logo',
        content: '',
        bullets: [],
        notes: '',
        media: { src: pngDataUrl(TRANSPARENT), alt: 'Clear logo' },
      },
    ];
    const pdf = await deckToPdf(deck);
    const text = (await extractPdfPages(pdf, 10)).flat().join(' ');
    expect(text).toContain('Image: Big farm');
    expect(text).toContain('Image: Clear logo');
    const pptx = await deckToPptx(deck);
    expect(pptx.length).toBeLessThan(BOMB.length + 200 * 1024);
  });
});
