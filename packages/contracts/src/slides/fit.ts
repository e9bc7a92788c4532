import type { ThemeId } from './themes';
import type { Slide } from '../schemas/deck';
import { LINE_HEIGHT, textHeight, wrapLines, type TextMetrics } from './measure';
import {
  BODY_BOX,
  LEAD_ABOVE_WIDE,
  MAX_TEAM_CARDS,
  TITLE_BOX,
  TITLE_RULE,
  TITLE_SLIDE,
  bodyBoxes,
  titleBoxBeside,
  type Box,
} from './geometry';
import { BULLET_INDENT } from './engine';
import { TABLE_FLOOR, tableLayout, tableRowsThatFit } from './table';
import { teamCards } from './team';
import { normalizeSlide, textSizeOf } from './registry';
import { iconOf, visualOf, visualShape, type Visual } from './visual';

/**
 * The fitting rule every format follows. Text starts at the size the founder picked (or the
 * default) and shrinks to fit its box, never below a floor: 14 pt for body text and 24 pt for titles
 * on the 13.33 in wide slide (= px on the 960 px canvas). Text that still does not fit is never cut
 * or made smaller: it continues on a slide titled '<title> (cont.)', the same split in every format.
 * A size the founder picked below a floor (the Text Editor offers 12 pt) is kept as picked.
 */
export const TEXT_FLOOR = { body: 14, title: 24 } as const;

/** Paragraph spacing, as multiples of the font size. */
export const SPACE_AFTER = { lead: 0.6, bullet: 0.4 } as const;
export const CONTINUED = ' (cont.)';

/** The floor for a size the founder picked: a size picked below the floor is kept, never enlarged. */
const floorFor = (picked: number, floor: number) => Math.min(picked, floor);

/** The largest size from `from` down to the title floor (2 pt steps, the floor last) at which `text` fits `box`; the floor when none does. */
export function fitTitleSize(text: string, box: Pick<Box, 'w' | 'h'>, from: number, metrics: TextMetrics): number {
  const floor = floorFor(from, TEXT_FLOOR.title);
  for (let size = from; size > floor; size -= 2) {
    if (textHeight(text, box.w, size, metrics) <= box.h) return size;
  }
  return floor;
}

/** One paragraph of body text: the lead (in lines) or a bullet; `continued` is the rest of one cut at a slide's end. */
export interface TextBlock {
  kind: 'lead' | 'bullet';
  text: string;
  continued?: boolean;
}

export interface BodySizes {
  lead: number;
  bullet: number;
}

const sizeOf = (block: TextBlock, sizes: BodySizes) => (block.kind === 'lead' ? sizes.lead : sizes.bullet);

/** Height in inches of one block at `width`, spacing after it included. */
export function blockHeight(block: TextBlock, width: number, sizes: BodySizes, metrics: TextMetrics): number {
  const size = sizeOf(block, sizes);
  const textW = block.kind === 'bullet' ? width - (size * BULLET_INDENT) / 72 : width;
  return textHeight(block.text, textW, size, metrics) + (size * SPACE_AFTER[block.kind]) / 72;
}

const totalHeight = (blocks: TextBlock[], width: number, sizes: BodySizes, metrics: TextMetrics) =>
  blocks.reduce((sum, b) => sum + blockHeight(b, width, sizes, metrics), 0);

/** The fitting rule's page of a bullets-style slide: what slides/layouts.ts turns into elements. */
export interface FitPage {
  /** The deck slide (normalised) this page shows, and its position in the deck. */
  slide: Slide;
  index: number;
  /** 0 for the slide itself, 1… for its continuations. */
  part: number;
  /** How many pages this deck slide takes. */
  parts: number;
  title: string;
  titleSize: number;
  titleBox: Box;
  /** The accent rule under the title. */
  rule: Box;
  blocks: TextBlock[];
  sizes: BodySizes;
  textBox?: Box;
  /** Only the first page carries the visual. */
  visual: Visual | null;
  visualBox?: Box;
  /** A title slide's picture (its only visual), on the right. */
  picture?: Box;
}

