import sharp from 'sharp';

/**
 * A photo of about 1 MB (1400 × 1000 JPEG of noise, which compresses as little as a real photo),
 * the same bytes for the same seed. Browser tests upload it; API tests import it from here too.
 */
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
