import type { Deck, Slide } from '@kuza/contracts';
import PptxGenJS from 'pptxgenjs';
import {
  BODY_SIZES,
  FOOTER,
  MARGIN,
  SLIDE,
  TITLE_BOX,
  TITLE_RULE,
  TITLE_SIZES,
  bodyBoxes,
  estimateFontSize,
  normalizeSlide,
  visualOf,
  type Box,
  type Visual,
} from './deck-layout';
import { resolveTheme, type ResolvedTheme } from './deck-theme';
import { loadDeckImages, type DeckExportOptions, type SlideImages } from './deck-images';
import { addChart, addImage, addTable, addTeam } from './pptx-visuals';

/** The lead paragraph and bullets of a slide as one text box, sized to fit. */
function addBodyText(slide: PptxGenJS.Slide, source: Slide, box: Box, theme: ResolvedTheme, sizes = BODY_SIZES) {
  const lines = [source.content, ...source.bullets].map((l) => l.trim()).filter(Boolean);
  if (!lines.length) return;
  const fontSize = estimateFontSize(lines, box, sizes);
  const runs: PptxGenJS.TextProps[] = [];
  if (source.content.trim()) {
    runs.push({ text: source.content.trim(), options: { color: theme.colors.text, paraSpaceAfter: fontSize * 0.6 } });
  }
  for (const bullet of source.bullets.map((b) => b.trim()).filter(Boolean)) {
    runs.push({
      text: bullet,
      options: { bullet: { indent: fontSize * 1.1 }, color: theme.colors.text, paraSpaceAfter: fontSize * 0.4 },
    });
  }
  runs.forEach((run, i) => {
    if (i < runs.length - 1 && run.options) run.options.breakLine = true;
  });
  slide.addText(runs, { ...box, fontFace: theme.pptxFont, fontSize, valign: 'top', fit: 'shrink', margin: 0 });
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

function addTitleSlide(
  slide: PptxGenJS.Slide,
  source: Slide,
  visual: Visual | null,
  images: SlideImages,
  theme: ResolvedTheme,
) {
  const { colors, pptxFont } = theme;
  slide.addShape('rect', { x: 0, y: 0, w: 0.28, h: SLIDE.h, fill: { color: colors.accent }, line: { type: 'none' } });
  // A picture on a title slide (a logo, a product shot) takes the right third.
  const picture = visual?.kind === 'image' ? visual : null;
  const w = picture ? 7.6 : SLIDE.w - 2.2;
  if (picture) addImage(slide, picture, images.media, { x: 9.3, y: 1.3, w: 3.4, h: 4.9 }, theme);
  const titleBox = { x: 1.1, y: 1.7, w, h: 2.0 };
  slide.addText(source.title, {
    ...titleBox,
    fontFace: pptxFont,
    fontSize: estimateFontSize([source.title], titleBox, [48, 44, 40, 36, 32, 28]),
    bold: true,
    color: colors.text,
    valign: 'bottom',
    fit: 'shrink',
    margin: 0,
  });
  slide.addShape('rect', { x: 1.1, y: 3.9, w: 1.4, h: 0.07, fill: { color: colors.accent }, line: { type: 'none' } });
  if (source.content.trim()) {
    slide.addText(source.content.trim(), {
      x: 1.1,
      y: 4.15,
      w,
      h: 1.1,
      fontFace: pptxFont,
      fontSize: 22,
      color: colors.muted,
      valign: 'top',
      fit: 'shrink',
      margin: 0,
    });
  }
  addBodyText(slide, { ...source, content: '' }, { x: 1.1, y: 5.35, w, h: 1.4 }, theme, [18, 16, 14, 12]);
}

function addContentSlide(
  pptx: PptxGenJS,
  slide: PptxGenJS.Slide,
  source: Slide,
  visual: Visual | null,
  images: SlideImages,
  theme: ResolvedTheme,
) {
  const { colors, pptxFont } = theme;
  slide.addText(source.title, {
    ...TITLE_BOX,
    fontFace: pptxFont,
    fontSize: estimateFontSize([source.title], TITLE_BOX, TITLE_SIZES),
    bold: true,
    color: colors.text,
    valign: 'bottom',
    fit: 'shrink',
    margin: 0,
  });
  slide.addShape('rect', { ...TITLE_RULE, fill: { color: colors.accent }, line: { type: 'none' } });
  const hasText = !!(source.content.trim() || source.bullets.some((b) => b.trim()));
  const boxes = bodyBoxes(hasText, visual);
  if (boxes.text) addBodyText(slide, source, boxes.text, theme);
  if (visual && boxes.visual) addVisual(pptx, slide, visual, images, boxes.visual, theme);
}

/**
 * A deck as an editable PowerPoint file: native text boxes, charts (with their data), tables,
 * pictures and shapes on 16:9 slides, speaker notes and slide numbers — not a picture per slide.
 */
export async function deckToPptx(deck: Deck, options: DeckExportOptions = {}): Promise<Buffer> {
  const theme = resolveTheme(deck.theme);
  const slides = (deck.slides ?? []).map(normalizeSlide);
  const images = await loadDeckImages(slides, options.resolveImage);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = deck.name;
  pptx.company = 'Kuza';
  pptx.theme = { headFontFace: theme.pptxFont, bodyFontFace: theme.pptxFont };

  slides.forEach((source, i) => {
    const slide = pptx.addSlide();
    slide.background = { color: theme.colors.background };
    const visual = visualOf(source);
    if (source.type === 'title') addTitleSlide(slide, source, visual, images[i], theme);
    else addContentSlide(pptx, slide, source, visual, images[i], theme);
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
    if (source.notes?.trim()) slide.addNotes(source.notes.trim());
  });
  return (await pptx.write({ outputType: 'nodebuffer', compression: true })) as Buffer;
}
