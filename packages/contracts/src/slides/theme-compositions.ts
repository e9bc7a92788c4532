import {
  contentHeight,
  textElement,
  type ColorRole,
  type ShapeElement,
  type SlideElement,
  type TextElement,
} from './engine';
import { SLIDE, type Box } from './geometry';
import type { ThemeId } from './themes';

/**
 * Each theme's own title-slide and section-slide composition: where the title, its rule and the
 * text stand (a column, aligned left or centred, anchored high, in the middle or low) and the
 * vector shapes drawn around them (bands, rings, stripes, dots). The engine's fitted sizes are kept;
 * the blocks are broken again at the column's width and stacked at their own heights. When the
 * stack does not fit the theme's band, the slide keeps the engine's default composition, so a
 * composition never costs a word or a size. A decoration that would touch text, a picture or an
 * icon is left out whole, so nothing is ever drawn on what the founder wrote.
 */
export interface Composition {
  /**
   * The text column: its left edge and width, and the band (top to bottom) the stack sits in; null
   * keeps the engine's own placement and adds only the decoration.
   */
  column: { x: number; w: number; top: number; bottom: number } | null;
  align: 'left' | 'center';
  anchor: 'top' | 'middle' | 'bottom';
  /** The rule under the title: its length (0 for none). */
  rule: number;
  /** Groups of shapes drawn under the text; each group stays or goes whole. */
  decor: (stack: Box) => ShapeElement[][];
}

export type ComposedKind = 'title' | 'section';

const W = SLIDE.w;
const H = SLIDE.h;
const GAP = { rule: 0.28, body: 0.16 };

const rect = (x: number, y: number, w: number, h: number, fill: ColorRole, decor = true): ShapeElement => ({
  kind: 'shape',
  shape: 'rect',
  box: { x, y, w, h },
  fill,
  ...(decor ? { decor } : {}),
});
const circle = (cx: number, cy: number, r: number, fill: ColorRole): ShapeElement => ({
  kind: 'shape',
  shape: 'ellipse',
  box: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r },
  fill,
  decor: true,
});

/** A grid of dots: `cols` × `rows` from (x, y), `step` apart. */
const dots = (x: number, y: number, cols: number, rows: number, step: number, r: number, fill: ColorRole) =>
  Array.from({ length: cols * rows }, (_, i) =>
    circle(x + (i % cols) * step + r, y + Math.floor(i / cols) * step + r, r, fill),
  );

/** Concentric rings: filled discs from the largest in, alternating with the background. */
const rings = (cx: number, cy: number, radii: number[], fill: ColorRole) =>
  radii.map((r, i) => circle(cx, cy, r, i % 2 ? 'background' : fill));

/** A woven strip: blocks of `h` down (or across) a band, in a repeating run of colours. */
const weave = (x: number, w: number, h: number, run: ColorRole[]) =>
  Array.from({ length: Math.ceil(H / h) }, (_, i) => rect(x, i * h, w, Math.min(h, H - i * h), run[i % run.length]));

