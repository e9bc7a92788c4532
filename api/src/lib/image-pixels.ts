import { IMAGE_MESSAGES, withinPixelBudget } from '@kuza/contracts';
import { say } from '@kuza/i18n';
import { HttpError } from './http-error';

type Size = { width: number; height: number };

/**
 * The pixel size an image declares in its header, read without decoding it (image-size: PNG, JPEG,
 * GIF, WebP and more); null when the header cannot be read. For a GIF that is the logical screen
 * only: use `decodedSize` for what a decoder would allocate. image-size loads with the first picture.
 */
export async function pixelSize(data: Buffer): Promise<Size | null> {
  const { imageSize } = await import('image-size');
  try {
    const { width, height } = imageSize(data);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * The size a decoder will allocate for the picture, from sharp's metadata (libvips reads headers
 * only): for a GIF the canvas that holds every frame, which a crafted file declares far larger than
 * its logical screen. The larger of that and the header's size; null when neither can be read.
 */
export async function decodedSize(data: Buffer): Promise<Size | null> {
  const header = await pixelSize(data);
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(data)
    .metadata()
    .catch(() => null);
  const decoder = metadata?.width && metadata.height ? { width: metadata.width, height: metadata.height } : null;
  if (!header || !decoder) return decoder ?? header;
  return { width: Math.max(header.width, decoder.width), height: Math.max(header.height, decoder.height) };
}

/** A PNG with an alpha channel (colour types 4 and 6) or interlaced: exporters must decode it. */
export function needsDecoding(data: Buffer): boolean {
  const png = data.length > 28 && data.readUInt32BE(0) === 0x89504e47 && data.toString('ascii', 12, 16) === 'IHDR';
  return png && (data[25] === 4 || data[25] === 6 || data[28] === 1);
}

/**
 * Refuses (400) a picture over the pixel budget: a small file can declare a huge image, or a huge
 * frame behind a small one. Answers the size the picture is stored with (its header's), or null
 * when it cannot be read.
 */
export async function assertPixelBudget(data: Buffer): Promise<Size | null> {
  const decoded = await decodedSize(data);
  if (decoded && !withinPixelBudget(decoded)) throw new HttpError(400, say(IMAGE_MESSAGES.pixels));
  if (decoded && needsDecoding(data) && !withinPixelBudget({ ...decoded, decoded: true }))
    throw new HttpError(400, say(IMAGE_MESSAGES.decodedPixels));
  return decoded && (await pixelSize(data));
}

/** The same for every uploaded picture (data: URL) among image sources; links are checked when fetched. */
export async function assertPixelBudgetOfSources(sources: ReadonlyArray<string | undefined>): Promise<void> {
  for (const src of sources) {
    const match = src && /^data:[^,]*;base64,/i.exec(src);
    if (match) await assertPixelBudget(Buffer.from(src.slice(match[0].length), 'base64'));
  }
}
