import type { SlideType } from '../decks';
import type { ThemeId } from './themes';
import type { Slide, SlideTextField } from '../schemas/deck';
import {
  contentHeight,
  textElement,
  type ColorRole,
  type Paragraph,
  type SlideElement,
  type TextElement,
  type TextSpec,
} from './engine';
import { SPACE_AFTER, TEXT_FLOOR } from './fit';
import {
  BODY_BOX,
  MARGIN,
  SLIDE,
  TITLE_BOX,
  TITLE_RULE,
  TITLE_SLIDE,
  titleBoxBeside,
  titleIconBox,
  type Box,
} from './geometry';
import type { TextMetrics } from './measure';
import { textSizeOf } from './registry';
import { iconOf, visualOf } from './visual';
import { datedSteps, figureCards, inOrder } from './compose';

export { figureParts, splitFigure, splitMilestone } from './compose';

export interface LayoutContext {
  font: ThemeId;
  metrics: TextMetrics;
}

/** A kind's own layout: its elements, or null when it cannot show all the slide carries at the floors. */
export type TextLayout = (slide: Slide, context: LayoutContext) => SlideElement[] | null;

type ParagraphSpec = Omit<Paragraph, 'lines' | 'size' | 'spaceAfter'> & { space?: number };
type BlockSpec = Omit<TextSpec, 'paragraphs'> & { paragraphs: ParagraphSpec[] };

const floorOf = (from: number, field: SlideTextField) =>
  Math.min(from, TEXT_FLOOR[field === 'title' ? 'title' : 'body']);

/**
 * Blocks that share one size (a row of numbers, two columns): the largest size from `from` down to
 * the floor at which every block fits its box, or null when even the floor does not.
 */
function fitTogether(blocks: BlockSpec[], from: number, field: SlideTextField, scale = 1): TextElement[] | null {
  const floor = floorOf(from, field);
  for (let size = from; size >= floor; size -= 1) {
    const elements = blocks.map((block) =>
      textElement({
        ...block,
        paragraphs: block.paragraphs.map((p) => ({
          ...p,
          size: Math.max(floor, Math.round(size * scale)),
          spaceAfter: size * (p.space ?? 0),
        })),
      }),
    );
    if (elements.every((e) => contentHeight(e.paragraphs) <= e.box.h + 1e-6)) return elements;
  }
  return null;
}

const fit = (block: BlockSpec, from: number, field: SlideTextField) => fitTogether([block], from, field)?.[0] ?? null;

const lines = (texts: string[]) => texts.map((t) => t.trim()).filter(Boolean);

/** The non-empty lines of a lead, each its own paragraph with a lead's spacing. */
const leadParagraphs = (content: string) =>
  lines(content.split('\n')).map((text) => ({ text, bullet: false, space: SPACE_AFTER.lead }));

/** The slide's title, bold on the bottom of `box`, at the largest size that fits. */
const fitTitle = (slide: Slide, metrics: TextMetrics, box: Box, look: Pick<BlockSpec, 'align' | 'color'> = {}) =>
  fit(
    {
      role: 'title',
      field: 'title',
      box,
      valign: 'bottom',
      bold: true,
      ...look,
      metrics,
      paragraphs: [{ text: slide.title, bullet: false }],
    },
    textSizeOf(slide, 'title'),
    'title',
  );

type CellSpec = Omit<BlockSpec, 'metrics' | 'paragraphs'>;

/**
 * One line of the bullets each, in a box of its own (a card's figure, a step's date), all at one
 * size from `from` down to the floor of `floorField`.
 */
const fitCells = (
  texts: string[],
  cell: (i: number) => CellSpec,
  metrics: TextMetrics,
  from: number,
  floorField: SlideTextField = 'bullets',
) =>
  fitTogether(
    texts.map((text, i) => ({ field: 'bullets' as const, ...cell(i), metrics, paragraphs: [{ text, bullet: false }] })),
    from,
    floorField,
  );

const shape = (box: Box, fill: ColorRole, kind: 'rect' | 'ellipse' = 'rect'): SlideElement => ({
  kind: 'shape',
  shape: kind,
  box,
  fill,
});