/** Takes from `blocks` what fits `height` inches at the floor, cutting a paragraph between lines when needed. */
function takeFitting(blocks: TextBlock[], width: number, height: number, sizes: BodySizes, metrics: TextMetrics) {
  const page: TextBlock[] = [];
  let used = 0;
  let i = 0;
  for (; i < blocks.length; i += 1) {
    const h = blockHeight(blocks[i], width, sizes, metrics);
    if (used + h <= height) {
      page.push(blocks[i]);
      used += h;
      continue;
    }
    const size = sizeOf(blocks[i], sizes);
    const textW = blocks[i].kind === 'bullet' ? width - (size * BULLET_INDENT) / 72 : width;
    const lines = wrapLines(blocks[i].text, textW, size, metrics);
    const room = Math.floor(((height - used) * 72) / (size * LINE_HEIGHT));
    // A page that holds nothing yet takes at least one line, so every page moves the text on.
    const take = Math.min(lines.length - 1, page.length ? room : Math.max(1, room));
    if (take > 0) {
      page.push({ ...blocks[i], text: lines.slice(0, take).join(' ') });
      return {
        page,
        rest: [{ ...blocks[i], text: lines.slice(take).join(' '), continued: true }, ...blocks.slice(i + 1)],
      };
    }
    break;
  }
  return { page, rest: blocks.slice(i) };
}

/** The lead paragraph (one block per line the founder typed) and the bullets, blank ones left out. */
export function textBlocks(slide: Pick<Slide, 'content' | 'bullets'>): TextBlock[] {
  return [
    ...slide.content
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((text) => ({ kind: 'lead' as const, text })),
    ...slide.bullets
      .map((b) => b.trim())
      .filter(Boolean)
      .map((text) => ({ kind: 'bullet' as const, text })),
  ];
}

/** Sizes from the picked ones down, a point at a time, each held at its floor. */
function shrinkSteps(from: BodySizes): BodySizes[] {
  const floor = { lead: floorFor(from.lead, TEXT_FLOOR.body), bullet: floorFor(from.bullet, TEXT_FLOOR.body) };
  const steps: BodySizes[] = [];
  for (let k = 0; ; k += 1) {
    const sizes = { lead: Math.max(floor.lead, from.lead - k), bullet: Math.max(floor.bullet, from.bullet - k) };
    steps.push(sizes);
    if (sizes.lead === floor.lead && sizes.bullet === floor.bullet) return steps;
  }
}

/** Smallest table type and team card heights (one row, two rows) a visual may be given under a lead. */
const WIDE_MINIMUM = { tableSize: TABLE_FLOOR, teamRow: 2.6, teamRows: 1.9 } as const;

/** Whether a table or team cards are drawn whole, and legible, in `box`. */
function wideVisualFits(visual: Visual, box: Box, font: ThemeId): boolean {
  if (visual.kind === 'table') {
    const table = tableLayout(visual.rows, visual.hiddenRows, box, font);
    return table.hidden === visual.hiddenRows && table.size >= WIDE_MINIMUM.tableSize;
  }
  if (visual.kind !== 'team') return false;
  const rows = Math.min(visual.members.length, MAX_TEAM_CARDS) <= 4 ? 1 : 2;
  const room = box.h >= (rows === 1 ? WIDE_MINIMUM.teamRow : 2 * WIDE_MINIMUM.teamRows + 0.3);
  return room && teamCards(visual.members, box, font).fits;
}

/**
 * A lead above a table or team cards takes the height its text needs, at the largest sizes that
 * leave the visual whole and legible below it; null when none does (the lead then keeps its fixed
 * box and continues on '(cont.)' pages).
 */
function leadAboveWide(blocks: TextBlock[], visual: Visual, body: Box, picked: BodySizes, metrics: TextMetrics) {
  for (const sizes of shrinkSteps(picked)) {
    const need = totalHeight(blocks, body.w, sizes, metrics);
    const below = need + LEAD_ABOVE_WIDE.gap;
    const visualBox = { ...body, y: body.y + below, h: body.h - below };
    if (visualBox.h > 0 && wideVisualFits(visual, visualBox, metrics.font)) {
      return { sizes, textBox: { ...body, h: need }, visualBox };
    }
  }
  return null;
}

