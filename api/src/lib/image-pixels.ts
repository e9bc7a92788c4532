import { imageSize } from 'image-size';
import { IMAGE_PIXELS_MESSAGE, withinPixelBudget } from '@kuza/contracts';
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

/** Refuses (400) a picture over the pixel budget: a small file can declare a huge image. */
export function assertPixelBudget(data: Buffer): void {
  const size = pixelSize(data);
  if (size && !withinPixelBudget(size)) throw new HttpError(400, IMAGE_PIXELS_MESSAGE);
}

/** The same for every uploaded picture (data: URL) among image sources; links are checked when fetched. */
export function assertPixelBudgetOfSources(sources: ReadonlyArray<string | undefined>): void {
  for (const src of sources) {
    const match = src && /^data:[^,]*;base64,/i.exec(src);
    if (match) assertPixelBudget(Buffer.from(src.slice(match[0].length), 'base64'));
  }
}
