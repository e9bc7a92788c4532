import type { Deck, Slide } from '@kuza/contracts';
import {
  BODY_SIZES,
  FOOTER,
  MARGIN,
  SLIDE,
  TITLE_BOX,
  TITLE_RULE,
  TITLE_SIZES,
  bodyBoxes,
  normalizeSlide,
  visualOf,
  type Box,
  type Visual,
} from './deck-layout';
import { loadDeckImages, type DeckExportOptions, type SlideImages } from './deck-images';
import { resolveTheme, type ResolvedTheme } from './deck-theme';
import { PDF_FONT, registerPdfFonts } from './fonts';
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

/** Title (or any single block) at the largest size that fits the box, bottom-aligned like the PPTX. */
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
  doc.text(text, box.x, valign === 'bottom' ? box.y + box.h - height : box.y, {
    width: box.w,
    height: box.h,
    ellipsis: true,
  });
}

/** Lead paragraph then bullets with hanging indents, sized by measuring so nothing overflows the box. */
function drawBodyText(
  doc: Doc,
  source: Pick<Slide, 'content' | 'bullets'>,
  box: Box,
  theme: ResolvedTheme,
  sizes = BODY_SIZES,
) {
  const content = source.content.trim();
  const bullets = source.bullets.map((b) => b.trim()).filter(Boolean);
  if (!content && !bullets.length) return;
  doc.font(PDF_FONT.regular);
  const measure = (size: number) => {
    doc.fontSize(size);
    const indent = size * 1.1;
    const lead = content ? doc.heightOfString(content, { width: box.w }) + size * 0.6 : 0;
    return lead + bullets.reduce((sum, b) => sum + doc.heightOfString(b, { width: box.w - indent }) + size * 0.4, 0);
  };
  const size = fitSize(sizes, box.h, measure);
  const indent = size * 1.1;
  const bottom = box.y + box.h;
  let y = box.y;
  doc.fontSize(size);
  if (content) {
    doc.fillColor(hex(theme.colors.text)).text(content, box.x, y, { width: box.w, height: bottom - y, ellipsis: true });
    y = doc.y + size * 0.6;
  }
  for (const bullet of bullets) {
    if (y + size > bottom) break;
    doc.fillColor(hex(theme.colors.accent)).text('•', box.x, y, { width: indent, lineBreak: false });
    doc
      .fillColor(hex(theme.colors.text))
      .text(bullet, box.x + indent, y, { width: box.w - indent, height: bottom - y, ellipsis: true });
    y = doc.y + size * 0.4;
  }
}

function drawVisual(doc: Doc, visual: Visual, images: SlideImages, box: Box, theme: ResolvedTheme) {
  if (visual.kind === 'chart') drawChart(doc, visual.chart, box, theme);
  else if (visual.kind === 'table') drawTable(doc, visual.rows, visual.hiddenRows, box, theme);
  else if (visual.kind === 'team') drawTeam(doc, visual.members, images.team, box, theme);
  else drawImage(doc, visual, images.media, box, theme);
}

function drawTitleSlide(doc: Doc, source: Slide, visual: Visual | null, images: SlideImages, theme: ResolvedTheme) {
  const { colors } = theme;
  doc.rect(0, 0, 0.28 * PT, PAGE.h).fill(hex(colors.accent));
  const picture = visual?.kind === 'image' ? visual : null;
  const w = picture ? 7.6 : SLIDE.w - 2.2;
  if (picture) drawImage(doc, picture, images.media, pt({ x: 9.3, y: 1.3, w: 3.4, h: 4.9 }), theme);
  drawFitted(
    doc,
    source.title,
    pt({ x: 1.1, y: 1.7, w, h: 2.0 }),
    [48, 44, 40, 36, 32, 28],
    PDF_FONT.bold,
    colors.text,
    'bottom',
  );
  doc.rect(1.1 * PT, 3.9 * PT, 1.4 * PT, 0.07 * PT).fill(hex(colors.accent));
  if (source.content.trim()) {
    drawFitted(
      doc,
      source.content.trim(),
      pt({ x: 1.1, y: 4.15, w, h: 1.1 }),
      [22, 20, 18, 16],
      PDF_FONT.regular,
      colors.muted,
      'top',
    );
  }
  drawBodyText(
    doc,
    { content: '', bullets: source.bullets },
    pt({ x: 1.1, y: 5.35, w, h: 1.4 }),
    theme,
    [18, 16, 14, 12],
  );
}

