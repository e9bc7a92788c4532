import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import {
  FONT_SUBSETS,
  fontFile,
  themeFonts,
  type DeckThemeDefinition,
  type FontFace,
  type ThemeFont,
} from '@kuza/contracts';
import { PDF_FONT, dejaVuPath } from './fonts';

/**
 * A deck theme's fonts in the PDF. @fontsource ships each face split by Unicode range (latin,
 * latin-ext, vietnamese); each file is registered under its own name and embedded (subset) only
 * when used. A piece of text is drawn in the first file that has all its characters, character by
 * character, and DejaVu draws what none of them has, so '₦', '₵' or 'ẹ' never become boxes.
 */

interface Face {
  name: string;
  data: Buffer;
  has: (codePoint: number) => boolean;
}

const faces = new Map<string, Face[]>();

function open(fontkit: typeof Fontkit, name: string, data: Buffer): Face {
  const font = fontkit.create(data);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${name} is a font collection, not one font`);
  // A few @fontsource subset files map a character to a glyph whose outline was cut away (a
  // composite of glyphs in another subset): measuring it throws, so it counts as missing.
  const usable = new Map<number, boolean>();
  const has = (codePoint: number): boolean => {
    let ok: boolean | undefined = usable.get(codePoint);
    if (ok === undefined) {
      try {
        ok = font.hasGlyphForCodePoint(codePoint) && Number.isFinite(font.glyphForCodePoint(codePoint).advanceWidth);
      } catch {
        ok = false;
      }
      usable.set(codePoint, ok);
    }
    return ok;
  };
  return { name, data, has };
}

/**
 * The files of one face, in the order a character is looked for: the @fontsource subsets, then
 * DejaVu (the PDF draws with them, scripts/font-metrics.ts measures them).
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
    list = faceFiles(font, face).map((file) => open(fontkit, `${key}-${path.basename(file)}`, readFileSync(file)));
    faces.set(key, list);
  }
  return list;
}

interface TextDoc {
  registerFont(name: string, src: Buffer): unknown;
  font(name: string): unknown;
  text(...args: unknown[]): unknown;
}

/** Pieces of `text`, each with the first face that has its characters (DejaVu, the last, takes the rest). */
export function glyphRuns(list: Face[], text: string): Array<{ face: Face; text: string }> {
  const runs: Array<{ face: Face; text: string }> = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    // A space stays in the run it is in where that face draws it, so runs are whole words.
    const face =
      last && /\s/.test(char) && (char === '\n' || last.face.has(code))
        ? last.face
        : (list.find((f) => f.has(code)) ?? list[list.length - 1]);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/**
 * Registers the theme's faces under the PDF_FONT names (headings and bold text in the heading
 * font, the rest in the body font) and makes `doc.text` draw each character with a face that has it.
 */
export async function useThemeFonts(doc: TextDoc, theme: DeckThemeDefinition): Promise<void> {
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
  for (const list of byName.values()) for (const face of list) doc.registerFont(face.name, face.data);
  let current = byName.get(PDF_FONT.regular)!;
  const setFont = doc.font.bind(doc);
  const drawText = doc.text.bind(doc);
  doc.font = (name: string) => {
    const list = byName.get(name);
    if (list) current = list;
    return setFont(list ? list[0].name : name);
  };
  doc.text = (text: unknown, ...rest: unknown[]) => {
    const runs = typeof text === 'string' ? glyphRuns(current, text) : [];
    if (runs.length < 2) {
      if (runs.length === 1) setFont(runs[0].face.name);
      const result = drawText(text, ...rest);
      setFont(current[0].name);
      return result;
    }
    // pdfkit wraps one paragraph across font changes when the pieces are 'continued'.
    const options = (rest.length && typeof rest[rest.length - 1] === 'object' ? rest[rest.length - 1] : {}) as object;
    const position = rest.length >= 2 && typeof rest[0] === 'number' ? rest.slice(0, 2) : [];
    runs.forEach((run, i) => {
      setFont(run.face.name);
      const piece = { ...options, continued: i < runs.length - 1 };
      if (i === 0) drawText(run.text, ...position, piece);
      else drawText(run.text, piece);
    });
    setFont(current[0].name);
    return doc;
  };
}
