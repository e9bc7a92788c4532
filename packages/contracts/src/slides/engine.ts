import type { SlideTextField } from '../schemas/deck';
import type { Box } from './geometry';
import { LINE_HEIGHT, textWidth, verticalMetrics, wrapLines, type TextMetrics } from './measure';
import type { DeckIconName } from './icons';
import type { Visual } from './visual';

/**
 * What the layout engine hands every renderer: boxes in inches on the 13.333 × 7.5 in slide, each
 * text block with its font size and its lines already broken. The editor, preview, share view and
 * presenter draw these elements as HTML, the PDF draws the same lines at the same places, the PPTX
 * places native text boxes with the same boxes and sizes.
 */
export type ColorRole = 'text' | 'muted' | 'accent' | 'soft' | 'onAccent' | 'tint' | 'rule' | 'background';

/** One paragraph of a text block: its lines as every format draws them. */
export interface Paragraph {
  text: string;
  lines: string[];
  /** pt */
  size: number;
  bullet: boolean;
  /** The rest of a bullet cut at the previous slide's end: indented, without a second mark. */
  continued?: boolean;
  /** pt after the paragraph (not after the last one). */
  spaceAfter: number;
  color?: ColorRole;
}

export interface TextElement {
  kind: 'text';
  /** What the block is (title, lead, bullets, kpi value…): how tests and the editor name it. */
  role: string;
  /** The slide field the editor opens when the block is clicked. */
  field?: SlideTextField;
  box: Box;
  align: 'left' | 'center' | 'right';
  valign: 'top' | 'middle' | 'bottom';
  bold: boolean;
  italic?: boolean;
  color: ColorRole;
  metrics: TextMetrics;
  paragraphs: Paragraph[];
}

export interface ShapeElement {
  kind: 'shape';
  shape: 'rect' | 'ellipse';
  box: Box;
  fill: ColorRole;
  /** A theme's decoration (slides/theme-compositions.ts): under everything, never on content, may bleed off the edge. */
  decor?: boolean;
}

export interface IconElement {
  kind: 'icon';
  name: DeckIconName;
  box: Box;
  color: ColorRole;
}

export interface VisualElement {
  kind: 'visual';
  visual: Visual;
  box: Box;
}

export type SlideElement = TextElement | ShapeElement | IconElement | VisualElement;

/** Indent of a bullet's text after its mark, in ems. */
export const BULLET_INDENT = 1.1;

export interface TextSpec {
  role: string;
  field?: SlideTextField;
  box: Box;
  align?: TextElement['align'];
  valign?: TextElement['valign'];
  bold?: boolean;
  italic?: boolean;
  color?: ColorRole;
  metrics: TextMetrics;
  paragraphs: Array<Omit<Paragraph, 'lines'>>;
}

/** A text block with its paragraphs broken into lines at the box's width. */
export function textElement(spec: TextSpec): TextElement {
  const metrics: TextMetrics = { ...spec.metrics, bold: spec.bold ?? false, ...(spec.italic && { italic: true }) };
  return {
    kind: 'text',
    role: spec.role,
    field: spec.field,
    box: spec.box,
    align: spec.align ?? 'left',
    valign: spec.valign ?? 'top',
    bold: spec.bold ?? false,
    italic: spec.italic,
    color: spec.color ?? 'text',
    metrics,
    paragraphs: spec.paragraphs.map((p) => {
      const indent = p.bullet ? (p.size * BULLET_INDENT) / 72 : 0;
      return { ...p, lines: wrapLines(p.text, spec.box.w - indent, p.size, metrics) };
    }),
  };
}

/** Height in inches of a block's lines, spacing between paragraphs included. */
export function contentHeight(paragraphs: Array<Pick<Paragraph, 'lines' | 'size' | 'spaceAfter'>>): number {
  return paragraphs.reduce(
    (sum, p, i) =>
      sum + (p.lines.length * p.size * LINE_HEIGHT) / 72 + (i < paragraphs.length - 1 ? p.spaceAfter / 72 : 0),
    0,
  );
}

export interface PlacedLine {
  text: string;
  /** Left edge, top of the line box, width of the text and line box height, in inches. */
  x: number;
  y: number;
  w: number;
  h: number;
  size: number;
  /** Distance from the line's top to its baseline, in inches. */
  baseline: number;
  /** Where the bullet mark is drawn, for a bullet's first line. */
  bulletX?: number;
  paragraph: number;
  color?: ColorRole;
}

/**
 * Where each line of a block is drawn: the one placement the web, the PDF and the tests use.
 * Lines sit top, middle or bottom in the box, each aligned in it; a block taller than its box
 * starts at its top (the layout never makes one, the fitting rule splits the slide first).
 */
export function placeLines(element: TextElement): PlacedLine[] {
  const { box, paragraphs, metrics } = element;
  const height = contentHeight(paragraphs);
  const free = Math.max(0, box.h - height);
  let y = box.y + (element.valign === 'bottom' ? free : element.valign === 'middle' ? free / 2 : 0);
  const { ascent, descent } = verticalMetrics(metrics);
  const placed: PlacedLine[] = [];
  paragraphs.forEach((p, index) => {
    const h = (p.size * LINE_HEIGHT) / 72;
    const indent = p.bullet ? (p.size * BULLET_INDENT) / 72 : 0;
    const baseline = ((p.size / 72) * (LINE_HEIGHT - (ascent - descent))) / 2 + (p.size / 72) * ascent;
    p.lines.forEach((text, i) => {
      const w = textWidth(text, p.size, metrics);
      const room = box.w - indent;
      const x =
        box.x + indent + (element.align === 'center' ? (room - w) / 2 : element.align === 'right' ? room - w : 0);
      placed.push({
        text,
        x,
        y,
        w,
        h,
        size: p.size,
        baseline,
        bulletX: p.bullet && !p.continued && i === 0 ? box.x : undefined,
        paragraph: index,
        color: p.color,
      });
      y += h;
    });
    y += p.spaceAfter / 72;
  });
  return placed;
}

/** The box a block's ink takes: its lines' union (what the parity test compares across formats). */
export function inkBox(element: TextElement): Box | null {
  const lines = placeLines(element).filter((l) => l.text.trim());
  if (!lines.length) return null;
  const { ascent, descent } = verticalMetrics(element.metrics);
  const x = Math.min(...lines.map((l) => l.x));
  const right = Math.max(...lines.map((l) => l.x + l.w));
  const first = lines[0];
  const last = lines[lines.length - 1];
  const y = first.y + first.baseline - (ascent * first.size) / 72;
  const bottom = last.y + last.baseline - (descent * last.size) / 72;
  return { x, y, w: right - x, h: bottom - y };
}
