import type { SlideType } from '../decks';
import type { ThemeId } from './themes';
import type { Slide } from '../schemas/deck';
import { textElement, type SlideElement, type TextElement } from './engine';
import { CONTINUED, SPACE_AFTER, blockHeight, fitSlide, type FitPage, type TextBlock } from './fit';
import { FOOTER, SLIDE, TITLE_SLIDE, titleIconBox, type Box } from './geometry';
import { normalizeSlide } from './registry';
import { TEXT_LAYOUTS, type LayoutContext } from './text-layouts';
import { composeForTheme } from './theme-compositions';
import { iconOf } from './visual';

/** One slide as drawn: a deck slide, or one of its '(cont.)' continuations. */
export interface SlidePage {
  /** The deck slide (normalised) this page shows, and its position in the deck. */
  slide: Slide;
  index: number;
  /** 0 for the slide itself, 1… for its continuations. */
  part: number;
  /** How many pages this deck slide takes: more than one when its text does not fit at the floors. */
  parts: number;
  title: string;
  /** The layout that drew the page: the slide's kind, or 'content' when its text needed the bullets layout. */
  layout: SlideType;
  elements: SlideElement[];
}

/**
 * Whether a slide's text does not fit its slide at the floors: the editor then warns and offers a
 * split. A table or team cards continued on '(cont.)' slides carry no text to split, so they do not count.
 */
export const tooFull = (pages: Pick<SlidePage, 'elements'>[]): boolean =>
  pages
    .slice(1)
    .some((page) => page.elements.some((e) => e.kind === 'text' && (e.role === 'lead' || e.role === 'bullets')));

/** A bullets-style page (title, lead, bullets, one visual) as elements. */
function fitElements(page: FitPage, font: ThemeId): SlideElement[] {
  const metrics = { font };
  const isTitle = page.slide.type === 'title' && page.part === 0;
  const elements: SlideElement[] = [];
  if (isTitle) elements.push({ kind: 'shape', shape: 'rect', box: TITLE_SLIDE.bar, fill: 'accent' });
  elements.push(
    textElement({
      role: 'title',
      field: page.part === 0 ? 'title' : undefined,
      box: page.titleBox,
      valign: 'bottom',
      bold: true,
      metrics,
      paragraphs: [{ text: page.title, size: page.titleSize, bullet: false, spaceAfter: 0 }],
    }),
  );
  elements.push({ kind: 'shape', shape: 'rect', box: page.rule, fill: 'accent' });
  const icon = iconOf(page.slide);
  if (icon && !isTitle) {
    elements.push({ kind: 'icon', name: icon, box: titleIconBox(page.titleBox), color: 'accent' });
  }
  const box = page.textBox;
  const lead = page.blocks.filter((b) => b.kind === 'lead');
  const bullets = page.blocks.filter((b) => b.kind === 'bullet');
  if (box && lead.length) {
    const h = lead.reduce((sum, b) => sum + blockHeight(b, box.w, page.sizes, metrics), 0);
    elements.push(
      textElement({
        role: 'lead',
        field: 'content',
        box: { ...box, h: Math.min(h, box.h) },
        metrics,
        paragraphs: lead.map((b) => ({
          text: b.text,
          size: page.sizes.lead,
          bullet: false,
          spaceAfter: page.sizes.lead * SPACE_AFTER.lead,
          color: isTitle ? 'muted' : undefined,
        })),
      }),
    );
  }
  if (box && bullets.length) {
    const above = lead.reduce((sum, b) => sum + blockHeight(b, box.w, page.sizes, metrics), 0);
    elements.push(
      textElement({
        role: 'bullets',
        field: 'bullets',
        box: { ...box, y: box.y + above, h: Math.max(0, box.h - above) },
        metrics,
        paragraphs: bullets.map((b) => ({
          text: b.text,
          size: page.sizes.bullet,
          bullet: true,
          continued: b.continued,
          spaceAfter: page.sizes.bullet * SPACE_AFTER.bullet,
        })),
      }),
    );
  }
  const visualBox = page.visual?.kind === 'image' && page.picture ? page.picture : page.visualBox;
  if (page.visual && visualBox) elements.push({ kind: 'visual', visual: page.visual, box: visualBox });
  return elements;
}

/**
 * The layout engine: the pages a deck slide becomes, as boxes (position, size, font size and
 * lines per text block) for a theme's font on the 13.333 × 7.5 in slide. A kind with a layout of
 * its own (section, two columns, big numbers, timeline, quote, closing) uses it when everything
 * it carries fits at the floors; otherwise, and for the bullets-style kinds, the fitting rule
 * shrinks text to the floors and continues on '(cont.)' pages. Nothing is ever left out.
 */
export function layoutSlide(
  input: Slide,
  index = 0,
  font: ThemeId = 'savanna',
  direction: PageDirection = 'ltr',
): SlidePage[] {
  const pages = layoutSlideLeftToRight(input, index, font);
  return direction === 'rtl' ? pages.map((page) => ({ ...page, elements: mirrored(page.elements) })) : pages;
}

