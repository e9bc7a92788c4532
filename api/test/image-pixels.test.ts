import { deflateSync } from 'node:zlib';
import { IMAGE_PIXELS_MESSAGE, MAX_IMAGE_PIXELS, type Deck } from '@kuza/contracts';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck } from './helpers/decks';
import { pngDataUrl, sampleDeck } from './fixtures/files/sample-documents';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc;
}

/** A real grey PNG of width × height: 49 megapixels compress to about 50 KB. */
function greyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height, 0x80), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BOMB = greyPng(7000, 7000);

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
