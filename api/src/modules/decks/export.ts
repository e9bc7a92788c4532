import type { Deck } from '@kuza/contracts';
import { remoteImageResolver } from '../files/export/images';
import type { MediaStore } from '../media/store';

const TYPES = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
} as const;

/**
 * A deck as a file: stored pictures are read from the media store, links fetched; an image that
 * cannot be had becomes a captioned placeholder.
 */
export async function exportDeck(
  deck: Deck,
  format: 'pptx' | 'pdf',
  options: { notes: boolean; allowHosts: readonly string[]; media: Pick<MediaStore, 'resolver'> },
) {
  const resolveImage = options.media.resolver(remoteImageResolver(options.allowHosts));
  // The exporters and their libraries load with the first export, not with the API.
  let body: Buffer;
  if (format === 'pptx') {
    const { deckToPptx } = await import('../files/export/deck-to-pptx');
    body = await deckToPptx(deck, { resolveImage });
  } else {
    const { deckToPdf } = await import('../files/export/deck-to-pdf');
    body = await deckToPdf(deck, { resolveImage, notesPages: options.notes });
  }
  return { body, contentType: TYPES[format] };
}
