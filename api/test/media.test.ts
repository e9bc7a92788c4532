import sharp from 'sharp';
import type { MediaUpload } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { picture, pathOf } from './helpers/media';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp({ API_URL: 'http://api.kuza.test' });
});
afterAll(() => ctx?.stop());

const upload = (cookie: string | undefined, body: Buffer, type = 'image/png') =>
  ctx.app.inject({
    method: 'POST',
    url: '/media',
    payload: body,
    headers: { 'content-type': type, origin: TEST_WEB_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: pathOf(url), headers });

describe('POST /media', () => {
  it('stores a picture once and answers its URL on the API with its size', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const png = await picture(1200, 800);
    const response = await upload(cookie, png);
    expect(response.statusCode).toBe(201);
    const stored = response.json<MediaUpload>();
    expect(stored).toMatchObject({ contentType: 'image/png', width: 1200, height: 800, bytes: png.length });
    expect(stored.url).toBe(`http://api.kuza.test/media/${stored.id}`);
    expect(stored.id).toMatch(/^[\w-]{22}$/);

    // The same bytes again for the same workspace: the same URL, no second copy.
    expect((await upload(cookie, png)).json<MediaUpload>().url).toBe(stored.url);
  });

  it('makes 480 and 960 px WebP variants of a 1200 px picture, and serves the original for wider asks', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const { url } = (await upload(cookie, await picture(1200, 600))).json<MediaUpload>();
    for (const [ask, width] of [
      [480, 480],
      [400, 480],
      [960, 960],
    ] as const) {
      const response = await get(`${url}?w=${ask}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width / 2]);
    }
    const wide = await get(`${url}?w=1920`);
    expect(wide.headers['content-type']).toBe('image/png');
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(1200);
  });

  it('refuses what is not a picture, an empty body, a file over 2 MB and one over the pixel budget', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const text = await upload(cookie, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect([text.statusCode, text.json().error]).toEqual([415, 'Choose a PNG, JPEG, WebP or GIF image']);
    const empty = await upload(cookie, Buffer.alloc(0));
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'Choose an image to upload']);
    const big = await upload(cookie, Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect([big.statusCode, big.json().error]).toEqual([413, 'Images must be at most 2 MB']);
    const huge = await sharp({
      create: { width: 10_001, height: 10, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const wide = await upload(cookie, huge);
    expect([wide.statusCode, wide.json().error]).toEqual([
      400,
      'Images can be at most 40 megapixels and 10,000 pixels on a side',
    ]);
  });

  it('takes MEDIA_RATE_LIMIT_MAX uploads a minute from one address, then answers 429', async () => {
    const limited = await createAuthApp({ API_URL: 'http://api.kuza.test', MEDIA_RATE_LIMIT_MAX: '2' });
    try {
      const { cookie } = await verifiedAccount(limited);
      const send = async () =>
        (
          await limited.app.inject({
            method: 'POST',
            url: '/media',
            payload: await picture(10, 10),
            headers: { 'content-type': 'image/png', origin: TEST_WEB_ORIGIN, cookie },
          })
        ).statusCode;
      expect([await send(), await send(), await send()]).toEqual([201, 201, 429]);
    } finally {
      await limited.stop();
    }
  });

  it('needs a session', async () => {
    const response = await upload(undefined, await picture(10, 10));
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /media/:id', () => {
  it('serves the bytes with an ETag and a year of immutable cache, and 304 for a known ETag', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const jpeg = await picture(300, 200, 'jpeg');
    const { url } = (await upload(cookie, jpeg, 'image/jpeg')).json<MediaUpload>();

    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.rawPayload.equals(jpeg)).toBe(true);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 to ids nobody was given: guessed, malformed, or a variant asked for directly', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const { id } = (await upload(cookie, await picture(800, 400))).json<MediaUpload>();
    for (const path of [
      `/media/${'A'.repeat(22)}`,
      `/media/${id.slice(0, 21)}B`,
      '/media/..%2Favatars',
      `/media/${id}~480`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      expect([path, response.statusCode, response.json().error]).toEqual([path, 404, 'Image not found']);
    }
  });
});