export const THEME_COMPOSITIONS: Record<ThemeId, Record<ComposedKind, Composition>> = {
  savanna: {
    // The engine's own edge composition (a bar down the left, the title above its rule), with a dotted field.
    title: {
      column: null,
      align: 'left',
      anchor: 'bottom',
      rule: 1.4,
      decor: () => [dots(W - 3.1, 0.35, 6, 3, 0.42, 0.06, 'soft')],
    },
    section: {
      column: null,
      align: 'left',
      anchor: 'middle',
      rule: 1.4,
      decor: () => [dots(W - 3.1, 0.3, 6, 2, 0.42, 0.05, 'accent')],
    },
  },
  sunrise: {
    // A sun rising behind the top right, the words centred like a book's title page.
    title: {
      column: { x: 2.2, w: W - 4.4, top: 1.2, bottom: 6.6 },
      align: 'center',
      anchor: 'middle',
      rule: 1.0,
      decor: () => [rings(W - 0.6, -0.2, [3.0, 2.5, 2.0], 'soft'), [circle(W - 0.6, -0.2, 1.2, 'accent')]],
    },
    section: {
      // The sun at the left edge, the words beside it.
      column: { x: 3.2, w: W - 4.3, top: 1.0, bottom: 6.6 },
      align: 'left',
      anchor: 'middle',
      rule: 1.0,
      decor: () => [rings(-0.7, H / 2, [3.0, 2.5], 'soft'), [circle(-0.7, H / 2, 1.6, 'accent')]],
    },
  },
  midnight: {
    // A horizon: rings rising on the right, the title low, under a line across the slide.
    title: {
      column: { x: 1.1, w: 7.6, top: 1.0, bottom: 6.5 },
      align: 'left',
      anchor: 'bottom',
      rule: 1.6,
      decor: (stack) => [
        rings(W - 1.8, 2.0, [2.6, 2.25, 1.8, 1.45], 'soft'),
        [rect(0, stack.y - 0.45, W, 0.03, 'accent')],
      ],
    },
    section: {
      column: { x: 1.1, w: W - 2.2, top: 2.0, bottom: 6.5 },
      align: 'left',
      anchor: 'top',
      rule: 1.6,
      decor: () => [[rect(0, 0, W, 1.4, 'soft')], [rect(1.1, 1.4 - 0.08, 2.4, 0.08, 'accent')]],
    },
  },
  baobab: {
    // Paper and ink: a tinted panel at the right edge with a column of seeds.
    title: {
      column: { x: 1.1, w: 7.9, top: 1.0, bottom: 6.6 },
      align: 'left',
      anchor: 'middle',
      rule: 1.2,
      decor: () => [[rect(W - 3.0, 0, 3.0, H, 'tint')], dots(W - 1.85, 1.0, 2, 8, 0.7, 0.1, 'accent')],
    },
    section: {
      column: { x: 1.1, w: W - 2.2, top: 1.9, bottom: 6.7 },
      align: 'left',
      anchor: 'top',
      rule: 1.2,
      decor: () => [[rect(0, 0, W, 1.3, 'tint')], dots(1.1, 0.45, 14, 1, 0.45, 0.08, 'accent')],
    },
  },
  lagoon: {
    // Water: the words high and centred, two swells rising from the bottom edge.
    title: {
      column: { x: 2.0, w: W - 4.0, top: 0.9, bottom: 5.3 },
      align: 'center',
      anchor: 'middle',
      rule: 1.0,
      decor: () => [[circle(2.5, H + 3.4, 5.6, 'soft'), circle(W - 2.0, H + 4.2, 5.4, 'tint')]],
    },
    section: {
      column: { x: 1.1, w: W - 2.2, top: 0.8, bottom: 5.4 },
      align: 'left',
      anchor: 'middle',
      rule: 1.2,
      decor: () => [[rect(0, 5.7, W, H - 5.7, 'soft')], [rect(0, 5.7, W, 0.08, 'accent')]],
    },
  },
  kente: {
    // A woven strip down the right edge in the theme's colours.
    title: {
      column: { x: 1.1, w: W - 3.6, top: 1.0, bottom: 6.6 },
      align: 'left',
      anchor: 'middle',
      rule: 1.4,
      decor: () => [weave(W - 1.2, 0.9, 0.5, ['accent', 'soft', 'muted', 'soft'])],
    },
    section: {
      column: { x: 1.1, w: W - 2.2, top: 1.6, bottom: 6.6 },
      align: 'left',
      anchor: 'middle',
      rule: 1.4,
      decor: () => [
        Array.from({ length: 16 }, (_, i) => rect((i * W) / 16, 0, W / 16, 0.5, i % 2 ? 'soft' : 'accent')),
      ],
    },
  },
  ink: {
    // A classic title page: centred, framed by two hairlines.
    title: {
      column: { x: 2.0, w: W - 4.0, top: 1.2, bottom: 6.3 },
      align: 'center',
      anchor: 'middle',
      rule: 0.8,
      decor: () => [[rect(1.2, 0.8, W - 2.4, 0.03, 'text'), rect(1.2, H - 0.83, W - 2.4, 0.03, 'text')]],
    },
    section: {
      column: { x: 2.0, w: W - 4.0, top: 1.2, bottom: 6.3 },
      align: 'center',
      anchor: 'middle',
      rule: 0.8,
      decor: () => [[rect(W / 2 - 0.15, 0.7, 0.3, 0.3, 'accent')], [rect(W / 2 - 0.15, H - 1.0, 0.3, 0.3, 'accent')]],
    },
  },
  nebula: {
    // A glow: a planet and its halo on the right, a scatter of stars above the words.
    title: {
      column: { x: 1.1, w: 7.4, top: 1.2, bottom: 6.5 },
      align: 'left',
      anchor: 'bottom',
      rule: 1.4,
      decor: () => [
        [circle(W - 2.0, 3.0, 2.8, 'soft'), circle(W - 2.0, 3.0, 1.8, 'tint'), circle(W - 2.0, 3.0, 0.95, 'accent')],
        [0.7, 2.1, 3.6, 5.3, 6.4].map((x, i) => circle(x, 0.5 + (i % 2) * 0.35, 0.05, 'muted')),
      ],
    },
    section: {
      // A beam of light down the left edge, stars across the top.
      column: { x: 1.4, w: W - 2.5, top: 1.1, bottom: 6.6 },
      align: 'left',
      anchor: 'middle',
      rule: 1.4,
      decor: () => [
        [rect(0, 0, 0.55, H, 'soft'), rect(0.55, 0, 0.1, H, 'accent')],
        [1.6, 3.3, 5.0, 6.9, 8.4, 10.2, 11.9].map((x, i) => circle(x, 0.45 + (i % 3) * 0.18, 0.05, 'muted')),
      ],
    },
  },
};

