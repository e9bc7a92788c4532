import { FONT_METRICS } from './font-metrics.generated';
import { themeOf, type ThemeFontId, type ThemeId } from './themes';

/** Line height, as a multiple of the font size. */
export const LINE_HEIGHT = 1.25;

/** A face the layout engine measures: a theme font, regular or bold (font-metrics.generated.ts). */
export type FaceKey = ThemeFontId | `${ThemeFontId}-bold`;

/**
 * What a text block is measured and drawn with: the deck's theme, in bold (titles, figures, table
 * headers, names: the theme's heading font, bold) or not (the body font). The one place that maps
 * a theme to the faces the editor, preview, share view and both exports draw.
 */
export interface TextMetrics {
  font: ThemeId;
  bold?: boolean;
}

export const faceOf = ({ font, bold }: TextMetrics): FaceKey => {
  const theme = themeOf(font);
  return bold ? `${theme.headingFont}-bold` : theme.bodyFont;
};

interface FaceTable {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  widths: Readonly<Record<string, readonly number[]>>;
}

const FACES = FONT_METRICS as unknown as Record<FaceKey, FaceTable>;
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

/** Width in inches of `text` on one line at `size` pt, with the theme's real font metrics. */
export function textWidth(text: string, size: number, metrics: TextMetrics): number {
  const face = faceOf(metrics);
  let ems = 0;
  for (const char of text) ems += advance(face, char.codePointAt(0) ?? 32);
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
