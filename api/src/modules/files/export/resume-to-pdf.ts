import {
  THEMES,
  resumeHeader,
  type ResumeHeader,
  type Resume,
  type RichBlock,
  type RichRun,
  pageNumber,
} from '@kuza/contracts';
import { PDF_FONT } from './fonts';
import { writingOf } from './right-to-left';
import { useDocumentFonts } from './theme-fonts';
import type { LoadedImage } from './images';
import { createPdf, drawWatermark } from './pdf-document';
import { EXPORT_WORDS, exportWords } from './document-words';
import { resumePhoto, resumeSections, type ResumeExportOptions } from './resume-parts';

type Doc = PDFKit.PDFDocument;

interface Template {
  family: 'sans' | 'serif';
  text: string;
  muted: string;
  /** Heading colour; the Modern template's accent. */
  accent: string;
  headingSize: number;
  uppercaseHeadings: boolean;
}

const SAVANNA = THEMES[0].colors;
const MODERN: Template = {
  family: 'sans',
  text: `#${SAVANNA.text}`,
  muted: `#${SAVANNA.muted}`,
  accent: `#${SAVANNA.accent}`,
  headingSize: 13,
  uppercaseHeadings: false,
};
// ATS Classic: one column, black text, no shapes or pictures, plain headings parsers recognise.
const ATS: Template = {
  family: 'serif',
  text: '#000000',
  muted: '#333333',
  accent: '#000000',
  headingSize: 12,
  uppercaseHeadings: true,
};

/**
 * Type size, line gap, page margin and a multiplier on the space between blocks. A resume set at
 * NORMAL that only just spills onto a second page is set again a little tighter, the way a Word
 * document with the same content (its lines are shorter than DejaVu's) still fits one page.
 */
interface Density {
  body: number;
  lineGap: number;
  margin: number;
  space: number;
}
const NORMAL: Density = { body: 10.5, lineGap: 2, margin: 54, space: 1 };
const TIGHTER: readonly Density[] = [
  { body: 10.5, lineGap: 1, margin: 44, space: 0.6 },
  { body: 10, lineGap: 0.5, margin: 40, space: 0.5 },
];