const EPS = 1e-6;
/** Whether two boxes share area (touching edges do not). */
export const boxesIntersect = (a: Box, b: Box) =>
  a.x + EPS < b.x + b.w && b.x + EPS < a.x + a.w && a.y + EPS < b.y + b.h && b.y + EPS < a.y + a.h;

/** A text block broken again at a new box's width, at the sizes it was fitted at. */
const rewrap = (element: TextElement, box: Box, align: TextElement['align']): TextElement =>
  textElement({
    ...element,
    box,
    align,
    paragraphs: element.paragraphs.map(({ lines: _lines, ...p }) => p),
  });

/**
 * A title or section slide's elements in the theme's composition, or null when its text does not
 * fit the composition's band (the engine's default composition then stays).
 */
export function composeForTheme(kind: ComposedKind, elements: SlideElement[], theme: ThemeId): SlideElement[] | null {
  const plan = THEME_COMPOSITIONS[theme]?.[kind];
  const texts = elements.filter((e): e is TextElement => e.kind === 'text');
  const title = texts.find((t) => t.role === 'title');
  if (!plan || !title) return null;
  const decorAround = (stack: Box, content: Box[]) =>
    plan
      .decor(stack)
      .filter((group) => group.every((shape) => content.every((box) => !boxesIntersect(shape.box, box))))
      .flat();
  if (!plan.column) {
    const boxes = elements.filter((e) => e.kind !== 'shape').map((e) => e.box);
    return [...decorAround(title.box, boxes), ...elements];
  }
  // A picture (a title slide's logo) or an icon (a section's) stays where the engine put it; the column ends before it.
  const side = elements.filter((e) => e.kind === 'visual' || e.kind === 'icon');
  const sideLeft = Math.min(...side.map((e) => e.box.x));
  const right = side.length ? Math.min(plan.column.x + plan.column.w, sideLeft - 0.4) : plan.column.x + plan.column.w;
  const column = { ...plan.column, w: right - plan.column.x };
  if (column.w < 3) return null;
  // A centred theme sets a slide with a picture or an icon beside its words flush left.
  const align = plan.align === 'center' && !side.length ? 'center' : 'left';

  const blocks = [title, ...texts.filter((t) => t !== title)].map((t) => {
    // Centred, a cover's points are lines of their own, without marks.
    const lines = align === 'center' ? { ...t, paragraphs: t.paragraphs.map((p) => ({ ...p, bullet: false })) } : t;
    const wide = rewrap(lines, { x: column.x, y: 0, w: column.w, h: 0 }, align);
    return { ...wide, box: { ...wide.box, h: contentHeight(wide.paragraphs) } };
  });
  const [head, ...body] = blocks;
  const ruleH = 0.07;
  const bodyH = body.reduce((sum, b) => sum + b.box.h, 0) + Math.max(0, body.length - 1) * GAP.body;
  const height = head.box.h + (plan.rule ? 2 * GAP.rule + ruleH : GAP.rule) + (body.length ? bodyH : 0);
  const band = plan.column.bottom - plan.column.top;
  if (height > band + EPS) return null;
  const top =
    plan.anchor === 'top'
      ? plan.column.top
      : plan.anchor === 'bottom'
        ? plan.column.bottom - height
        : plan.column.top + (band - height) / 2;

  let y = top;
  const placed: SlideElement[] = [];
  const at = (block: TextElement) => {
    placed.push({ ...block, box: { ...block.box, y } });
    y += block.box.h;
  };
  at(head);
  if (plan.rule) {
    y += GAP.rule;
    const x = align === 'center' ? column.x + (column.w - plan.rule) / 2 : column.x;
    placed.push(rect(x, y, plan.rule, ruleH, 'accent', false));
    y += ruleH + GAP.rule;
  } else y += GAP.rule;
  body.forEach((block, i) => {
    if (i) y += GAP.body;
    at(block);
  });

  const stack = { x: column.x, y: top, w: column.w, h: height };
  const content = [...placed.filter((e) => e.kind === 'text'), ...side].map((e) => e.box);
  return [...decorAround(stack, content), ...placed, ...side];
}
