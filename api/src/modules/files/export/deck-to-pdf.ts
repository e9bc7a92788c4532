import {
  BULLET_INDENT,
  FOOTER,
  LINE_HEIGHT,
  MARGIN,
  SLIDE,
  SPACE_AFTER,
  TITLE_BOX,
  TITLE_RULE,
  TITLE_SLIDE,
  layoutDeck,
  type Box,
  type Deck,
  type SlidePage,
  type Visual,
} from '@kuza/contracts';
import { loadPageImages, type DeckExportOptions, type SlideImages } from './deck-images';
import { resolveTheme, type ResolvedTheme } from './deck-theme';
import { PDF_FONT } from './fonts';
import { useThemeFonts } from './theme-fonts';
import { drawChart, hex } from './pdf-charts';
import { createPdf } from './pdf-document';
import { drawImage, drawTable, drawTeam, fitSize } from './pdf-visuals';

export interface DeckPdfOptions extends DeckExportOptions {
  /** After each slide, a page with its speaker notes (for rehearsing from paper or a phone). */
  notesPages?: boolean;
}

type Doc = PDFKit.PDFDocument;
const PT = 72;
const pt = (box: Box): Box => ({ x: box.x * PT, y: box.y * PT, w: box.w * PT, h: box.h * PT });
const PAGE = { w: SLIDE.w * PT, h: SLIDE.h * PT };
/** The gap that brings the current font's own line height to the shared LINE_HEIGHT (set font and size first). */
const lineGap = (doc: Doc, size: number) => size * LINE_HEIGHT - doc.currentLineHeight(true);

/** A block of text at the largest size that fits the box (notes pages), bottom- or top-aligned. */
function drawFitted(
  doc: Doc,
  text: string,
  box: Box,
  sizes: number[],
  font: string,
  color: string,
  valign: 'top' | 'bottom',
) {
  doc.font(font);
  const size = fitSize(sizes, box.h, (s) => doc.fontSize(s).heightOfString(text, { width: box.w }));
  doc.fontSize(size).fillColor(hex(color));
  const height = Math.min(box.h, doc.heightOfString(text, { width: box.w }));
  doc.text(text, box.x, valign === 'bottom' ? box.y + box.h - height : box.y, { width: box.w });
}

/** The page's title at the size the shared rule chose, bottom-aligned in its box; never cut. */
function drawTitle(doc: Doc, page: SlidePage, theme: ResolvedTheme) {
  const box = pt(page.titleBox);
  doc.font(PDF_FONT.heading).fontSize(page.titleSize).fillColor(hex(theme.colors.text));
  const options = { width: box.w, lineGap: lineGap(doc, page.titleSize) };
  const height = doc.heightOfString(page.title, options);
  doc.text(page.title, box.x, Math.max(box.y, box.y + box.h - height), options);
}

/** Lead lines then bullets with hanging indents, at the sizes the shared rule chose: all of it, never cut. */
function drawBodyText(doc: Doc, page: SlidePage, theme: ResolvedTheme) {
  if (!page.textBox || !page.blocks.length) return;
  const box = pt(page.textBox);
  const lead = page.slide.type === 'title' && page.part === 0 ? theme.colors.muted : theme.colors.text;
  let y = box.y;
  doc.font(PDF_FONT.regular);
  for (const block of page.blocks) {
    const size = block.kind === 'lead' ? page.sizes.lead : page.sizes.bullet;
    doc.fontSize(size);
    if (block.kind === 'lead') {
      doc.fillColor(hex(lead)).text(block.text, box.x, y, { width: box.w, lineGap: lineGap(doc, size) });
    } else {
      const indent = size * BULLET_INDENT;
      if (!block.continued) {
        doc.fillColor(hex(theme.colors.accent)).text('•', box.x, y, { width: indent, lineBreak: false });
      }
      doc
        .fillColor(hex(theme.colors.text))
        .text(block.text, box.x + indent, y, { width: box.w - indent, lineGap: lineGap(doc, size) });
    }
    y = doc.y + size * SPACE_AFTER[block.kind];
  }
}

function drawVisual(doc: Doc, visual: Visual, images: SlideImages, box: Box, theme: ResolvedTheme) {
  if (visual.kind === 'chart') drawChart(doc, visual.chart, box, theme);
  else if (visual.kind === 'table') drawTable(doc, visual.rows, visual.hiddenRows, box, theme);
  else if (visual.kind === 'team') drawTeam(doc, visual.members, images.team, box, theme);
  else drawImage(doc, visual, images.media, box, theme);
}

