import sharp from 'sharp';

/** A real picture of the given size: a pattern, so it does not compress to almost nothing. */
export async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7) % 251;
  return sharp(raw, { raw: { width, height, channels } }).toFormat(format).toBuffer();
}

/** A photo of about 1 MB (1400 × 1000 JPEG of noise, which compresses as little as a real photo). */
export async function photo(seed: number): Promise<Buffer> {
  const width = 1400;
  const height = 1000;
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

export const dataUrlOf = (data: Buffer, type = 'image/png') => `data:${type};base64,${data.toString('base64')}`;

/** The path and query of a URL the API answered, for `inject`. */
export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://api.kuza.test');
  return parsed.pathname + parsed.search;
}