/** A title box that grows (down from the top, or up for the title slide) to hold a title at the floor. */
function titleFit(text: string, box: Box, from: number, metrics: TextMetrics, grow: 'down' | 'up') {
  const size = fitTitleSize(text, box, from, metrics);
  const extra = Math.max(0, textHeight(text, box.w, size, metrics) - box.h);
  const grown = grow === 'down' ? { ...box, h: box.h + extra } : { ...box, y: box.y - extra, h: box.h + extra };
  return { size, box: grown, extra: grow === 'down' ? extra : 0 };
}

/**
 * The pages a deck slide becomes: itself, with text at the largest size that fits (not below the
 * floor), then as many '<title> (cont.)' pages as the rest of its text needs, in the full body box.
 */
export function fitSlide(input: Slide, index = 0, font: ThemeId = 'savanna'): FitPage[] {
  return continueVisual(fitText(normalizeSlide(input), index, font), font);
}

/**
 * A table's rows (after its header) or a team's members, as a count: how many from `from` fit a
 * box on one slide, and the visual showing `count` of them from `from`.
 */
interface VisualParts {
  count: number;
  fitting: (from: number, box: Box) => number;
  show: (from: number, count: number) => Visual;
}

function visualParts(visual: Visual, font: ThemeId): VisualParts | null {
  if (visual.kind === 'table') {
    const [header, ...rows] = visual.rows;
    return {
      count: rows.length,
      fitting: (from, box) => tableRowsThatFit([header, ...rows.slice(from)], box.w, box.h, font) - 1,
      show: (from, count) => ({ ...visual, rows: [header, ...rows.slice(from, from + count)] }),
    };
  }
  if (visual.kind === 'team') {
    const { members } = visual;
    return {
      count: members.length,
      fitting: (from, box) => {
        for (let n = Math.min(members.length - from, MAX_TEAM_CARDS); n > 0; n -= 1)
          if (teamCards(members.slice(from, from + n), box, font).fits) return n;
        return 0;
      },
      show: (from, count) => ({ ...visual, members: members.slice(from, from + count) }),
    };
  }
  return null;
}

/**
 * A table or team cards too long for their box at the floors: the rows (the header repeated) or
 * cards that fit stay on the slide, the rest continue on '<title> (cont.)' slides after it, so
 * every row and every person is shown.
 */
function continueVisual(pages: FitPage[], font: ThemeId): FitPage[] {
  const [first, ...rest] = pages;
  const parted = first?.visual ? visualParts(first.visual, font) : null;
  if (!parted || !first.visualBox) return pages;
  const bold: TextMetrics = { font, bold: true };
  const titleBox = titleBoxBeside(TITLE_BOX, Boolean(iconOf(first.slide)));
  const contTitle = `${first.slide.title}${CONTINUED}`;
  const parts: FitPage[] = [];
  let from = 0;
  let box = first.visualBox;
  let page: FitPage = first;
  for (;;) {
    // A '(cont.)' slide shows at least one row or card, so the visual always moves on; the first
    // slide may show none when the text above leaves too little room, and they start on the next.
    const fit = parted.fitting(from, box);
    const shown = page === first && first.blocks.length ? fit : Math.max(1, fit);
    parts.push({
      ...page,
      parts: 0,
      ...(shown ? { visual: parted.show(from, shown) } : { visual: null, visualBox: undefined }),
    });
    from += shown;
    if (from >= parted.count) break;
    const title = titleFit(contTitle, titleBox, textSizeOf(first.slide, 'title'), bold, 'down');
    box = { ...BODY_BOX, y: BODY_BOX.y + title.extra, h: BODY_BOX.h - title.extra };
    page = {
      ...first,
      part: 0,
      title: contTitle,
      titleSize: title.size,
      titleBox: title.box,
      rule: { ...TITLE_RULE, y: TITLE_RULE.y + title.extra },
      blocks: [],
      textBox: undefined,
      visualBox: box,
    };
  }
  const all = [...parts, ...rest];
  return all.map((p, part) => ({ ...p, part, parts: all.length }));
}

