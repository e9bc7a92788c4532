import type { Deck } from '@kuza/contracts';
import { safeFetch } from '../../lib/safe-fetch';
import { deckToPdf } from '../files/export/deck-to-pdf';
import { deckToPptx } from '../files/export/deck-to-pptx';
import { MAX_IMAGE_BYTES } from '../files/export/images';

const TYPES = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
} as const;

/**
 * A deck as a file. Images given as http(s) links are fetched here with the same SSRF guard as URL
 * import; one that cannot be fetched becomes a captioned placeholder rather than failing the export.
 */
export async function exportDeck(
  deck: Deck,
  format: 'pptx' | 'pdf',
  options: { notes: boolean; allowHosts: readonly string[] },
) {
  const resolveImage = async (src: string) => {
    if (!/^https?:\/\//i.test(src)) return null;
    try {
      return (await safeFetch(src, { maxBytes: MAX_IMAGE_BYTES, timeoutMs: 5000, allowHosts: options.allowHosts }))
        .body;
    } catch {
      return null;
    }
  };
  const body =
    format === 'pptx'
      ? await deckToPptx(deck, { resolveImage })
      : await deckToPdf(deck, { resolveImage, notesPages: options.notes });
  return { body, contentType: TYPES[format] };
}
