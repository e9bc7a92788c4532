import {
  BULLET_INDENT,
  FOOTER,
  LINE_HEIGHT,
  MARGIN,
  SLIDE,
  SPACE_AFTER,
  TITLE_SLIDE,
  layoutDeck,
  type Box,
  type Deck,
  type SlidePage,
  type Visual,
} from '@kuza/contracts';
import PptxGenJS from 'pptxgenjs';
import { resolveTheme, type ResolvedTheme } from './deck-theme';
import { loadPageImages, type DeckExportOptions, type SlideImages } from './deck-images';
import { addChart, addImage, addTable, addTeam } from './pptx-visuals';

/**
 * Sizes and spacing are the shared fitting rule's, set exactly (line spacing in points, no
 * shrink-on-overflow): PowerPoint would otherwise shrink text below the floor on its own.
 */
function addTitle(slide: PptxGenJS.Slide, page: SlidePage, theme: ResolvedTheme) {
  slide.addText(page.title, {
    ...page.titleBox,
    fontFace: theme.pptxHeadingFont,
    fontSize: page.titleSize,
    lineSpacing: page.titleSize * LINE_HEIGHT,
    bold: true,
    color: theme.colors.text,
    valign: 'bottom',
    fit: 'none',
    margin: 0,
  });
}

/** The page's lead lines and bullets as one text box, at the sizes the shared rule chose. */
function addBodyText(slide: PptxGenJS.Slide, page: SlidePage, theme: ResolvedTheme) {
  if (!page.textBox || !page.blocks.length) return;
  const lead = page.slide.type === 'title' && page.part === 0 ? theme.colors.muted : theme.colors.text;
  const runs: PptxGenJS.TextProps[] = page.blocks.map((block, i) => {
    const size = block.kind === 'lead' ? page.sizes.lead : page.sizes.bullet;
    const options: PptxGenJS.TextPropsOptions = {
      fontSize: size,
      lineSpacing: size * LINE_HEIGHT,
      color: block.kind === 'lead' ? lead : theme.colors.text,
      paraSpaceAfter: size * SPACE_AFTER[block.kind],
      breakLine: i < page.blocks.length - 1,
    };
    if (block.kind === 'bullet') {
      // The rest of a bullet cut at the previous slide's end keeps the indent, without a second mark.
      options.bullet = block.continued ? false : { indent: size * BULLET_INDENT };
      if (block.continued) options.indentLevel = 0;
      if (block.continued) options.margin = [0, 0, 0, size * BULLET_INDENT];
    }
    return { text: block.text, options };
  });
  slide.addText(runs, { ...page.textBox, fontFace: theme.pptxFont, valign: 'top', fit: 'none', margin: 0 });
}

function addVisual(
  pptx: PptxGenJS,
  slide: PptxGenJS.Slide,
  visual: Visual,
  images: SlideImages,
  box: Box,
  theme: ResolvedTheme,
) {
  if (visual.kind === 'chart') addChart(pptx, slide, visual.chart, box, theme);
  else if (visual.kind === 'table') addTable(slide, visual.rows, visual.hiddenRows, box, theme);
  else if (visual.kind === 'team') addTeam(slide, visual.members, images.team, box, theme);
  else addImage(slide, visual, images.media, box, theme);
}

/**
 * The theme's background and accent shapes, as native shapes under the content. A gradient
 * background is its top colour here: pptxgenjs writes solid slide backgrounds only.
 */
function addBackdrop(slide: PptxGenJS.Slide, theme: ResolvedTheme) {
  slide.background = { color: theme.colors.background };
  for (const { kind, fill, ...box } of theme.definition.shapes) {
    const color = fill === 'accent' ? theme.colors.accent : theme.soft;
    slide.addShape(kind === 'ellipse' ? 'ellipse' : 'rect', { ...box, fill: { color }, line: { type: 'none' } });
  }
}

function addPage(pptx: PptxGenJS, slide: PptxGenJS.Slide, page: SlidePage, images: SlideImages, theme: ResolvedTheme) {
  const accent = { fill: { color: theme.colors.accent }, line: { type: 'none' as const } };
  addBackdrop(slide, theme);
  if (page.slide.type === 'title' && page.part === 0) slide.addShape('rect', { ...TITLE_SLIDE.bar, ...accent });
  addTitle(slide, page, theme);
  slide.addShape('rect', { ...page.rule, ...accent });
  addBodyText(slide, page, theme);
  if (page.visual?.kind === 'image' && page.picture) addImage(slide, page.visual, images.media, page.picture, theme);
  else if (page.visual && page.visualBox) addVisual(pptx, slide, page.visual, images, page.visualBox, theme);
}

/**
 * A deck as an editable PowerPoint file: native text boxes, charts (with their data), tables,
 * pictures and shapes on 16:9 slides, speaker notes and slide numbers — not a picture per slide.
 * A slide whose text does not fit at the floor continues on '<title> (cont.)' slides, as in the PDF.
 */
export async function deckToPptx(deck: Deck, options: DeckExportOptions = {}): Promise<Buffer> {
  const theme = resolveTheme(deck.theme);
  const pages = layoutDeck(deck.slides ?? [], theme.font);
  const images = await loadPageImages(pages, options.resolveImage);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.name;
  pptx.company = 'Kuza';
  pptx.theme = { headFontFace: theme.pptxHeadingFont, bodyFontFace: theme.pptxFont };

  for (const page of pages) {
    const slide = pptx.addSlide();
    addPage(pptx, slide, page, images[page.index], theme);
    slide.addText(deck.name, {
      x: MARGIN,
      y: FOOTER.y,
      w: 6,
      h: FOOTER.h,
      fontFace: theme.pptxFont,
      fontSize: 10,
      color: theme.colors.muted,
      margin: 0,
    });
    slide.slideNumber = {
      x: SLIDE.w - MARGIN - 1,
      y: FOOTER.y,
      w: 1,
      h: FOOTER.h,
      fontFace: theme.pptxFont,
      fontSize: 10,
      color: theme.colors.muted,
      align: 'right',
    };
    if (page.part === page.parts - 1 && page.slide.notes?.trim()) slide.addNotes(page.slide.notes.trim());
  }
  return (await pptx.write({ outputType: 'nodebuffer', compression: true })) as Buffer;
}
