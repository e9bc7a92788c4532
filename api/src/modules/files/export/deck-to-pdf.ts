import SVGtoPDF from 'svg-to-pdfkit';
import {
  FOOTER,
  MARGIN,
  SLIDE,
  TITLE_BOX,
  TITLE_RULE,
  backgroundGradient,
  gradientLine,
  iconSvg,
  layoutDeck,
  pageFooter,
  roleColor,
  slidePalette,
  type Box,
  type Deck,
  type SlidePage,
  type Visual,
  pageNumber,
} from '@kuza/contracts';
import { loadPageImages, type DeckExportOptions, type SlideImages } from './deck-images';
import { resolveTheme, type ResolvedTheme } from './deck-theme';
import { PDF_FONT } from './fonts';
import { useThemeFonts } from './theme-fonts';
import { drawChart, hex } from './pdf-charts';
import { createPdf, drawWatermark as drawPageWatermark } from './pdf-document';
import { drawImage, drawTable, drawTeam, fitSize } from './pdf-visuals';
import { EXPORT_WORDS, exportWords } from './document-words';
import { drawText } from './pdf-text';

export interface DeckPdfOptions extends DeckExportOptions {
  /** After each slide, a page with its speaker notes (for rehearsing from paper or a phone). */
  notesPages?: boolean;
  /** A line drawn faintly and slanted across every page (a named link's viewer and the day). */
  watermark?: string;
}

type Doc = PDFKit.PDFDocument;
const PT = 72;
const pt = (box: Box): Box => ({ x: box.x * PT, y: box.y * PT, w: box.w * PT, h: box.h * PT });
const PAGE = { w: SLIDE.w * PT, h: SLIDE.h * PT };

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

function drawVisual(doc: Doc, visual: Visual, images: SlideImages, box: Box, theme: ResolvedTheme) {
  if (visual.kind === 'chart') drawChart(doc, visual.chart, box, theme, visual.rightToLeft);
  else if (visual.kind === 'table') drawTable(doc, visual.rows, visual.hiddenRows, box, theme);
  else if (visual.kind === 'team') drawTeam(doc, visual.members, images.team, box, theme);
  else drawImage(doc, visual, images.media, box, theme);
}

/** The theme's background (solid or a gradient at the theme's angle) and its accent shapes, under everything else. */
function drawBackdrop(doc: Doc, theme: ResolvedTheme) {
  const { shapes } = theme.definition;
  const background = backgroundGradient(theme.definition);
  if (background) {
    const line = gradientLine(background.angle, PAGE.w, PAGE.h);
    const gradient = doc.linearGradient(line.x1, line.y1, line.x2, line.y2);
    gradient.stop(0, hex(background.from)).stop(1, hex(background.to));
    doc.rect(0, 0, PAGE.w, PAGE.h).fill(gradient);
  } else doc.rect(0, 0, PAGE.w, PAGE.h).fill(hex(theme.colors.background));
  for (const shape of shapes) {
    const box = pt(shape);
    const fill = hex(shape.fill === 'accent' ? theme.colors.accent : theme.soft);
    if (shape.kind === 'ellipse') doc.ellipse(box.x + box.w / 2, box.y + box.h / 2, box.w / 2, box.h / 2).fill(fill);
    else doc.rect(box.x, box.y, box.w, box.h).fill(fill);
  }
}

/** A page's elements as the layout engine placed them: shapes, icons (vectors), text, visuals. */
function drawPage(doc: Doc, page: SlidePage, images: SlideImages, theme: ResolvedTheme) {
  const palette = slidePalette(theme.definition);
  for (const element of page.elements) {
    if (element.kind === 'text') drawText(doc, element, theme);
    else if (element.kind === 'visual') drawVisual(doc, element.visual, images, pt(element.box), theme);
    else if (element.kind === 'icon') {
      const box = pt(element.box);
      SVGtoPDF(doc, iconSvg(element.name, roleColor(palette, element.color)), box.x, box.y, {
        width: box.w,
        height: box.h,
      });
    } else {
      const box = pt(element.box);
      if (element.shape === 'ellipse') doc.ellipse(box.x + box.w / 2, box.y + box.h / 2, box.w / 2, box.h / 2);
      else doc.rect(box.x, box.y, box.w, box.h);
      doc.fill(hex(roleColor(palette, element.fill)));
    }
  }
}

