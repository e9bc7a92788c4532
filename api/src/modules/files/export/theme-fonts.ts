import { readFileSync, existsSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import {
  FONT_SUBSETS,
  FONT_WEIGHTS,
  fontFile,
  themeFonts,
  type DeckThemeDefinition,
  type FontFace,
  type ThemeFont,
} from '@kuza/contracts';
import { PDF_FONT, dejaVuPath, type PdfFontFamily } from './fonts';
import { useFaces, type Face } from './pdf-paragraphs';
import { ARABIC_FONT } from './right-to-left';

/**
 * A deck theme's fonts in the PDF. @fontsource ships each face split by Unicode range (latin,
 * latin-ext, vietnamese); each file is registered under its own name and embedded (subset) only
 * when used. A piece of text is drawn in the first file that has all its characters, character by
 * character: the theme's, then ARABIC_FONT (IBM Plex Sans Arabic) for Arabic, and DejaVu draws what none of them
 * has, so '₦', '₵' or 'ẹ' never become boxes.
 */

const faces = new Map<string, Face[]>();

/** Characters of the Arabic script: the only ones the Arabic font is asked for (its spaces and Latin are not the theme's). */
export const isArabicScript = (code: number): boolean =>
  (code >= 0x600 && code <= 0x6ff) ||
  (code >= 0x750 && code <= 0x77f) ||
  (code >= 0x8a0 && code <= 0x8ff) ||
  (code >= 0xfb50 && code <= 0xfdff) ||
  (code >= 0xfe70 && code <= 0xfeff);

function open(fontkit: typeof Fontkit, name: string, data: Buffer, only?: (code: number) => boolean): Face {
  const font = fontkit.create(data);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${name} is a font collection, not one font`);
  // A few @fontsource subset files map a character to a glyph whose outline was cut away (a
  // composite of glyphs in another subset): measuring it throws, so it counts as missing.
  const usable = new Map<number, boolean>();
  const has = (codePoint: number): boolean => {
    let ok: boolean | undefined = usable.get(codePoint);
    if (ok === undefined) {
      if (only && !only(codePoint)) {
        usable.set(codePoint, false);
        return false;
      }
      try {
        ok = font.hasGlyphForCodePoint(codePoint) && Number.isFinite(font.glyphForCodePoint(codePoint).advanceWidth);
      } catch {
        ok = false;
      }
      usable.set(codePoint, ok);
    }
    return ok;
  };
  return { name, font, has };
}

/**
 * A WOFF file as the TrueType font it wraps, inflated once per process by Node's zlib. fontkit would
 * inflate a WOFF's tables again in every PDF (pdfkit opens each font per document), in JavaScript
 * (tiny-inflate, most of the fonts' CPU time in a profile of the export tests). Any other file is
 * kept as it is.
 */
function sfntOf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(head, record);
    head.writeUInt32BE(table.checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const arabicFonts = new Map<string, Buffer>();
/** The Arabic font's face, as TrueType, read once per process. */
function arabicData(face: FontFace): Buffer {
  const file = arabicFile(face);
  let data = arabicFonts.get(file);
  if (!data) {
    data = sfntOf(readFileSync(file));
    arabicFonts.set(file, data);
  }
  return data;
}

/** The Arabic font's file of one face (its Arabic subset: letters, Arabic punctuation and digits). */
export function arabicFile(face: FontFace): string {
  const dir = path.dirname(require.resolve(`${ARABIC_FONT.package}/package.json`));
  const weight = face === 'bold' ? FONT_WEIGHTS.bold : FONT_WEIGHTS.regular;
  return path.join(dir, 'files', `ibm-plex-sans-arabic-arabic-${weight}-normal.woff`);
}

/**
 * The files of one face, in the order a character is looked for: the @fontsource subsets, then
 * DejaVu (the PDF draws with them, scripts/font-metrics.ts measures them). Arabic is looked for in
 * the Arabic font before DejaVu (facesIn; scripts/arabic-metrics.ts measures it).
 */
export function faceFiles(font: ThemeFont, face: FontFace): string[] {
  const dir = path.dirname(require.resolve(`${font.package}/package.json`));
  const subsets = FONT_SUBSETS.map((subset) => path.join(dir, fontFile(font, face, subset))).filter((f) =>
    existsSync(f),
  );
  return [...subsets, dejaVuPath(font.generic === 'serif' ? 'serif' : 'sans', face)];
}

/** The faces of one face, read once per process. */
function facesIn(fontkit: typeof Fontkit, font: ThemeFont, face: FontFace): Face[] {
  const key = `${font.stem}-${face}`;
  let list = faces.get(key);
  if (!list) {
    const files = faceFiles(font, face);
    const load = (file: string) => open(fontkit, `${key}-${path.basename(file)}`, sfntOf(readFileSync(file)));
    list = [
      ...files.slice(0, -1).map(load),
      open(fontkit, `${key}-arabic`, arabicData(face), isArabicScript),
      load(files[files.length - 1]),
    ];
    faces.set(key, list);
  }
  return list;
}

/**
 * Registers the theme's faces under the PDF_FONT names (headings and bold text in the heading
 * font, the rest in the body font) and makes `doc.text` draw each character with a face that has
 * it, lines holding right-to-left text in visual order (pdf-lines.ts).
 */
export async function useThemeFonts(doc: PDFKit.PDFDocument, theme: DeckThemeDefinition, rtl: boolean): Promise<void> {
  // fontkit loads with the first PDF, not with the routes.
  const fontkit = await import('fontkit');
  const facesOf = facesIn.bind(null, fontkit);
  const { heading, body } = themeFonts(theme);
  const byName = new Map<string, Face[]>([
    [PDF_FONT.heading, facesOf(heading, 'bold')],
    [PDF_FONT.regular, facesOf(body, 'regular')],
    // Bold text is measured in the heading font (TextMetrics in contracts), so it is drawn in it.
    [PDF_FONT.bold, facesOf(heading, 'bold')],
    [PDF_FONT.italic, facesOf(body, 'italic')],
  ]);
  useFaces(doc, byName, rtl);
}

/** The faces of a document without a theme (resumes): the Arabic font for Arabic, DejaVu for the rest. */
export async function useDocumentFonts(doc: PDFKit.PDFDocument, family: PdfFontFamily, rtl: boolean): Promise<void> {
  const fontkit = await import('fontkit');
  const list = (face: FontFace): Face[] => {
    const key = `document-${family}-${face}`;
    let found = faces.get(key);
    if (!found) {
      // DejaVu first: its metrics set the lines (line height, heightOfString), as before Arabic was drawn.
      const notArabic = (code: number) => !isArabicScript(code);
      found = [
        open(fontkit, `${key}-dejavu`, readFileSync(dejaVuPath(family, face)), notArabic),
        open(fontkit, `${key}-arabic`, arabicData(face), isArabicScript),
      ];
      faces.set(key, found);
    }
    return found;
  };
  const byName = new Map<string, Face[]>([
    [PDF_FONT.heading, list('bold')],
    [PDF_FONT.regular, list('regular')],
    [PDF_FONT.bold, list('bold')],
    [PDF_FONT.italic, list('italic')],
  ]);
  useFaces(doc, byName, rtl);
}