/** Title, rule and icon at the top of a content slide, the title at the largest size that fits. */
function header(slide: Slide, { metrics }: LayoutContext): SlideElement[] | null {
  const icon = iconOf(slide);
  const title = fitTitle(slide, metrics, titleBoxBeside(TITLE_BOX, Boolean(icon)));
  if (!title) return null;
  const elements: SlideElement[] = [title, shape(TITLE_RULE, 'accent')];
  if (icon) elements.push({ kind: 'icon', name: icon, box: titleIconBox(title.box), color: 'accent' });
  return elements;
}

/** The lead across the top of the body, at most `maxH` tall; its height is what it needs. */
function leadOnTop(
  slide: Slide,
  { metrics }: LayoutContext,
  maxH: number,
  text = slide.content,
): { lead: TextElement | null; used: number } | null {
  if (!text.trim()) return { lead: null, used: 0 };
  const lead = fit(
    {
      role: 'lead',
      field: 'content',
      box: { ...BODY_BOX, h: maxH },
      metrics,
      paragraphs: leadParagraphs(text),
    },
    textSizeOf(slide, 'content'),
    'content',
  );
  if (!lead) return null;
  const h = contentHeight(lead.paragraphs);
  return { lead: { ...lead, box: { ...lead.box, h } }, used: h + 0.3 };
}

const section: TextLayout = (slide, context) => {
  if (visualOf(slide)) return null;
  const { metrics } = context;
  const textW = SLIDE.w - 2.2 - (iconOf(slide) ? 2.2 : 0);
  const title = fitTitle(slide, metrics, { x: 1.1, y: 1.2, w: textW, h: 2.9 });
  const body = [
    ...leadParagraphs(slide.content).map((p) => ({ ...p, color: 'muted' as const })),
    ...lines(slide.bullets).map((text) => ({ text, bullet: true, space: SPACE_AFTER.bullet })),
  ];
  const text = body.length
    ? fit(
        { role: 'lead', field: 'content', box: { x: 1.1, y: 4.6, w: textW, h: 2.2 }, metrics, paragraphs: body },
        textSizeOf(slide, 'content'),
        'content',
      )
    : null;
  if (!title || (body.length && !text)) return null;
  const elements: SlideElement[] = [
    shape({ x: 0, y: 0, w: SLIDE.w, h: SLIDE.h }, 'tint'),
    shape(TITLE_SLIDE.bar, 'accent'),
    title,
    shape({ x: 1.1, y: 4.3, w: 1.4, h: 0.07 }, 'accent'),
  ];
  if (text) elements.push(text);
  const icon = iconOf(slide);
  if (icon)
    elements.push({ kind: 'icon', name: icon, box: { x: SLIDE.w - 3.0, y: 2.0, w: 1.8, h: 1.8 }, color: 'accent' });
  return elements;
};

const twoColumn: TextLayout = (slide, context) => {
  const bullets = lines(slide.bullets);
  if (visualOf(slide) || bullets.length < 2) return null;
  const top = header(slide, context);
  const lead = leadOnTop(slide, context, 1.3);
  if (!top || !lead) return null;
  const half = Math.ceil(bullets.length / 2);
  const y = BODY_BOX.y + lead.used;
  const h = BODY_BOX.y + BODY_BOX.h - y;
  const gap = 0.4;
  const w = (BODY_BOX.w - gap) / 2;
  const pad = 0.3;
  const cards = [0, 1].map((i) => ({ x: BODY_BOX.x + i * (w + gap), y, w, h }));
  const columns = fitTogether(
    [bullets.slice(0, half), bullets.slice(half)].map((items, i) => ({
      role: `column-${i + 1}`,
      field: 'bullets' as const,
      box: { x: cards[i].x + pad, y: y + pad, w: w - 2 * pad, h: h - 2 * pad },
      metrics: context.metrics,
      paragraphs: items.map((text) => ({ text, bullet: true, space: SPACE_AFTER.bullet })),
    })),
    textSizeOf(slide, 'bullets'),
    'bullets',
  );
  if (!columns) return null;
  return [...top, ...(lead.lead ? [lead.lead] : []), ...cards.map((c) => shape(c, 'tint')), ...columns];
};

