import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { MediaUpload } from '@kuza/contracts';
import { e2eOrigin } from './env';

/**
 * A JPEG photo of about 1 MB at the default size: noise does not compress, as a real photo barely
 * does. Each seed draws another picture, so no two uploads are the same file.
 */
export async function noisePhoto(seed: number, width = 1400, height = 1000): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < raw.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = state >> 16;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Uploads a JPEG to the media store as the editor does (the request context holds a session); returns its URL. */
export async function uploadPhoto(request: APIRequestContext, data: Buffer): Promise<string> {
  const stored = await request.post(`${e2eOrigin('api')}/media`, { data, headers: { 'content-type': 'image/jpeg' } });
  expect(stored.status(), await stored.text()).toBe(201);
  return ((await stored.json()) as MediaUpload).url;
}
