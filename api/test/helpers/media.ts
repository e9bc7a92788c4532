import sharp from 'sharp';

/** A real picture of the given size: a pattern, so it does not compress to almost nothing. */
export async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7) % 251;
  return sharp(raw, { raw: { width, height, channels } }).toFormat(format).toBuffer();
}

/** The photo the browser tests upload, so the bench saves the same bytes. */
export { noisePhoto as photo } from '../../../e2e/support/photos';

export const dataUrlOf = (data: Buffer, type = 'image/png') => `data:${type};base64,${data.toString('base64')}`;

/** The path and query of a URL the API answered, for `inject`. */
export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://api.kuza.test');
  return parsed.pathname + parsed.search;
}
