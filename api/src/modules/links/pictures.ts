import { createHash } from 'node:crypto';
import { mediaIdOf, type SharedDeck, type Slide } from '@kuza/contracts';

/**
 * A stored picture's name under one link: the store id cannot be read back from it, and it names
 * nothing under another link. The link's pictures are served under it only while the link is live,
 * so revoking a link cuts its visitors off its deck's pictures too.
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

/** The store id of the picture `alias` names under the link, if the deck shows it. */
export function pictureOfAlias(slides: readonly Slide[], token: string, alias: string): string | undefined {
  return pictureIdsOf(slides).find((id) => pictureAlias(token, id) === alias);
}

/** The shared deck as a link's visitors get it: every stored picture addressed through the link. */
export function throughLink(deck: SharedDeck, apiUrl: string, token: string): SharedDeck {
  const rename = (src: string) => {
    const id = mediaIdOf(src);
    return id ? `${apiUrl.replace(/\/+$/, '')}/share/deck/${token}/media/${pictureAlias(token, id)}` : src;
  };
  return {
    ...deck,
    slides: deck.slides.map((slide) => {
      const renamed = { ...slide };
      if (slide.media) renamed.media = { ...slide.media, src: rename(slide.media.src) };
      if (slide.team) {
        renamed.team = slide.team.map((card) => (card.imageUrl ? { ...card, imageUrl: rename(card.imageUrl) } : card));
      }
      return renamed as Slide;
    }),
  };
}
