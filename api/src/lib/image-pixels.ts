import { imageSize } from 'image-size';
import { DECODED_IMAGE_PIXELS_MESSAGE, IMAGE_PIXELS_MESSAGE, withinPixelBudget } from '@kuza/contracts';
import { HttpError } from './http-error';

/**
 * The pixel size an image declares in its header, read without decoding it (image-size: PNG, JPEG,
 * GIF, WebP and more); null when the header cannot be read.
 */
export function pixelSize(data: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(data);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** A PNG with an alpha channel (colour types 4 and 6) or interlaced: exporters must decode it. */
export function needsDecoding(data: Buffer): boolean {
  const png = data.length > 28 && data.readUInt32BE(0) === 0x89504e47 && data.toString('ascii', 12, 16) === 'IHDR';
  return png && (data[25] === 4 || data[25] === 6 || data[28] === 1);
}

/** Refuses (400) a picture over the pixel budget: a small file can declare a huge image. */
export function assertPixelBudget(data: Buffer): void {
  const size = pixelSize(data);
  if (!size || withinPixelBudget(size)) {
    if (size && needsDecoding(data) && !withinPixelBudget({ ...size, decoded: true }))
      throw new HttpError(400, DECODED_IMAGE_PIXELS_MESSAGE);
    return;
  }
  throw new HttpError(400, IMAGE_PIXELS_MESSAGE);
}

/** The same for every uploaded picture (data: URL) among image sources; links are checked when fetched. */
export function assertPixelBudgetOfSources(sources: ReadonlyArray<string | undefined>): void {
  for (const src of sources) {
    const match = src && /^data:[^,]*;base64,/i.exec(src);
    if (match) assertPixelBudget(Buffer.from(src.slice(match[0].length), 'base64'));
  }
}
