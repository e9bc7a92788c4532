import { defineMessages } from '@kuza/i18n';
import { number, object, string, type InferType } from 'yup';

/**
 * Uploaded pictures (slide images, team photos, resume photos, avatars) live once in the API's
 * media store and are referenced by URL (`<API_URL>/media/<id>`). The id is random (128 bits): the
 * URL is the capability, like a share link, so it is never guessable.
 */
export const MEDIA_PATH = '/media';
/** Widths (px) of the WebP variants made on upload: `<url>?w=480` etc. Wider pictures only. */
export const MEDIA_WIDTHS = [480, 960, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** The largest picture one upload may be: slide images were 2 MB before the store. */
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
export const MEDIA_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const MEDIA_MESSAGES = defineMessages({
  tooLarge: { id: 'media.tooLarge', defaultMessage: 'Images must be at most 2 MB' },
  type: { id: 'media.type', defaultMessage: 'Choose a PNG, JPEG, WebP or GIF image' },
  empty: { id: 'media.empty', defaultMessage: 'Choose an image to upload' },
  notFound: { id: 'media.notFound', defaultMessage: 'Image not found' },
  unreadable: { id: 'media.unreadable', defaultMessage: 'This image could not be read; save it again as PNG or JPEG' },
});

/** POST /media: where the stored picture is and how large it is. */
export const mediaUploadSchema = object({
  id: string().defined(),
  url: string().defined(),
  contentType: string().defined(),
  width: number().integer().defined(),
  height: number().integer().defined(),
  bytes: number().integer().defined(),
});
export type MediaUpload = InferType<typeof mediaUploadSchema>;

const MEDIA_URL = /\/media\/([A-Za-z0-9_-]{22})(?:\?w=\d+)?$/;

/** The store id of a media URL (absolute or a path), or null for any other source. */
export function mediaIdOf(src: string | undefined): string | null {
  if (!src) return null;
  const match = MEDIA_URL.exec(src);
  return match ? match[1]! : null;
}

/** The URL of a stored picture's variant at `width`, for an <img srcset> or a small screen. */
export function mediaVariantUrl(src: string, width: MediaWidth): string {
  return mediaIdOf(src) ? `${src.replace(/\?w=\d+$/, '')}?w=${width}` : src;
}

/**
 * An <img srcset> for a stored picture: its WebP variants by width, so a thumbnail or a phone
 * loads 480 px rather than the original; undefined for links and data: URLs.
 */
export function mediaSrcSet(src: string): string | undefined {
  return mediaIdOf(src)
    ? MEDIA_WIDTHS.map((width) => `${mediaVariantUrl(src, width)} ${width}w`).join(', ')
    : undefined;
}
