import { PDF_FONT } from './fonts';
import { hasRightToLeft } from '@kuza/i18n';
import { glyphRuns, isRightToLeftScript, linePieces, type Face, type Segment } from './pdf-lines';

export type { Face } from './pdf-lines';

type Doc = PDFKit.PDFDocument;

interface TextOptions {
  width?: number;
  height?: number;
  align?: 'center' | 'justify' | 'left' | 'right';
  lineBreak?: boolean;
  lineGap?: number;
  continued?: boolean;
  ellipsis?: boolean | string;
  features?: PDFKit.Mixins.OpenTypeFeatures[];
}

/** pdfkit's embedded font: what it writes for each glyph (`encode`) and the characters each glyph stands for. */
interface EmbeddedFont {
  ascender: number;
  unicode: number[][];
  encode(text: string, features?: unknown): [string[], unknown[]];
}

/** pdfkit's state this file reads: the current font, its size and line gap. */
interface DocState {
  _font: EmbeddedFont;
  _fontSize: number;
  _lineGap?: number;
}

/**
 * pdfkit lays a string out word by word, left to right, unless given `features`: an Arabic piece is
 * given them (none beyond the font's defaults) so fontkit lays the whole piece out and returns it
 * right to left.
 */
const WHOLE_RUN: TextOptions = { features: [] };

const readable = new WeakSet<EmbeddedFont>();

/**
 * A ligature glyph (lam-alef) stands for its letters in reading order; text extraction reads a
 * right-to-left line from its right end, so the glyph's letters are written last to first, or
 * 'لا' would be copied as 'ال'. Only glyphs drawn in right-to-left pieces (laid out WHOLE_RUN).
 */
function readLigaturesRightToLeft(font: EmbeddedFont) {
  if (readable.has(font)) return;
  readable.add(font);
  const encode = font.encode.bind(font);
  const turned = new Set<number>();
  font.encode = (text, features) => {
    const encoded = encode(text, features);
    if (features !== WHOLE_RUN.features) return encoded;
    for (const hex of encoded[0]) {
      const gid = parseInt(hex, 16);
      const letters = font.unicode[gid];
      if (letters && letters.length > 1 && !turned.has(gid)) {
        turned.add(gid);
        font.unicode[gid] = [...letters].reverse();
      }
    }
    return encoded;
  };
}

/**
 * Makes `doc.text` draw with face lists: `doc.font(PDF_FONT.regular)` picks a list, and each character
 * is drawn in the first face that has it. Text in a right-to-left document, or holding right-to-left
 * characters, is broken into lines here (widths of shaped text), each line drawn in visual order
 * (pdf-lines.ts) and aligned to the right unless told otherwise; pieces continued over several calls
 * (a bold word in a sentence) are laid out as one paragraph.
 */
