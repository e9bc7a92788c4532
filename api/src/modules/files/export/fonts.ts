import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FaceKey, FontFamilyKey } from '@kuza/contracts';

/**
 * DejaVu from the dejavu-fonts-ttf package, found through module resolution so any working
 * directory works. DejaVu covers Latin accents (é è ç ô), '₦' and '₵', Greek and Cyrillic; the
 * PDF standard fonts stop at Latin-1. pdfkit embeds only the glyphs used.
 */
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export type PdfFontFamily = FontFamilyKey;

const FILES: Record<FontFamilyKey, { regular: string; bold: string; italic: string }> = {
  sans: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf' },
  serif: { regular: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf', italic: 'DejaVuSerif-Italic.ttf' },
  mono: { regular: 'DejaVuSansMono.ttf', bold: 'DejaVuSansMono-Bold.ttf', italic: 'DejaVuSansMono-Oblique.ttf' },
};

/** The files of the faces the layout engine measures (api/scripts/font-metrics.ts reads them). */
export const FACE_FILES: Record<FaceKey, string> = {
  sans: FILES.sans.regular,
  'sans-bold': FILES.sans.bold,
  serif: FILES.serif.regular,
  'serif-bold': FILES.serif.bold,
  mono: FILES.mono.regular,
  'mono-bold': FILES.mono.bold,
};

export const fontPath = (file: string): string => path.join(FONT_DIR, file);

// Read once per process: each export would otherwise read ~700 KB per face from disk.
const cache = new Map<string, Buffer>();
function fontFile(name: string): Buffer {
  let data = cache.get(name);
  if (!data) {
    data = readFileSync(path.join(FONT_DIR, name));
    cache.set(name, data);
  }
  return data;
}

/** The names exporters use with doc.font(): regular, bold and italic faces of one family. */
export const PDF_FONT = { regular: 'kuza-regular', bold: 'kuza-bold', italic: 'kuza-italic' } as const;

interface FontRegistry {
  registerFont(name: string, src: Buffer): unknown;
}

export function registerPdfFonts(doc: FontRegistry, family: PdfFontFamily): void {
  doc.registerFont(PDF_FONT.regular, fontFile(FILES[family].regular));
  doc.registerFont(PDF_FONT.bold, fontFile(FILES[family].bold));
  doc.registerFont(PDF_FONT.italic, fontFile(FILES[family].italic));
}
