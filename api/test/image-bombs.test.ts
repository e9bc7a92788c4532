import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import type { MediaUpload } from '@kuza/contracts';
import { createImagePool, IMAGES_BUSY_MESSAGE, ImageDecodeError } from '../src/lib/image-pool';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { picture } from './helpers/media';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

/**
 * A GIF whose logical screen is `screen` but whose one frame is `frame` pixels: image-size reads
 * only the screen, a decoder allocates the frame. The frame's data is cut short (a clear code): a
 * decoder still allocates the whole canvas before it finds out.
 */
function frameBomb(screen: [number, number], frame: [number, number]): Buffer {
  const u16 = (n: number) => Buffer.from([n & 255, n >> 8]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    u16(screen[0]),
    u16(screen[1]),
    Buffer.from([0x80, 0, 0, 0, 0, 0, 255, 255, 255]),
    Buffer.from([0x2c]),
    u16(0),
    u16(0),
    u16(frame[0]),
    u16(frame[1]),
    Buffer.from([0, 2, 2, 0x44, 0x01, 0, 0x3b]),
  ]);
}

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp({ API_URL: 'http://api.kuza.test' });
});
afterAll(() => ctx?.stop());

const upload = (cookie: string, body: Buffer, type = 'image/gif') =>
  ctx.app.inject({
    method: 'POST',
    url: '/media',
    payload: body,
    headers: { 'content-type': type, origin: TEST_WEB_ORIGIN, cookie },
  });

describe('a picture that declares a small screen and carries a huge frame', () => {
  it.each([
    ['a 481 × 1 screen (variants would decode it)', [481, 1]],
    ['a 1 × 1 screen (stored without a decode)', [1, 1]],
  ] as const)('is refused at once with the pixel budget when it has %s', async (_name, screen) => {
    const { cookie } = await verifiedAccount(ctx);
    const started = Date.now();
    const response = await upload(cookie, frameBomb([...screen], [16_000, 16_000]));
    expect([response.statusCode, response.json().error]).toEqual([
      400,
      'Images can be at most 40 megapixels and 10,000 pixels on a side',
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stored before the check, is never decoded for an export: the exporter gets no picture', async () => {
    const bomb = frameBomb([1, 1], [16_000, 16_000]);
    const id = 'B'.repeat(22);
    const bucket = new mongoose.mongo.GridFSBucket(ctx.app.db.connection.db!, { bucketName: 'media' });
    await new Promise<void>((resolve, reject) => {
      const metadata = {
        owner: 'old',
        sha256: createHash('sha256').update(bomb).digest('hex'),
        contentType: 'image/gif',
        width: 1,
        height: 1,
        widths: [],
      };
      const stream = bucket.openUploadStreamWithId(id as unknown as mongoose.mongo.ObjectId, id, { metadata });
      stream.once('finish', () => resolve()).once('error', reject);
      stream.end(bomb);
    });
    const started = Date.now();
    await expect(ctx.app.media.readForExport(`/media/${id}`)).rejects.toBeInstanceOf(ImageDecodeError);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('the image pool', () => {
  it('refuses a canvas over 40 megapixels in the decoder itself (limitInputPixels)', async () => {
    const pool = createImagePool({ workers: 1 });
    try {
      await expect(pool.png(frameBomb([1, 1], [16_000, 16_000]))).rejects.toBeInstanceOf(ImageDecodeError);
      await expect(pool.variants(frameBomb([481, 1], [8000, 8000]), [480])).rejects.toBeInstanceOf(ImageDecodeError);
    } finally {
      await pool.close();
    }
  });

  it('decodes a few pictures at a time and answers 503 with Retry-After when too many wait', async () => {
    const pool = createImagePool({ workers: 1, maxQueued: 1 });
    try {
      const png = await picture(600, 400);
      const first = pool.variants(png, [480]);
      const second = pool.variants(png, [480]);
      const third = pool.variants(png, [480]);
      await expect(third).rejects.toMatchObject({
        statusCode: 503,
        message: IMAGES_BUSY_MESSAGE,
        headers: { 'retry-after': 30 },
      });
      const [a, b] = await Promise.all([first, second]);
      expect([a[0]!.width, b[0]!.width]).toEqual([480, 480]);
    } finally {
      await pool.close();
    }
  });

  it('keeps /health answering within a second while uploads decode', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const photos = await Promise.all([1, 2, 3, 4].map((n) => picture(1900 + n, 1200, 'jpeg')));
    const uploads = Promise.all(photos.map((photo) => upload(cookie, photo, 'image/jpeg')));
    const started = Date.now();
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect([health.statusCode, Date.now() - started < 1000]).toEqual([200, true]);
    const answers = await uploads;
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((answer) => answer.json<MediaUpload>().width)).toEqual([1901, 1902, 1903, 1904]);
  });
});
