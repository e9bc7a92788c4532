import type { Font } from 'fontkit';
import { mirrored, visualRuns } from './right-to-left';

/**
 * Lines of text in the PDF in the order the eye reads them. pdfkit draws a string left to right as
 * given and has no text direction, so a line holding Arabic is cut into the runs the Unicode
 * bidirectional algorithm resolves, laid out left to right in visual order, and each run drawn in
 * the face that has its characters: fontkit shapes an Arabic piece (joined letters, lam-alef) and
 * returns its glyphs right to left; any other piece of a right-to-left run (spaces, brackets,
 * punctuation) is reversed and mirrored here.
 */

/** One font file of a face, and whether it draws a character. */
export interface Face {
  name: string;
  /** Parsed once per process and given to every PDF: pdfkit would parse the file again for each. */
  font: Font;
  has: (codePoint: number) => boolean;
}

/** A piece of a line in one face: the faces to look its characters up in, in order. */
export interface Segment {
  text: string;
  faces: Face[];
}

/** A piece as drawn: its face and its characters in the order fontkit is given them. */
export interface Piece {
  face: Face;
  text: string;
}

/** Letters of the scripts fontkit lays out right to left itself (Hebrew, Arabic, Syriac, Thaana, N'Ko). */
const RTL_LETTER = /[\u05d0-\u05ea\u0620-\u064a\u066e-\u06d3\u06fa-\u07ff\u0800-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** A piece fontkit shapes and lays out right to left itself: it holds letters of a right-to-left script. */
export const isRightToLeftScript = (text: string): boolean => RTL_LETTER.test(text);

/** Pieces of `text`, each with the first face that has its characters (the last face takes the rest). */
export function glyphRuns(list: Face[], text: string): Piece[] {
  const runs: Piece[] = [];
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
 * One line's pieces in drawing order, left to right, for a paragraph running right to left (`rtl`)
 * or not. Segments (a bold word, a regular one) keep their faces.
 */
export function linePieces(segments: Segment[], rtl: boolean): Piece[] {
  const text = segments.map((s) => s.text).join('');
  // Which segment each UTF-16 unit belongs to, to give a visual run its faces back.
  const owner: Segment[] = segments.flatMap((s) => Array.from({ length: s.text.length }, () => s));
  const pieces: Piece[] = [];
  for (const run of visualRuns(text, rtl)) {
    const cut: Segment[] = [];
    for (let i = 0; i < run.text.length; i++) {
      const { faces } = owner[run.start + i];
      const last = cut[cut.length - 1];
      if (last && last.faces === faces) last.text += run.text[i];
      else cut.push({ text: run.text[i], faces });
    }
    const drawn = cut.flatMap((s) => glyphRuns(s.faces, s.text));
    if (run.rtl) drawn.reverse();
    for (const piece of drawn) {
      const reversed = run.rtl && !isRightToLeftScript(piece.text);
      pieces.push({ face: piece.face, text: reversed ? mirrored([...piece.text].reverse().join('')) : piece.text });
    }
  }
  return pieces;
}