type Words = ReturnType<typeof exportWords>;

/** The footer where the engine puts it (pageFooter): the deck's name at the page's start, 'n / N' at its end. */
function drawFooter(doc: Doc, name: string, label: string, theme: ResolvedTheme) {
  const footer = pageFooter(theme.rtl ? 'rtl' : 'ltr');
  const at = pt(footer.name.box);
  const number = pt(footer.number.box);
  doc.font(PDF_FONT.regular).fontSize(FOOTER.size).fillColor(hex(theme.colors.muted));
  doc.text(name, at.x, at.y, { width: at.w, height: at.h, align: footer.name.align, lineBreak: false, ellipsis: true });
  doc.text(label, number.x, number.y, { width: number.w, align: footer.number.align, lineBreak: false });
}

function drawNotesPage(doc: Doc, page: SlidePage, n: number, theme: ResolvedTheme, words: Words) {
  const { colors } = theme;
  drawFitted(
    doc,
    words(EXPORT_WORDS.notesPage, { n, title: page.title }),
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
  else drawFitted(doc, words(EXPORT_WORDS.noNotes), box, [16], PDF_FONT.italic, colors.muted, 'top');
}

/** The link's watermark in the theme's text colour, so it stays faint but readable on a dark theme as on a light one. */
function drawWatermark(doc: Doc, text: string, theme: ResolvedTheme) {
  drawPageWatermark(doc, text, hex(theme.colors.text));
}

/**
 * A deck as a PDF without a browser: one 16:9 page per slide (and per continuation the shared
 * fitting rule makes) with selectable text, vector charts, ruled tables and team cards in the
 * deck's theme, its fonts embedded (subset) with DejaVu for characters they lack; optionally a notes page after each
 * slide and a watermark over every page. Bookmarks list the slides.
 */
export async function deckToPdf(deck: Deck, options: DeckPdfOptions = {}): Promise<Buffer> {
  const theme = resolveTheme(deck.theme, deck.language);
  const words = exportWords(deck.language);
  const pages = layoutDeck(deck.slides ?? [], theme.font, theme.rtl ? 'rtl' : 'ltr');
  const images = await loadPageImages(pages, options.resolveImage);
  const { doc, finish } = await createPdf({
    size: [PAGE.w, PAGE.h],
    margin: 0,
    autoFirstPage: false,
    info: { Title: deck.name, Creator: 'Kuza' },
  });
  await useThemeFonts(doc, theme.definition, theme.rtl);
  pages.forEach((page, i) => {
    doc.addPage();
    drawBackdrop(doc, theme);
    drawPage(doc, page, images[page.index], theme);
    drawFooter(doc, deck.name, pageNumber(i + 1, pages.length), theme);
    if (options.watermark) drawWatermark(doc, options.watermark, theme);
    doc.outline.addItem(page.title || words(EXPORT_WORDS.slide, { n: i + 1 }));
    if (options.notesPages && page.part === page.parts - 1) {
      doc.addPage();
      doc.rect(0, 0, PAGE.w, PAGE.h).fill(hex(theme.colors.background));
      drawNotesPage(doc, page.part ? { ...page, title: page.slide.title } : page, i + 1, theme, words);
      drawFooter(doc, deck.name, words(EXPORT_WORDS.notesFooter, { page: pageNumber(i + 1, pages.length) }), theme);
      if (options.watermark) drawWatermark(doc, options.watermark, theme);
    }
  });
  if (!pages.length) {
    doc.addPage();
    if (options.watermark) drawWatermark(doc, options.watermark, theme);
  }
  return finish();
}
