import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * DejaVu from the dejavu-fonts-ttf package, found through module resolution so any working
 * directory works. DejaVu covers Latin accents (é è ç ô), '₦' and '₵', Greek and Cyrillic; the
 * PDF standard fonts stop at Latin-1. pdfkit embeds only the glyphs used.
 */
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export type PdfFontFamily = 'sans' | 'serif' | 'mono';

const FILES: Record<PdfFontFamily, { regular: string; bold: string; italic: string }> = {
  sans: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf' },
  serif: { regular: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf', italic: 'DejaVuSerif-Italic.ttf' },
  mono: { regular: 'DejaVuSansMono.ttf', bold: 'DejaVuSansMono-Bold.ttf', italic: 'DejaVuSansMono-Oblique.ttf' },
};

/** The path of one DejaVu face (the fallback for characters a theme font lacks). */
export const dejaVuPath = (family: PdfFontFamily, face: 'regular' | 'bold' | 'italic'): string =>
  path.join(FONT_DIR, FILES[family][face]);

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

/** DejaVu's file of one face, e.g. for a theme font's missing characters. */
export function dejaVuFile(family: PdfFontFamily, face: 'regular' | 'bold' | 'italic'): Buffer {
  return fontFile(FILES[family][face]);
}

/**
 * The names exporters use with doc.font(): regular, bold and italic faces of one family, and the
 * heading face (a deck theme's heading font; the bold face where there is no theme).
 */
export const PDF_FONT = {
  regular: 'kuza-regular',
  bold: 'kuza-bold',
  italic: 'kuza-italic',
  heading: 'kuza-heading',
} as const;

interface FontRegistry {
  registerFont(name: string, src: Buffer): unknown;
}

export function registerPdfFonts(doc: FontRegistry, family: PdfFontFamily): void {
  doc.registerFont(PDF_FONT.regular, fontFile(FILES[family].regular));
  doc.registerFont(PDF_FONT.bold, fontFile(FILES[family].bold));
  doc.registerFont(PDF_FONT.italic, fontFile(FILES[family].italic));
  doc.registerFont(PDF_FONT.heading, fontFile(FILES[family].bold));
}