const kpi: TextLayout = (slide, context) => {
  const { lead: above, items: figures } = figureCards(slide);
  if (visualOf(slide) || !figures.length || figures.length > 8) return null;
  const top = header(slide, context);
  const lead = leadOnTop(slide, context, 1.2, above.join('\n'));
  if (!top || !lead) return null;
  const perRow = figures.length <= 4 ? figures.length : Math.ceil(figures.length / 2);
  const rows = Math.ceil(figures.length / perRow);
  const gap = 0.3;
  const room = BODY_BOX.y + BODY_BOX.h - (BODY_BOX.y + lead.used);
  const w = (BODY_BOX.w - gap * (perRow - 1)) / perRow;
  const h = Math.min(2.6, (room - gap * (rows - 1)) / rows);
  // The cards sit in the middle of the room under the lead, not at its top.
  const y0 = BODY_BOX.y + lead.used + (room - rows * h - gap * (rows - 1)) / 2;
  const cards = figures.map((_, i) => ({
    x: BODY_BOX.x + (i % perRow) * (w + gap),
    y: y0 + Math.floor(i / perRow) * (h + gap),
    w,
    h,
  }));
  const pad = 0.2;
  const valueH = Math.min(h * 0.45, rows === 1 ? 1.2 : 0.9);
  const values = fitCells(
    figures.map((f) => f.value),
    (i) => ({
      role: `kpi-${i + 1}-value`,
      field: figures[i].field,
      box: { x: cards[i].x + pad, y: cards[i].y + pad, w: w - 2 * pad, h: valueH - pad },
      align: 'center',
      valign: 'bottom',
      bold: true,
      color: 'accent',
    }),
    context.metrics,
    rows === 1 ? 48 : 36,
    'title',
  );
  const labels = fitCells(
    figures.map((f) => f.label),
    (i) => ({
      role: `kpi-${i + 1}-label`,
      field: figures[i].field,
      box: { x: cards[i].x + pad, y: cards[i].y + valueH + 0.1, w: w - 2 * pad, h: h - valueH - 0.1 - pad },
      align: 'center',
    }),
    context.metrics,
    textSizeOf(slide, 'bullets'),
  );
  if (!values || !labels) return null;
  return [
    ...top,
    ...(lead.lead ? [lead.lead] : []),
    ...cards.map((c) => shape(c, 'tint')),
    ...values.filter((v) => v.paragraphs[0].text),
    ...labels.filter((l) => l.paragraphs[0].text),
  ];
};

const timeline: TextLayout = (slide, context) => {
  const { lead: above, items: steps } = datedSteps(slide);
  if (visualOf(slide) || steps.length < 2 || steps.length > 6 || !inOrder(steps)) return null;
  const top = header(slide, context);
  const lead = leadOnTop(slide, context, 1.1, above.join('\n'));
  if (!top || !lead) return null;
  // The line runs through the middle of the room under the lead.
  const y0 = BODY_BOX.y + lead.used + Math.max(0, (BODY_BOX.h - lead.used) / 2 - 1.6);
  const lineY = y0 + 1.0;
  const w = BODY_BOX.w / steps.length;
  const dot = 0.26;
  const whens = fitCells(
    steps.map((s) => s.when),
    (i) => ({
      role: `milestone-${i + 1}-when`,
      field: steps[i].field,
      box: { x: BODY_BOX.x + i * w, y: y0, w: w - 0.2, h: lineY - y0 - 0.25 },
      valign: 'bottom',
      bold: true,
      color: 'accent',
    }),
    context.metrics,
    20,
  );
  const whats = fitCells(
    steps.map((s) => s.what),
    (i) => ({
      role: `milestone-${i + 1}-what`,
      field: steps[i].field,
      box: { x: BODY_BOX.x + i * w, y: lineY + 0.35, w: w - 0.2, h: BODY_BOX.y + BODY_BOX.h - lineY - 0.35 },
    }),
    context.metrics,
    textSizeOf(slide, 'bullets'),
  );
  if (!whens || !whats) return null;
  return [
    ...top,
    ...(lead.lead ? [lead.lead] : []),
    shape({ x: BODY_BOX.x, y: lineY - 0.025, w: BODY_BOX.w, h: 0.05 }, 'rule'),
    ...steps.map((_, i) => shape({ x: BODY_BOX.x + i * w, y: lineY - dot / 2, w: dot, h: dot }, 'accent', 'ellipse')),
    ...whens.filter((e) => e.paragraphs[0].text),
    ...whats,
  ];
};