export function useFaces(doc: Doc, byName: Map<string, Face[]>, rtl: boolean): void {
  // pdfkit takes a parsed fontkit font as it takes a file (its types list only files).
  for (const list of byName.values()) {
    for (const face of list) doc.registerFont(face.name, face.font as unknown as Buffer);
  }
  const state = doc as unknown as DocState;
  let current = byName.get(PDF_FONT.regular)!;
  const setFont = doc.font.bind(doc) as (name: string) => Doc;
  const drawText = doc.text.bind(doc) as (...args: unknown[]) => Doc;
  const measureHeight = doc.heightOfString.bind(doc);

  const widthOf = (face: Face, text: string) =>
    setFont(face.name).widthOfString(text, isRightToLeftScript(text) ? WHOLE_RUN : {});
  const segmentsWidth = (segments: Segment[]) =>
    segments.reduce(
      (sum, s) => sum + glyphRuns(s.faces, s.text).reduce((w, piece) => w + widthOf(piece.face, piece.text), 0),
      0,
    );
  const lineHeight = (faces: Face[], options: TextOptions) =>
    setFont(faces[0].name).currentLineHeight(true) + (options.lineGap ?? state._lineGap ?? 0);

  /** Segments broken into lines of at most `width` points, at spaces and at '\n'. */
  function wrap(segments: Segment[], width: number): Segment[][] {
    const lines: Segment[][] = [[]];
    let used = 0;
    const add = (text: string, faces: Face[]) => {
      const line = lines[lines.length - 1];
      const last = line[line.length - 1];
      if (last && last.faces === faces) last.text += text;
      else line.push({ text, faces });
    };
    for (const { text, faces } of segments) {
      for (const token of text.split(/(\n|\s+)/).filter(Boolean)) {
        if (token === '\n') {
          lines.push([]);
          used = 0;
          continue;
        }
        const w = segmentsWidth([{ text: token, faces }]);
        const blank = !token.trim();
        if (!blank && used > 0 && used + w > width) {
          lines.push([]);
          used = 0;
        }
        if (blank && used === 0) continue;
        add(token, faces);
        used += w;
      }
    }
    return lines.map((line) => trimEnd(line)).filter((line, i, all) => line.length || i < all.length - 1);
  }

  /** One line at `x`, its top at `y` (as pdfkit places text), its pieces on one baseline. */
  function drawLine(segments: Segment[], x: number, y: number) {
    setFont(segments[0].faces[0].name);
    const baseline = y + (state._font.ascender / 1000) * state._fontSize;
    let at = x;
    for (const piece of linePieces(segments, rtl)) {
      setFont(piece.face.name);
      const whole = isRightToLeftScript(piece.text) ? WHOLE_RUN : {};
      if (whole === WHOLE_RUN) readLigaturesRightToLeft(state._font);
      drawText(piece.text, at, baseline, { lineBreak: false, baseline: 'alphabetic', ...whole });
      at += doc.widthOfString(piece.text, whole);
    }
  }

  /** A line cut at its logical end to fit `width`, with '…' where it was cut (a long deck name in the footer). */
  function shortened(line: Segment[], width: number): Segment[] {
    const cut = line.map((s) => ({ ...s }));
    const last = () => cut[cut.length - 1];
    while (cut.length && segmentsWidth([...cut.slice(0, -1), { ...last(), text: `${last().text}…` }]) > width) {
      last().text = [...last().text].slice(0, -1).join('').trimEnd();
      if (!last().text) cut.pop();
    }
    if (cut.length) last().text += '…';
    return cut;
  }

  function drawParagraph(segments: Segment[], at: { x: number; y: number }, options: TextOptions) {
    const single = options.lineBreak === false;
    const width = options.width ?? (single ? Infinity : doc.page.width - doc.page.margins.right - at.x);
    const step = lineHeight(segments[0].faces, options);
    let lines = single ? [segments] : wrap(segments, width);
    const kept = options.height ? Math.max(1, Math.floor((options.height + 1e-6) / step)) : lines.length;
    if (options.ellipsis && (lines.length > kept || (single && segmentsWidth(segments) > width)))
      lines = [...lines.slice(0, kept - 1), shortened(lines[kept - 1], width)];
    else lines = lines.slice(0, kept);
    const align = options.align ?? (rtl ? 'right' : 'left');
    let y = at.y;
    for (const line of lines) {
      if (line.length) {
        const w = segmentsWidth(line);
        const free = Number.isFinite(width) ? width - w : 0;
        drawLine(line, at.x + (align === 'right' ? free : align === 'center' ? free / 2 : 0), y);
      }
      y += step;
    }
    doc.x = at.x;
    doc.y = single ? at.y : y;
  }

  doc.font = ((name: string, ...rest: unknown[]) => {
    const list = byName.get(name);
    if (list) current = list;
    return (setFont as (...args: unknown[]) => Doc)(list ? list[0].name : name, ...rest);
  }) as Doc['font'];

  const measureWidth = doc.widthOfString.bind(doc);
  doc.widthOfString = ((text: string, options?: TextOptions) => {
    if (typeof text !== 'string' || !(rtl || hasRightToLeft(text)) || options) return measureWidth(text, options);
    const width = segmentsWidth([{ text, faces: current }]);
    setFont(current[0].name);
    return width;
  }) as Doc['widthOfString'];

  doc.heightOfString = ((text: string, options: TextOptions = {}) => {
    if (!(rtl || hasRightToLeft(text)) || typeof text !== 'string') return measureHeight(text, options);
    const segments = [{ text, faces: current }];
    const width = options.width ?? doc.page.width - doc.page.margins.right - doc.x;
    const height = wrap(segments, width).length * lineHeight(current, options);
    setFont(current[0].name);
    return height;
  }) as Doc['heightOfString'];

  /** Text without right-to-left characters in a left-to-right document, as pdfkit draws it, each character in a face that has it. */
  function drawLeftToRight(text: string, rest: unknown[], options: TextOptions, position: number[]) {
    const runs = glyphRuns(current, text);
    if (runs.length < 2) {
      if (runs.length === 1) setFont(runs[0].face.name);
      drawText(text, ...rest);
      return;
    }
    // pdfkit wraps one paragraph across font changes when the pieces are 'continued'.
    runs.forEach((run, i) => {
      setFont(run.face.name);
      const piece = { ...options, continued: i < runs.length - 1 || options.continued };
      if (i === 0) drawText(run.text, ...position, piece);
      else drawText(run.text, piece);
    });
  }

  // Pieces continued over several calls (a bold word in a sentence) are held until the last one
  // comes: the paragraph is then laid out here if any piece runs right to left, else by pdfkit.
  let pending: Array<{ text: string; faces: Face[]; rest: unknown[]; options: TextOptions; position: number[] }> = [];
  doc.text = ((text: unknown, ...rest: unknown[]) => {
    const last = rest[rest.length - 1];
    const options = (rest.length && typeof last === 'object' && last ? last : {}) as TextOptions;
    const position = rest.length >= 2 && typeof rest[0] === 'number' ? (rest.slice(0, 2) as number[]) : [];
    if (typeof text !== 'string') return drawText(text, ...rest);
    pending.push({ text, faces: current, rest, options, position });
    if (options.continued) return doc;
    const pieces = pending;
    pending = [];
    const latest = current;
    if (rtl || pieces.some((piece) => hasRightToLeft(piece.text))) {
      const [first] = pieces;
      const at = first.position.length ? { x: first.position[0], y: first.position[1] } : { x: doc.x, y: doc.y };
      const segments = pieces.filter((piece) => piece.text).map(({ text: t, faces }) => ({ text: t, faces }));
      if (segments.length) drawParagraph(segments, at, options);
    } else {
      for (const piece of pieces) {
        current = piece.faces;
        drawLeftToRight(piece.text, piece.rest, piece.options, piece.position);
      }
    }
    current = latest;
    setFont(current[0].name);
    return doc;
  }) as Doc['text'];
}

/** A line without the spaces it ends with. */
function trimEnd(line: Segment[]): Segment[] {
  const out = line.map((s) => ({ ...s }));
  while (out.length && !out[out.length - 1].text.trimEnd()) out.pop();
  if (out.length) out[out.length - 1].text = out[out.length - 1].text.trimEnd();
  return out;
}