function fitText(slide: Slide, index: number, font: ThemeId): FitPage[] {
  const metrics: TextMetrics = { font };
  const bold: TextMetrics = { font, bold: true };
  const visual = visualOf(slide);
  const blocks = textBlocks(slide);
  const picked: BodySizes = { lead: textSizeOf(slide, 'content'), bullet: textSizeOf(slide, 'bullets') };
  const pages: Array<Omit<FitPage, 'parts'>> = [];
  const titleBox = titleBoxBeside(TITLE_BOX, Boolean(iconOf(slide)));

  let first: Omit<FitPage, 'parts' | 'blocks' | 'sizes'> & { textBox?: Box };
  if (slide.type === 'title') {
    const picture = visual?.kind === 'image';
    const w = picture ? TITLE_SLIDE.textW.beside : TITLE_SLIDE.textW.full;
    const title = titleFit(slide.title, { ...TITLE_SLIDE.title, w }, textSizeOf(slide, 'title'), bold, 'up');
    first = {
      slide,
      index,
      part: 0,
      title: slide.title,
      titleSize: title.size,
      titleBox: title.box,
      rule: TITLE_SLIDE.rule,
      textBox: { ...TITLE_SLIDE.text, w },
      visual: picture ? visual : null,
      picture: picture ? TITLE_SLIDE.picture : undefined,
    };
  } else {
    const title = titleFit(slide.title, titleBox, textSizeOf(slide, 'title'), bold, 'down');
    const body = { ...BODY_BOX, y: BODY_BOX.y + title.extra, h: BODY_BOX.h - title.extra };
    const wide = visual && blocks.length && visualShape(visual) === 'wide';
    const fitted = wide ? leadAboveWide(blocks, visual, body, picked, metrics) : null;
    if (fitted) {
      const rule = { ...TITLE_RULE, y: TITLE_RULE.y + title.extra };
      const page = { slide, index, part: 0, title: slide.title, titleSize: title.size, titleBox: title.box, rule };
      return [
        {
          ...page,
          blocks,
          sizes: fitted.sizes,
          textBox: fitted.textBox,
          visual,
          visualBox: fitted.visualBox,
          parts: 1,
        },
      ];
    }
    const boxes = bodyBoxes(blocks.length > 0, visualShape(visual), body);
    first = {
      slide,
      index,
      part: 0,
      title: slide.title,
      titleSize: title.size,
      titleBox: title.box,
      rule: { ...TITLE_RULE, y: TITLE_RULE.y + title.extra },
      textBox: boxes.text,
      visual,
      visualBox: boxes.visual,
    };
  }

  const box = first.textBox;
  if (!box || !blocks.length) return [{ ...first, blocks: [], sizes: picked, parts: 1 }];
  const steps = shrinkSteps(picked);
  const fits = steps.find((sizes) => totalHeight(blocks, box.w, sizes, metrics) <= box.h);
  if (fits) return [{ ...first, blocks, sizes: fits, parts: 1 }];

  const floor = steps[steps.length - 1];
  let { page, rest } = takeFitting(blocks, box.w, box.h, floor, metrics);
  pages.push({ ...first, blocks: page, sizes: floor });
  const contTitle = `${slide.title}${CONTINUED}`;
  while (rest.length) {
    const title = titleFit(contTitle, titleBox, textSizeOf(slide, 'title'), bold, 'down');
    const textBox = { ...BODY_BOX, y: BODY_BOX.y + title.extra, h: BODY_BOX.h - title.extra };
    ({ page, rest } = takeFitting(rest, textBox.w, textBox.h, floor, metrics));
    pages.push({
      slide,
      index,
      part: pages.length,
      title: contTitle,
      titleSize: title.size,
      titleBox: title.box,
      rule: { ...TITLE_RULE, y: TITLE_RULE.y + title.extra },
      blocks: page,
      sizes: floor,
      textBox,
      visual: null,
    });
  }
  return pages.map((p) => ({ ...p, parts: pages.length }));
}