/** Writes runs as one flowing paragraph, switching between regular and bold faces mid-line. */
function writeRuns(doc: Doc, d: Density, runs: RichRun[], x: number, width: number, color: string) {
  doc.fontSize(d.body).fillColor(color);
  runs.forEach((run, i) => {
    doc.font(run.bold ? PDF_FONT.bold : PDF_FONT.regular);
    const options = { width, lineGap: d.lineGap, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/** Height of runs if written at `width` — bold for all, an upper bound that keeps page breaks safe. */
function runsHeight(doc: Doc, d: Density, runs: RichRun[], width: number): number {
  return doc
    .font(PDF_FONT.bold)
    .fontSize(d.body)
    .heightOfString(runs.map((r) => r.text).join('') || ' ', { width, lineGap: d.lineGap });
}

/** Starts a new page unless `needed` points fit above the bottom margin. */
function ensureRoom(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

const lineHeight = (doc: Doc, d: Density) =>
  doc.font(PDF_FONT.regular).fontSize(d.body).currentLineHeight(true) + d.lineGap;

const textWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/**
 * The height a block must find on a page before it starts there: a paragraph's first three lines,
 * and when it introduces a list (an entry's title) the list's first line too; a list's first line.
 */
function keepHeight(doc: Doc, d: Density, block: RichBlock, next: RichBlock | undefined): number {
  if (block.kind === 'list') return lineHeight(doc, d);
  const lines = Math.min(runsHeight(doc, d, block.runs, textWidth(doc)), lineHeight(doc, d) * 3);
  return lines + (next?.kind === 'list' ? lineHeight(doc, d) : 0);
}

function writeBlock(doc: Doc, d: Density, block: RichBlock, next: RichBlock | undefined, t: Template, rtl: boolean) {
  const x = doc.page.margins.left;
  const width = textWidth(doc);
  if (block.kind === 'paragraph') {
    // A paragraph that introduces a list (a job title) stays with the list's first line.
    ensureRoom(doc, keepHeight(doc, d, block, next));
    writeRuns(doc, d, block.runs, x, width, t.text);
    doc.moveDown(0.45 * d.space);
    return;
  }
  const indent = 16;
  block.items.forEach((item, i) => {
    ensureRoom(doc, lineHeight(doc, d));
    const y = doc.y;
    doc.font(PDF_FONT.regular).fontSize(d.body).fillColor(t.accent);
    // Right to left, the mark hangs at the right of the item and the text runs to the left of it.
    const mark = rtl ? x + width - indent : x + 2;
    doc.text(block.ordered ? `${i + 1}.` : '•', mark, y, { width: indent - 2, lineBreak: false });
    doc.y = y;
    writeRuns(doc, d, item, rtl ? x : x + indent, width - indent, t.text);
    doc.moveDown(0.2 * d.space);
  });
  doc.moveDown(0.3 * d.space);
}

function writeHeading(doc: Doc, d: Density, label: string, blocks: RichBlock[], t: Template, modern: boolean) {
  const width = textWidth(doc);
  const text = t.uppercaseHeadings ? label.toUpperCase() : label;
  const headingH = doc.font(PDF_FONT.bold).fontSize(t.headingSize).heightOfString(text, { width }) + 10;
  // Never leave a heading alone at the foot of a page: it moves with what its first entry keeps together.
  ensureRoom(doc, headingH + keepHeight(doc, d, blocks[0], blocks[1]));
  doc.moveDown(0.4 * d.space);
  doc
    .font(PDF_FONT.bold)
    .fontSize(t.headingSize)
    .fillColor(t.accent)
    .text(text, doc.page.margins.left, doc.y, { width });
  if (modern) {
    const y = doc.y + 2;
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.margins.left + width, y)
      .lineWidth(0.6)
      .strokeColor(`#${SAVANNA.accent}`)
      .strokeOpacity(0.35)
      .stroke()
      .strokeOpacity(1);
  }
  doc.y += 6 * d.space;
}

function modernHeader(doc: Doc, header: ResumeHeader, photo: LoadedImage | null) {
  const margin = doc.page.margins.left;
  const bandH = 112;
  doc.rect(0, 0, doc.page.width, bandH).fill(`#${SAVANNA.accent}`);
  const photoD = photo ? 80 : 0;
  const width = doc.page.width - 2 * margin - (photo ? photoD + 16 : 0);
  if (photo) {
    const cx = doc.page.width - margin - photoD / 2;
    doc
      .save()
      .circle(cx, bandH / 2, photoD / 2)
      .clip();
    doc.image(photo.data, cx - photoD / 2, bandH / 2 - photoD / 2, {
      cover: [photoD, photoD],
      align: 'center',
      valign: 'center',
    });
    doc.restore();
  }
  doc
    .font(PDF_FONT.bold)
    .fontSize(24)
    .fillColor('#FFFFFF')
    .text(header.name, margin, 26, { width, height: 32, ellipsis: true });
  doc.font(PDF_FONT.regular).fontSize(12);
  if (header.role) doc.text(header.role, margin, doc.y + 2, { width, height: 18, ellipsis: true });
  if (header.contact)
    doc
      .fontSize(10)
      .fillOpacity(0.85)
      .text(header.contact, margin, doc.y + 2, { width, height: 16, ellipsis: true })
      .fillOpacity(1);
  doc.y = bandH + 14;
}

function classicHeader(doc: Doc, header: ResumeHeader, t: Template) {
  const margin = doc.page.margins.left;
  const width = doc.page.width - 2 * margin;
  doc.font(PDF_FONT.bold).fontSize(20).fillColor(t.text).text(header.name, margin, margin, { width });
  doc.font(PDF_FONT.regular).fontSize(11);
  if (header.role) doc.text(header.role, { width });
  if (header.contact) doc.fontSize(10).fillColor(t.muted).text(header.contact, { width });
  doc.moveDown(0.6);
}

/** The resume set at one density; `pages` is how many pages it took. */
async function writeResume(
  resume: Resume,
  d: Density,
  photo: LoadedImage | null,
  watermark?: string,
): Promise<{ pdf: Buffer; pages: number }> {
  const modern = resume.template !== 'ATS Classic';
  const t = modern ? MODERN : ATS;
  const header = resumeHeader(resume);
  const { doc, finish } = await createPdf({
    size: 'A4',
    margins: { top: d.margin, bottom: d.margin, left: d.margin, right: d.margin },
    bufferPages: true,
    info: {
      Title: exportWords(resume.language)(EXPORT_WORDS.resumeTitle, { name: header.name }),
      Author: header.name,
      Creator: 'Kuza',
    },
  });
  const { rtl } = writingOf(resume.language);
  // DejaVu draws the Latin text, accents included; the Arabic font Arabic, joined and right to left.
  await useDocumentFonts(doc, t.family, rtl);
  if (modern) modernHeader(doc, header, photo);
  else classicHeader(doc, header, t);
  for (const section of resumeSections(resume)) {
    writeHeading(doc, d, section.label, section.blocks, t, modern);
    section.blocks.forEach((block, i) => writeBlock(doc, d, block, section.blocks[i + 1], t, rtl));
  }
  const { start, count } = doc.bufferedPageRange();
  if (watermark) {
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      drawWatermark(doc, watermark, t.text);
    }
  }
  if (count > 1) {
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // Writing inside the bottom margin would start a new page; lift the margin while numbering.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(PDF_FONT.regular).fontSize(9).fillColor(t.muted);
      doc.text(`${header.name} · ${pageNumber(i - start + 1, count)}`, d.margin, doc.page.height - 34, {
        width: doc.page.width - 2 * d.margin,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  }
  return { pdf: await finish(), pages: count };
}

/**
 * A resume as an A4 PDF without a browser, in its template: 'Modern' (accent band, name header,
 * optional round photo) or 'ATS Classic' (one column, black, no graphics). Text is selectable,
 * bullets hang, **bold** runs stay bold, DejaVu covers accents, and headings never end a page.
 * A resume that only just spills onto a second page is set tighter to fit one, as its DOCX does.
 */
export async function resumeToPdf(resume: Resume, options: ResumeExportOptions = {}): Promise<Buffer> {
  const photo = resume.template !== 'ATS Classic' ? await resumePhoto(resume, options) : null;
  const normal = await writeResume(resume, NORMAL, photo, options.watermark);
  if (normal.pages !== 2) return normal.pdf;
  for (const density of TIGHTER) {
    const tighter = await writeResume(resume, density, photo, options.watermark);
    if (tighter.pages === 1) return tighter.pdf;
  }
  return normal.pdf;
}
