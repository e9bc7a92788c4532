import { THEME_FONTS, type ThemeFontId } from './themes';

/** Line height, as a multiple of the font size. */
export const LINE_HEIGHT = 1.25;

/**
 * Average advance of a character, in ems, a little wider than the widest face of each kind the
 * themes use (Merriweather among the serifs, Montserrat among the sans), so the estimate never
 * promises a fit the drawing does not keep.
 */
const GLYPH_EM = {
  'sans-serif': { regular: 0.58, bold: 0.64 },
  serif: { regular: 0.62, bold: 0.68 },
} as const;

export interface TextMetrics {
  font: ThemeFontId;
  bold?: boolean;
}

const emOf = ({ font, bold }: TextMetrics) =>
  GLYPH_EM[(THEME_FONTS[font] ?? THEME_FONTS.inter).generic][bold ? 'bold' : 'regular'];

/** `text` broken into lines of at most `width` inches at `size` pt: at spaces, inside a word only when it is longer than a line. */
export function wrapLines(text: string, width: number, size: number, metrics: TextMetrics): string[] {
  const perLine = Math.max(1, Math.floor((width * 72) / (size * emOf(metrics))));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (let word of paragraph.split(/\s+/).filter(Boolean)) {
      while (word.length > perLine) {
        if (line) lines.push(line);
        lines.push(word.slice(0, perLine));
        word = word.slice(perLine);
        line = '';
      }
      if (!word) continue;
      if (!line) line = word;
      else if (line.length + 1 + word.length <= perLine) line += ` ${word}`;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Height in inches of `text` wrapped at `width` inches. */
export function textHeight(text: string, width: number, size: number, metrics: TextMetrics): number {
  return (wrapLines(text, width, size, metrics).length * size * LINE_HEIGHT) / 72;
}
