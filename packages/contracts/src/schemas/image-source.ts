import { string } from 'yup';

/**
 * Where a stored image may come from: a link on the web (http or https) or an uploaded picture as
 * a data: URL of a raster type. Anything else (javascript:, file:, other data: types such as SVG,
 * which can carry script) is refused wherever an image is saved: slide pictures, team photos,
 * resume photos.
 */
export const IMAGE_SOURCE_MESSAGE = 'Images must be an http(s) link or an uploaded PNG, JPEG, WebP or GIF picture';

const UPLOADED_IMAGE = /^data:image\/(png|jpeg|webp|gif)(;[\w=.+-]+)*(;base64)?,/i;

export function isImageSource(value: string): boolean {
  if (UPLOADED_IMAGE.test(value)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A text field holding an image source; the empty string (no image) passes unless required. */
export const imageSource = (max: number, tooLarge: string) =>
  string()
    .strict()
    .max(max, tooLarge)
    .test('image-source', IMAGE_SOURCE_MESSAGE, (value) => !value || isImageSource(value));