const quote: TextLayout = (slide, context) => {
  if (visualOf(slide) || !slide.content.trim()) return null;
  const { metrics } = context;
  const title = fitTitle(slide, metrics, { x: MARGIN, y: 0.4, w: TITLE_BOX.w, h: 0.8 }, { color: 'muted' });
  const words = fit(
    {
      role: 'quote',
      field: 'content',
      box: { x: 2.0, y: 1.6, w: SLIDE.w - 3.4, h: 3.7 },
      valign: 'middle',
      italic: true,
      metrics,
      paragraphs: leadParagraphs(slide.content),
    },
    textSizeOf(slide, 'content'),
    'content',
  );
  const by = lines(slide.bullets);
  const attribution = by.length
    ? fit(
        {
          role: 'attribution',
          field: 'bullets',
          box: { x: 2.0, y: 5.55, w: SLIDE.w - 3.4, h: 1.25 },
          color: 'muted',
          metrics,
          paragraphs: by.map((text, i) => ({ text: i === 0 ? `— ${text}` : text, bullet: false, space: 0.2 })),
        },
        textSizeOf(slide, 'bullets'),
        'bullets',
      )
    : null;
  if (!title || !words || (by.length && !attribution)) return null;
  return [
    shape({ x: 0, y: 0, w: 0.28, h: SLIDE.h }, 'accent'),
    title,
    { kind: 'icon', name: 'quote', box: { x: 0.9, y: 1.7, w: 0.9, h: 0.9 }, color: 'accent' },
    words,
    ...(attribution ? [attribution] : []),
  ];
};

const closing: TextLayout = (slide, context) => {
  if (visualOf(slide)) return null;
  const { metrics } = context;
  const w = SLIDE.w - 2.4;
  const title = fitTitle(slide, metrics, { x: 1.2, y: 1.9, w, h: 1.9 }, { align: 'center' });
  const content = leadParagraphs(slide.content);
  const lead = content.length
    ? fit(
        {
          role: 'lead',
          field: 'content',
          box: { x: 1.2, y: 4.25, w, h: 1.2 },
          align: 'center',
          color: 'muted',
          metrics,
          paragraphs: content,
        },
        textSizeOf(slide, 'content'),
        'content',
      )
    : null;
  const contacts = lines(slide.bullets);
  const list = contacts.length
    ? fit(
        {
          role: 'contacts',
          field: 'bullets',
          box: { x: 1.2, y: 5.5, w, h: 1.35 },
          align: 'center',
          bold: true,
          metrics,
          paragraphs: contacts.map((text) => ({ text, bullet: false, space: 0.2 })),
        },
        textSizeOf(slide, 'bullets'),
        'bullets',
      )
    : null;
  if (!title || (content.length && !lead) || (contacts.length && !list)) return null;
  return [
    shape({ x: 0, y: SLIDE.h - 0.28, w: SLIDE.w, h: 0.28 }, 'accent'),
    {
      kind: 'icon',
      name: iconOf(slide) ?? 'handshake',
      box: { x: SLIDE.w / 2 - 0.45, y: 0.8, w: 0.9, h: 0.9 },
      color: 'accent',
    },
    title,
    shape({ x: SLIDE.w / 2 - 0.7, y: 3.95, w: 1.4, h: 0.07 }, 'accent'),
    ...(lead ? [lead] : []),
    ...(list ? [list] : []),
  ];
};

/** The kinds with a layout of their own; the others are laid out by the fitting rule (slides/fit.ts). */
export const TEXT_LAYOUTS: Partial<Record<SlideType, TextLayout>> = {
  section,
  'two-column': twoColumn,
  kpi,
  timeline,
  quote,
  closing,
};
