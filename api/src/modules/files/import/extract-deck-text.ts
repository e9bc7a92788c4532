import { MAX_DECK_UPLOAD_BYTES, MAX_EXTRACTED_TEXT_CHARS, MAX_IMPORT_SLIDES } from '../limits';
import { ImportError } from './import-error';
import type { ImportedSlide } from './imported-slide';
import { deckPagesSlides } from './pdf-lines';
import { extractPdfPageLines } from './pdf-text';
import { extractPptxSlides } from './pptx-text';
import type { SniffedFileType } from './sniff-file-type';

export type { ImportedSlide, ImportedTable } from './imported-slide';

export interface ImportedDeck {
  /** One entry per slide (or PDF page), in order, blank ones included so numbers match the source. */
  slides: ImportedSlide[];
  /** Set when text beyond MAX_EXTRACTED_TEXT_CHARS was dropped. */
  truncated?: boolean;
}

/** Keeps slides whole until the character budget runs out, then stops. */
function capText(slides: ImportedSlide[]): ImportedDeck {
  let budget = MAX_EXTRACTED_TEXT_CHARS;
  const kept: ImportedSlide[] = [];
  for (const slide of slides) {
    const size =
      slide.title.length +
      (slide.subtitle?.length ?? 0) +
      slide.body.join('').length +
      (slide.table?.rows.flat().join('').length ?? 0) +
      (slide.notes?.length ?? 0);
    if (size > budget) return { slides: kept, truncated: true };
    budget -= size;
    kept.push(slide);
  }
  return { slides: kept };
}

/**
 * The text of a deck, slide by slide: a .pptx through its XML (titles, subtitles, bullets, tables,
 * groups, notes), a PDF page by page (first line as the title, lines whose cells line up in
 * columns as a table, a footer on every page left out). Every failure is an ImportError with a
 * message for the user; a file without any text is one too.
 */
export async function extractDeckText(buf: Buffer, type: SniffedFileType): Promise<ImportedDeck> {
  try {
    return await extract(buf, type);
  } catch (error) {
    // Whatever a library throws on a malformed file, the caller gets a message for the user.
    throw error instanceof ImportError ? error : new ImportError('unreadable');
  }
}

async function extract(buf: Buffer, type: SniffedFileType): Promise<ImportedDeck> {
  if (buf.length > MAX_DECK_UPLOAD_BYTES) throw new ImportError('too-large');
  let slides: ImportedSlide[];
  if (type === 'pptx') {
    slides = await extractPptxSlides(buf);
  } else if (type === 'pdf') {
    slides = deckPagesSlides(await extractPdfPageLines(buf, MAX_IMPORT_SLIDES));
  } else {
    throw new ImportError('unsupported', 'Upload a deck as .pptx or .pdf.');
  }
  if (!slides.some((s) => s.title || s.subtitle || s.body.length || s.table || s.notes))
    throw new ImportError('no-text');
  return capText(slides);
}