/**
 * Which way a deck's pages run, its language's (`localeDirection`): right to left, the page is the left-to-right
 * one mirrored, so the title starts at the right, the first of a row of cards, steps or columns is the rightmost and a
 * picture beside the text changes sides.
 */
export type PageDirection = 'ltr' | 'rtl';

/** A box moved to the other side of the slide, at the same size. */
const mirrorBox = (box: Box): Box => ({ ...box, x: SLIDE.w - box.x - box.w });

/**
 * Elements mirrored across the slide: each box moves to the other side at the same size, so lines break where they
 * did (the renderers start a right-to-left block's lines at its right edge); a table's columns run from the right; a
 * chart runs from the right (`rightToLeft`: its first category rightmost, its value axis at the right, chartAxes),
 * its data kept in reading order. Team cards keep their order inside their box.
 */
function mirrored(elements: SlideElement[]): SlideElement[] {
  return elements.map((element) => {
    const box = mirrorBox(element.box);
    if (element.kind === 'visual' && element.visual.kind === 'table') {
      return {
        ...element,
        box,
        visual: { ...element.visual, rows: element.visual.rows.map((row) => [...row].reverse()) },
      };
    }
    if (element.kind === 'visual' && element.visual.kind === 'chart') {
      return { ...element, box, visual: { ...element.visual, rightToLeft: true } };
    }
    return { ...element, box };
  });
}

/** One line of the footer: its box and the side its words keep to. */
export interface FooterLine {
  box: Box;
  align: 'left' | 'right';
}

/**
 * The footer of every page, in the editor canvas, the PDF and the PPTX alike (FOOTER): the deck's name at the page's
 * start, 'n / N' at its end. Right to left, both boxes are mirrored with the page and their words keep to the other
 * side: the name from the right edge, the number flush left.
 */
export function pageFooter(direction: PageDirection = 'ltr'): { name: FooterLine; number: FooterLine } {
  if (direction === 'rtl') {
    return {
      name: { box: mirrorBox(FOOTER.name), align: 'right' },
      number: { box: mirrorBox(FOOTER.number), align: 'left' },
    };
  }
  return { name: { box: { ...FOOTER.name }, align: 'left' }, number: { box: { ...FOOTER.number }, align: 'right' } };
}

function layoutSlideLeftToRight(input: Slide, index: number, font: ThemeId): SlidePage[] {
  const slide = normalizeSlide(input);
  const own = TEXT_LAYOUTS[slide.type];
  const context: LayoutContext = { font, metrics: { font } };
  const elements = own?.(slide, context);
  const themed = (layout: SlideType, part: number, drawn: SlideElement[]) =>
    (part === 0 && (layout === 'title' || layout === 'section') && composeForTheme(layout, drawn, font)) || drawn;
  if (elements)
    return [
      {
        slide,
        index,
        part: 0,
        parts: 1,
        title: slide.title,
        layout: slide.type,
        elements: themed(slide.type, 0, elements),
      },
    ];
  const layout: SlideType = own ? 'content' : slide.type;
  return fitSlide(slide, index, font).map((page) => ({
    slide,
    index,
    part: page.part,
    parts: page.parts,
    title: page.title,
    layout,
    elements: themed(layout, page.part, fitElements(page, font)),
  }));
}

/** Every page of a deck, in order: what the editor, preview, share view, PDF and PPTX show. */
export function layoutDeck(slides: Slide[], font: ThemeId = 'savanna', direction: PageDirection = 'ltr'): SlidePage[] {
  return slides.flatMap((slide, index) => layoutSlide(slide, index, font, direction));
}

/** The text blocks of a page, in drawing order. */
export const textElements = (page: Pick<SlidePage, 'elements'>): TextElement[] =>
  page.elements.filter((e): e is TextElement => e.kind === 'text');

const fieldsOf = (blocks: TextBlock[]) => ({
  content: blocks
    .filter((b) => b.kind === 'lead')
    .map((b) => b.text)
    .join('\n'),
  bullets: blocks.filter((b) => b.kind === 'bullet').map((b) => b.text),
});

/**
 * The editor's 'Split into two slides' for a slide too full to fit at the floors: the text its
 * first page shows stays (with its visual and notes), the rest moves to a new bullets slide titled
 * '<title> (cont.)', which can be split again. Null when the slide fits.
 */
export function splitSlide(input: Slide, id: string, font: ThemeId = 'savanna'): [Slide, Slide] | null {
  const slide = normalizeSlide(input);
  const pages = fitSlide(slide, 0, font);
  // A table's '(cont.)' slides carry rows, not text: nothing to split.
  if (!pages.slice(1).some((page) => page.blocks.length)) return null;
  const first = normalizeSlide({ ...slide, ...fieldsOf(pages[0].blocks) });
  const second = normalizeSlide({
    id,
    type: 'content',
    title: `${slide.title}${CONTINUED}`,
    ...fieldsOf(pages.slice(1).flatMap((page) => page.blocks)),
    notes: '',
    textSizes: slide.textSizes,
  });
  return [first, second];
}
