import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { string } from 'yup';
import { rule } from '../validation';

/** What a refused picture is told, in the reader's language. */
export const IMAGE_MESSAGES = defineMessages({
  source: {
    id: 'image.source',
    defaultMessage: 'Images must be an http(s) link or an uploaded PNG, JPEG, WebP or GIF picture',
  },
  pixels: { id: 'image.pixels', defaultMessage: 'Images can be at most 40 megapixels and 10,000 pixels on a side' },
  decodedPixels: {
    id: 'image.decodedPixels',
    defaultMessage:
      'PNG pictures with transparency can be at most 6 megapixels (3,000 × 2,000); save it as JPEG or without transparency',
  },
  teamPhotoMax: { id: 'image.teamPhotoMax', defaultMessage: 'Team photos must be at most 1 MB' },
  profileImageMax: { id: 'image.profileImageMax', defaultMessage: 'Profile images must be at most 1 MB' },
});

/**
 * Where a stored image may come from: a link on the web (http or https) or an uploaded picture as
 * a data: URL of a raster type. Anything else (javascript:, file:, other data: types such as SVG,
 * which can carry script) is refused wherever an image is saved: slide pictures, team photos,
 * resume photos.
 */
/**
 * The largest picture Kuza takes: 40 megapixels, 10,000 pixels a side. The largest photos of
 * current phones (a 48 MP sensor saves 12 MP by default; 50 MP modes, 8,160 × 6,120) fit within the
 * pixels or are downscaled by the phone's share sheet; a bigger picture is far beyond what a slide
 * or a resume photo can show, and decoding it would hold the server for seconds.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 10_000;

/**
 * A PNG with transparency (or interlaced) cannot go into a PDF as it is: it is decoded, at about
 * 0.12 s a megapixel on a small server. 6 megapixels keeps an export under a second (a 4K
 * screenshot is 8.3); JPEGs and opaque PNGs are embedded as they are, up to the full budget.
 */
export const MAX_DECODED_IMAGE_PIXELS = 6_000_000;

export const withinPixelBudget = ({
  width,
  height,
  decoded = false,
}: {
  width: number;
  height: number;
  /** Whether the picture has to be decoded to be exported (a PNG with transparency). */
  decoded?: boolean;
}): boolean =>
  width <= MAX_IMAGE_SIDE &&
  height <= MAX_IMAGE_SIDE &&
  width * height <= (decoded ? MAX_DECODED_IMAGE_PIXELS : MAX_IMAGE_PIXELS);

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
export const imageSource = (max: number, tooLarge: MessageDescriptor) =>
  string()
    .strict()
    .max(max, rule(tooLarge))
    .test('image-source', rule(IMAGE_MESSAGES.source), (value) => !value || isImageSource(value));
