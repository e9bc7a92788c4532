import { createHash } from 'node:crypto';
import { mediaIdOf, type Slide } from '@kuza/contracts';
import type { DocumentKind } from '../documents/share-views';

/**
 * A stored picture's name under one link: the store id cannot be read back from it, and it names
 * nothing under another link. The link's pictures are served under it only while the link is live,
 * so revoking a link cuts its visitors off its document's pictures too.
 */
export function pictureAlias(token: string, mediaId: string): string {
  return createHash('sha256').update(`${token}:${mediaId}`).digest('base64url').slice(0, 22);
}

/** The store ids of the pictures a deck's slides show (slide pictures and team photos). */
export function pictureIdsOf(slides: readonly Slide[]): string[] {
  return slides.flatMap((slide) =>
    [slide.media?.src, ...(slide.team ?? []).map((card) => card.imageUrl)]
      .map(mediaIdOf)
      .filter((id): id is string => !!id),
  );
}

/** The store id of the picture `alias` names under the link, if the document shows it. */
export function pictureOfAlias(ids: readonly string[], token: string, alias: string): string | undefined {
  return ids.find((id) => pictureAlias(token, id) === alias);
}

/**
 * How a link's visitors address a picture: a stored one through the link under its alias, which
 * hides its real address; any other source as it is.
 */
export function pictureRenamer(apiUrl: string, kind: DocumentKind, token: string): (src: string) => string {
  const base = `${apiUrl.replace(/\/+$/, '')}/share/${kind}/${token}/media/`;
  return (src) => {
    const id = mediaIdOf(src);
    return id ? `${base}${pictureAlias(token, id)}` : src;
  };
}

/** A deck's slides as a link's visitors get them: every stored picture addressed through the link. */
export function slidesThroughLink(slides: readonly Slide[], rename: (src: string) => string): Slide[] {
  return slides.map((slide) => {
    const renamed = { ...slide };
    if (slide.media) renamed.media = { ...slide.media, src: rename(slide.media.src) };
    if (slide.team) {
      renamed.team = slide.team.map((card) => (card.imageUrl ? { ...card, imageUrl: rename(card.imageUrl) } : card));
    }
    return renamed as Slide;
  });
}
