import type { Deck } from '@kuza/contracts';
import { deckToPdf } from '../files/export/deck-to-pdf';
import { deckToPptx } from '../files/export/deck-to-pptx';
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
  const body =
    format === 'pptx'
      ? await deckToPptx(deck, { resolveImage })
      : await deckToPdf(deck, { resolveImage, notesPages: options.notes });
  return { body, contentType: TYPES[format] };
}