/** The theme's background (solid or a top-to-bottom gradient) and its accent shapes, under everything else. */
function drawBackdrop(doc: Doc, theme: ResolvedTheme) {
  const { background, shapes } = theme.definition;
  if (background.to) {
    const gradient = doc.linearGradient(0, 0, 0, PAGE.h);
    gradient.stop(0, hex(theme.colors.background)).stop(1, hex(background.to));
    doc.rect(0, 0, PAGE.w, PAGE.h).fill(gradient);
  } else doc.rect(0, 0, PAGE.w, PAGE.h).fill(hex(theme.colors.background));
  for (const shape of shapes) {
    const box = pt(shape);
    const fill = hex(shape.fill === 'accent' ? theme.colors.accent : theme.soft);
    if (shape.kind === 'ellipse') doc.ellipse(box.x + box.w / 2, box.y + box.h / 2, box.w / 2, box.h / 2).fill(fill);
    else doc.rect(box.x, box.y, box.w, box.h).fill(fill);
  }
}

function drawPage(doc: Doc, page: SlidePage, images: SlideImages, theme: ResolvedTheme) {
  const { colors } = theme;
  if (page.slide.type === 'title' && page.part === 0) {
    const bar = pt(TITLE_SLIDE.bar);
    doc.rect(bar.x, bar.y, bar.w, bar.h).fill(hex(colors.accent));
  }
  drawTitle(doc, page, theme);
  const rule = pt(page.rule);
  doc.rect(rule.x, rule.y, rule.w, rule.h).fill(hex(colors.accent));
  drawBodyText(doc, page, theme);
  if (page.visual?.kind === 'image' && page.picture) drawImage(doc, page.visual, images.media, pt(page.picture), theme);
  else if (page.visual && page.visualBox) drawVisual(doc, page.visual, images, pt(page.visualBox), theme);
}

function drawFooter(doc: Doc, name: string, label: string, theme: ResolvedTheme) {
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(hex(theme.colors.muted));
  doc.text(name, MARGIN * PT, FOOTER.y * PT, {
    width: 6 * PT,
    lineBreak: false,
    height: FOOTER.h * PT,
    ellipsis: true,
  });
  doc.text(label, (SLIDE.w - MARGIN - 2) * PT, FOOTER.y * PT, { width: 2 * PT, align: 'right', lineBreak: false });
}

function drawNotesPage(doc: Doc, page: SlidePage, n: number, theme: ResolvedTheme) {
  const { colors } = theme;
  drawFitted(
    doc,
    `Slide ${n} · ${page.title}`,
    pt({ ...TITLE_BOX, h: 0.8 }),
    [24, 20, 18],
    PDF_FONT.heading,
    colors.text,
    'bottom',
  );
  const rule = pt(TITLE_RULE);
  doc.rect(rule.x, rule.y - 0.1 * PT, rule.w, rule.h).fill(hex(colors.accent));
  const notes = page.slide.notes?.trim();
  const box = pt({ x: MARGIN, y: 1.5, w: SLIDE.w - 2 * MARGIN, h: 5.2 });
  if (notes) drawFitted(doc, notes, box, [18, 16, 14, 12, 11, 10, 9], PDF_FONT.regular, colors.text, 'top');
  else drawFitted(doc, 'No speaker notes for this slide.', box, [16], PDF_FONT.italic, colors.muted, 'top');
}

/**
 * A deck as a PDF without a browser: one 16:9 page per slide (and per continuation the shared
 * fitting rule makes) with selectable text, vector charts, ruled tables and team cards in the
 * deck's theme, its fonts embedded (subset) with DejaVu for characters they lack; optionally a notes page after each
 * slide. Bookmarks list the slides.
 */
export async function deckToPdf(deck: Deck, options: DeckPdfOptions = {}): Promise<Buffer> {
  const theme = resolveTheme(deck.theme);
  const pages = layoutDeck(deck.slides ?? [], theme.font);
  const images = await loadPageImages(pages, options.resolveImage);
  const { doc, finish } = createPdf({
    size: [PAGE.w, PAGE.h],
    margin: 0,
    autoFirstPage: false,
    info: { Title: deck.name, Creator: 'Kuza' },
  });
  useThemeFonts(doc, theme.definition);
  pages.forEach((page, i) => {
    doc.addPage();
    drawBackdrop(doc, theme);
    drawPage(doc, page, images[page.index], theme);
    drawFooter(doc, deck.name, `${i + 1} / ${pages.length}`, theme);
    doc.outline.addItem(page.title || `Slide ${i + 1}`);
    if (options.notesPages && page.part === page.parts - 1) {
      doc.addPage();
      doc.rect(0, 0, PAGE.w, PAGE.h).fill(hex(theme.colors.background));
      drawNotesPage(doc, page.part ? { ...page, title: page.slide.title } : page, i + 1, theme);
      drawFooter(doc, deck.name, `Notes ${i + 1} / ${pages.length}`, theme);
    }
  });
  if (!pages.length) doc.addPage();
  return finish();
}
