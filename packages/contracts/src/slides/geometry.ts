/**
 * Where things sit on a slide, shared by the PPTX and PDF exporters and the web renderer. Units
 * are inches on a 13.333 × 7.5 in (16:9) slide; the PDF multiplies by 72 and the web's 960 px wide
 * canvas is 72 px an inch, so a length in points is the same number of canvas pixels.
 */
export const SLIDE = { w: 13.333, h: 7.5 } as const;
export const PT_PER_INCH = 72;
export const MARGIN = 0.6;
export const TITLE_BOX = { x: MARGIN, y: 0.4, w: SLIDE.w - 2 * MARGIN, h: 0.95 } as const;
export const TITLE_RULE = { x: MARGIN, y: 1.38, w: 1.1, h: 0.06 } as const;
/** The icon of a content slide: at the title zone's right end, its foot on the title's last line. */
export const TITLE_ICON = { size: 0.6, gap: 0.3 } as const;
export const BODY_BOX = { x: MARGIN, y: 1.65, w: SLIDE.w - 2 * MARGIN, h: 5.05 } as const;
/**
 * The footer of every page, in the editor canvas, the PDF and the PPTX alike: the deck's name at
 * the left, the page number ('n / N') flush right, at `size` pt in the theme's muted colour.
 */
export const FOOTER = {
  y: 6.95,
  h: 0.3,
  size: 10,
  name: { x: MARGIN, y: 6.95, w: 6, h: 0.3 },
  number: { x: SLIDE.w - MARGIN - 2, y: 6.95, w: 2, h: 0.3 },
} as const;
/** Text column and visual column when a slide has both. */
export const SPLIT = { textW: 4.6, gap: 0.45 } as const;
/** Room the short lead above a table or team cards takes. */
export const LEAD_ABOVE_WIDE = { h: 1.0, gap: 0.15 } as const;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The title slide, left-aligned in every format: an accent bar down the left edge, the title
 * bottom-aligned above a short rule, the subtitle and points under it; a picture (a logo, a
 * product shot) takes the right third and narrows the text.
 */
export const TITLE_SLIDE = {
  bar: { x: 0, y: 0, w: 0.28, h: SLIDE.h },
  title: { x: 1.1, y: 1.7, h: 2.0 },
  rule: { x: 1.1, y: 3.9, w: 1.4, h: 0.07 },
  text: { x: 1.1, y: 4.15, h: 2.6 },
  picture: { x: 9.3, y: 1.3, w: 3.4, h: 4.9 },
  /** Text width without and with a picture. */
  textW: { full: SLIDE.w - 2.2, beside: 7.6 },
} as const;

/** The title's box on a slide with an icon: narrower, so the icon beside it never sits on its words. */
export const titleBoxBeside = (box: Box, icon: boolean): Box =>
  icon ? { ...box, w: box.w - TITLE_ICON.size - TITLE_ICON.gap } : box;

/** Where the icon goes beside a title's (fitted, perhaps grown) box. */
export const titleIconBox = (title: Box): Box => ({
  x: title.x + title.w + TITLE_ICON.gap,
  y: title.y + title.h - TITLE_ICON.size,
  w: TITLE_ICON.size,
  h: TITLE_ICON.size,
});

export type VisualShape = 'side' | 'wide';

/** The body boxes of a content slide: text and visual side by side, text above a wide visual, or either alone. */
export function bodyBoxes(
  hasText: boolean,
  visual: VisualShape | null,
  body: Box = BODY_BOX,
): { text?: Box; visual?: Box } {
  if (!visual) return { text: body };
  if (!hasText) return { visual: body };
  if (visual === 'wide') {
    const below = LEAD_ABOVE_WIDE.h + LEAD_ABOVE_WIDE.gap;
    return { text: { ...body, h: LEAD_ABOVE_WIDE.h }, visual: { ...body, y: body.y + below, h: body.h - below } };
  }
  return {
    text: { ...body, w: SPLIT.textW },
    visual: { ...body, x: body.x + SPLIT.textW + SPLIT.gap, w: body.w - SPLIT.textW - SPLIT.gap },
  };
}

export const MAX_TEAM_CARDS = 8;

export interface TeamLayout {
  cards: Box[];
  /** Avatar diameter, centred at the top of each card. */
  avatar: number;
  /** One row of cards: larger type. */
  large: boolean;
}

/**
 * Team cards: one row up to four members, then two rows; at most MAX_TEAM_CARDS. Cards are as tall
 * as `tall` asks (slides/team.ts asks for all the room when their words need it), else calm.
 */
export function teamLayout(count: number, box: Box, tall = false): TeamLayout {
  const n = Math.max(1, Math.min(count, MAX_TEAM_CARDS));
  const [cols, rows] = n <= 4 ? [n, 1] : [Math.ceil(n / 2), 2];
  const gap = 0.3;
  const w = (box.w - gap * (cols - 1)) / cols;
  const room = (box.h - gap * (rows - 1)) / rows;
  // Cards only as tall as their content needs; the rest of the slide stays calm.
  const h = tall ? room : Math.min(rows === 1 ? 3.6 : 2.4, room);
  const cards = Array.from({ length: n }, (_, i) => ({
    x: box.x + (i % cols) * (w + gap),
    y: box.y + Math.floor(i / cols) * (h + gap),
    w,
    h,
  }));
  return { cards, avatar: Math.min(rows === 1 ? 1.3 : 0.8, w * 0.45), large: rows === 1 };
}