function drawContentSlide(doc: Doc, source: Slide, visual: Visual | null, images: SlideImages, theme: ResolvedTheme) {
  drawFitted(doc, source.title, pt(TITLE_BOX), TITLE_SIZES, PDF_FONT.bold, theme.colors.text, 'bottom');
  const rule = pt(TITLE_RULE);
  doc.rect(rule.x, rule.y, rule.w, rule.h).fill(hex(theme.colors.accent));
  const hasText = !!(source.content.trim() || source.bullets.some((b) => b.trim()));
  const boxes = bodyBoxes(hasText, visual);
  if (boxes.text) drawBodyText(doc, source, pt(boxes.text), theme);
  if (visual && boxes.visual) drawVisual(doc, visual, images, pt(boxes.visual), theme);
}

function drawFooter(doc: Doc, deck: Deck, label: string, theme: ResolvedTheme) {
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(hex(theme.colors.muted));
  doc.text(deck.name, MARGIN * PT, FOOTER.y * PT, {
    width: 6 * PT,
    lineBreak: false,
    height: FOOTER.h * PT,
    ellipsis: true,
  });
  doc.text(label, (SLIDE.w - MARGIN - 2) * PT, FOOTER.y * PT, { width: 2 * PT, align: 'right', lineBreak: false });
}

function drawNotesPage(doc: Doc, source: Slide, n: number, theme: ResolvedTheme) {
  const { colors } = theme;
  drawFitted(
    doc,
    `Slide ${n} · ${source.title}`,
    pt({ ...TITLE_BOX, h: 0.8 }),
    [24, 20, 18],
    PDF_FONT.bold,
    colors.text,
    'bottom',
  );
  const rule = pt(TITLE_RULE);
  doc.rect(rule.x, rule.y - 0.1 * PT, rule.w, rule.h).fill(hex(colors.accent));
  const notes = source.notes?.trim();
  const box = pt({ x: MARGIN, y: 1.5, w: SLIDE.w - 2 * MARGIN, h: 5.2 });
  if (notes) drawFitted(doc, notes, box, [18, 16, 14, 12, 11, 10, 9], PDF_FONT.regular, colors.text, 'top');
  else drawFitted(doc, 'No speaker notes for this slide.', box, [16], PDF_FONT.italic, colors.muted, 'top');
}

/**
 * A deck as a PDF without a browser: one 16:9 page per slide with selectable text, vector charts,
 * ruled tables and team cards in the deck's theme, DejaVu embedded (subset) for accents and ₦/₵;
 * optionally a notes page after each slide. Bookmarks list the slides.
 */
export async function deckToPdf(deck: Deck, options: DeckPdfOptions = {}): Promise<Buffer> {
  const theme = resolveTheme(deck.theme);
  const slides = (deck.slides ?? []).map(normalizeSlide);
  const images = await loadDeckImages(slides, options.resolveImage);
  const { doc, finish } = createPdf({
    size: [PAGE.w, PAGE.h],
    margin: 0,
    autoFirstPage: false,
    info: { Title: deck.name, Creator: 'Kuza' },
  });
  registerPdfFonts(doc, theme.pdfFont);
  const count = slides.length;
  slides.forEach((source, i) => {
    doc.addPage();
    doc.rect(0, 0, PAGE.w, PAGE.h).fill(hex(theme.colors.background));
    const visual = visualOf(source);
    if (source.type === 'title') drawTitleSlide(doc, source, visual, images[i], theme);
    else drawContentSlide(doc, source, visual, images[i], theme);
    drawFooter(doc, deck, `${i + 1} / ${count}`, theme);
    doc.outline.addItem(source.title || `Slide ${i + 1}`);
    if (options.notesPages) {
      doc.addPage();
      doc.rect(0, 0, PAGE.w, PAGE.h).fill(hex(theme.colors.background));
      drawNotesPage(doc, source, i + 1, theme);
      drawFooter(doc, deck, `Notes ${i + 1} / ${count}`, theme);
    }
  });
  if (!count) doc.addPage();
  return finish();
}
