import { ARABIC_METRICS } from './font-metrics-arabic.generated';
import { FONT_METRICS } from './font-metrics.generated';
import { themeOf, type ThemeFontId, type ThemeId } from './themes';

/** Line height, as a multiple of the font size. */
export const LINE_HEIGHT = 1.25;

/** A face the layout engine measures: a theme font, regular, bold or italic (font-metrics.generated.ts). */
export type FaceKey = ThemeFontId | `${ThemeFontId}-bold` | `${ThemeFontId}-italic`;

/**
 * What a text block is measured and drawn with: the deck's theme, in bold (titles, figures, table
 * headers, names: the theme's heading font, bold), in italic (a quote: the body font's italic) or
 * neither (the body font). Bold wins over italic, as the PDF draws it. The one place that maps a
 * theme to the faces the editor, preview, share view and both exports draw.
 */
export interface TextMetrics {
  font: ThemeId;
  bold?: boolean;
  italic?: boolean;
}

interface FaceTable {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  widths: Readonly<Record<string, readonly number[]>>;
}

const FACES = FONT_METRICS as unknown as Record<FaceKey, FaceTable>;

export const faceOf = ({ font, bold, italic }: TextMetrics): FaceKey => {
  const theme = themeOf(font);
  if (bold) return `${theme.headingFont}-bold`;
  // A font without italic files is drawn upright in its regular files, so it has no italic table.
  if (italic && `${theme.bodyFont}-italic` in FACES) return `${theme.bodyFont}-italic`;
  return theme.bodyFont;
};

const RANGE_STARTS: Record<FaceKey, number[]> = Object.fromEntries(
  Object.entries(FACES).map(([face, table]) => [face, Object.keys(table.widths).map(Number)]),
) as Record<FaceKey, number[]>;

/** Advance of one character in ems; a character outside the table is measured as a wide 'W'. */
function advance(face: FaceKey, code: number): number {
  const table = FACES[face];
  for (const start of RANGE_STARTS[face]) {
    const row = table.widths[start];
    if (code >= start && code < start + row.length) {
      if (row[code - start] >= 0) return row[code - start] / table.unitsPerEm;
      break;
    }
  }
  return table.widths[32][0x57 - 32] / table.unitsPerEm;
}

interface ArabicTable {
  unitsPerEm: number;
  /** The first character of `joining` and `forms`. */
  first: number;
  /** How each character joins: D on both sides, R only to the letter before it, U not, T a mark passed over. */
  joining: string;
  /** Advances of the isolated, final, initial and medial forms (-1: not in the font). */
  forms: readonly (readonly number[])[];
  /**
   * Letter pairs ('1604,1575': lam, alef) the font draws narrower or wider than their two forms
   * (ligatures, kerning): the difference, with the first letter joined to the one before it or not,
   * and the second to the one after it or not ([no/no, no/yes, yes/no, yes/yes]).
   */
  pairs: Readonly<Record<string, readonly number[]>>;
}
const FORM = { isolated: 0, final: 1, initial: 2, medial: 3 } as const;

/** The Arabic font's table of a face: its bold for bold text. */
const arabicOf = (face: FaceKey): ArabicTable =>
  face.endsWith('-bold') ? ARABIC_METRICS.bold : ARABIC_METRICS.regular;

/** Whether the Arabic font draws `code` (every theme draws Arabic in it, before DejaVu). */
function isArabic(table: ArabicTable, code: number): boolean {
  const row = table.forms[code - table.first];
  return row !== undefined && row[0] >= 0;
}

const joiningOf = (table: ArabicTable, code: number) => table.joining[code - table.first];
const joinsBefore = (table: ArabicTable, code: number | undefined) =>
  code !== undefined && joiningOf(table, code) === 'D';
const joinsAfter = (table: ArabicTable, code: number | undefined) =>
  code !== undefined && (joiningOf(table, code) === 'D' || joiningOf(table, code) === 'R');

/**
 * Width in ems of a run of Arabic characters as the font shapes it: each letter in its joined form
 * (isolated, final, initial or medial, from the letters around it, marks passed over), and each pair
 * of letters the font draws narrower or wider (lam-alef and other ligatures, kerning) by what it
 * changes. The same forms fontkit picks when the PDF is drawn (api/scripts/arabic-metrics.ts); a
 * ligature of three letters or more is measured as its pairs (1,996 of 2,000 random words exact).
 */
function arabicEms(table: ArabicTable, codes: number[]): number {
  const letters = codes.filter((code) => joiningOf(table, code) !== 'T');
  const joined = (i: number) => joinsBefore(table, letters[i]) && joinsAfter(table, letters[i + 1]);
  let units = 0;
  for (let i = 0; i < letters.length; i++) {
    const code = letters[i];
    const joinsPrevious = i > 0 && joined(i - 1);
    const joinsNext = joined(i);
    const pair = i + 1 < letters.length ? table.pairs[`${code},${letters[i + 1]}`] : undefined;
    if (pair) units += pair[(joinsPrevious ? 2 : 0) + (joined(i + 1) ? 1 : 0)];
    const form = joinsPrevious ? (joinsNext ? FORM.medial : FORM.final) : joinsNext ? FORM.initial : FORM.isolated;
    units += table.forms[code - table.first][form];
  }
  return units / table.unitsPerEm;
}

/** Width in inches of `text` on one line at `size` pt, with the theme's real font metrics, Arabic shaped in the Arabic font. */
export function textWidth(text: string, size: number, metrics: TextMetrics): number {
  const face = faceOf(metrics);
  const arabic = arabicOf(face);
  let ems = 0;
  let run: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 32;
    if (isArabic(arabic, code)) {
      run.push(code);
      continue;
    }
    if (run.length) ems += arabicEms(arabic, run);
    run = [];
    ems += advance(face, code);
  }
  if (run.length) ems += arabicEms(arabic, run);
  return (ems * size) / 72;
}

/** Ascent and descent (descent negative) in ems: where a line's glyphs sit inside its line box. */
export function verticalMetrics(metrics: TextMetrics): { ascent: number; descent: number } {
  const table = FACES[faceOf(metrics)];
  return { ascent: table.ascent / table.unitsPerEm, descent: table.descent / table.unitsPerEm };
}

/** Splits a word longer than a line into pieces that each fit `width`. */
function breakWord(word: string, width: number, size: number, metrics: TextMetrics): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidth(piece + char, size, metrics) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * `text` broken into lines of at most `width` inches at `size` pt, measured with the font's
 * advance widths: at spaces, inside a word only when it is longer than a line. Every renderer
 * draws these lines as they are, so a line breaks at the same word everywhere.
 */
export function wrapLines(text: string, width: number, size: number, metrics: TextMetrics): string[] {
  const lines: string[] = [];
  const space = textWidth(' ', size, metrics);
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const w = textWidth(word, size, metrics);
      if (line && used + space + w <= width) {
        line += ` ${word}`;
        used += space + w;
        continue;
      }
      if (line) lines.push(line);
      if (w <= width) {
        line = word;
        used = w;
        continue;
      }
      const pieces = breakWord(word, width, size, metrics);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? '';
      used = textWidth(line, size, metrics);
    }
    lines.push(line);
  }
  return lines;
}

/** Height in inches of `text` wrapped at `width` inches. */
export function textHeight(text: string, width: number, size: number, metrics: TextMetrics): number {
  return (wrapLines(text, width, size, metrics).length * size * LINE_HEIGHT) / 72;
}
