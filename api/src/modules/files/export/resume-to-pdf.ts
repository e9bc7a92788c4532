import { THEMES, resumeHeader, type ResumeHeader, type Resume, type RichBlock, type RichRun } from '@kuza/contracts';
import { PDF_FONT, registerPdfFonts } from './fonts';
import type { LoadedImage } from './images';
import { createPdf } from './pdf-document';
import { pageNumber } from './page-number';
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

const BODY = 10.5;
const MARGIN = 54;
const LINE_GAP = 2;

/** Writes runs as one flowing paragraph, switching between regular and bold faces mid-line. */
function writeRuns(doc: Doc, runs: RichRun[], x: number, width: number, color: string) {
  doc.fontSize(BODY).fillColor(color);
  runs.forEach((run, i) => {
    doc.font(run.bold ? PDF_FONT.bold : PDF_FONT.regular);
    const options = { width, lineGap: LINE_GAP, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/** Height of runs if written at `width` — bold for all, an upper bound that keeps page breaks safe. */
function runsHeight(doc: Doc, runs: RichRun[], width: number): number {
  return doc
    .font(PDF_FONT.bold)
    .fontSize(BODY)
    .heightOfString(runs.map((r) => r.text).join('') || ' ', { width, lineGap: LINE_GAP });
}

/** Starts a new page unless `needed` points fit above the bottom margin. */
function ensureRoom(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

const lineHeight = (doc: Doc) => doc.font(PDF_FONT.regular).fontSize(BODY).currentLineHeight(true) + LINE_GAP;

function writeBlock(doc: Doc, block: RichBlock, next: RichBlock | undefined, t: Template) {
  const x = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  if (block.kind === 'paragraph') {
    // A paragraph that introduces a list (a job title) stays with the list's first line.
    ensureRoom(
      doc,
      Math.min(runsHeight(doc, block.runs, width), lineHeight(doc) * 3) + (next?.kind === 'list' ? lineHeight(doc) : 0),
    );
    writeRuns(doc, block.runs, x, width, t.text);
    doc.moveDown(0.45);
    return;
  }
  const indent = 16;
  block.items.forEach((item, i) => {
    ensureRoom(doc, lineHeight(doc));
    const y = doc.y;
    doc.font(PDF_FONT.regular).fontSize(BODY).fillColor(t.accent);
    doc.text(block.ordered ? `${i + 1}.` : '•', x + 2, y, { width: indent, lineBreak: false });
    doc.y = y;
    writeRuns(doc, item, x + indent, width - indent, t.text);
    doc.moveDown(0.2);
  });
  doc.moveDown(0.3);
}

function writeHeading(doc: Doc, label: string, firstBlock: RichBlock, t: Template, modern: boolean) {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const text = t.uppercaseHeadings ? label.toUpperCase() : label;
  const headingH = doc.font(PDF_FONT.bold).fontSize(t.headingSize).heightOfString(text, { width }) + 10;
  const firstLines = firstBlock.kind === 'paragraph' ? runsHeight(doc, firstBlock.runs, width) : lineHeight(doc);
  // Never leave a heading alone at the foot of a page: it moves with (up to) two lines of its content.
  ensureRoom(doc, headingH + Math.min(firstLines, lineHeight(doc) * 2));
  doc.moveDown(0.4);
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
  doc.y += 6;
}

function modernHeader(doc: Doc, header: ResumeHeader, photo: LoadedImage | null) {
  const bandH = 112;
  doc.rect(0, 0, doc.page.width, bandH).fill(`#${SAVANNA.accent}`);
  const photoD = photo ? 80 : 0;
  const width = doc.page.width - 2 * MARGIN - (photo ? photoD + 16 : 0);
  if (photo) {
    const cx = doc.page.width - MARGIN - photoD / 2;
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
    .text(header.name, MARGIN, 26, { width, height: 32, ellipsis: true });
  doc.font(PDF_FONT.regular).fontSize(12);
  if (header.role) doc.text(header.role, MARGIN, doc.y + 2, { width, height: 18, ellipsis: true });
  if (header.contact)
    doc
      .fontSize(10)
      .fillOpacity(0.85)
      .text(header.contact, MARGIN, doc.y + 2, { width, height: 16, ellipsis: true })
      .fillOpacity(1);
  doc.y = bandH + 14;
}

function classicHeader(doc: Doc, header: ResumeHeader, t: Template) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font(PDF_FONT.bold).fontSize(20).fillColor(t.text).text(header.name, MARGIN, MARGIN, { width });
  doc.font(PDF_FONT.regular).fontSize(11);
  if (header.role) doc.text(header.role, { width });
  if (header.contact) doc.fontSize(10).fillColor(t.muted).text(header.contact, { width });
  doc.moveDown(0.6);
}

/**
 * A resume as an A4 PDF without a browser, in its template: 'Modern' (accent band, name header,
 * optional round photo) or 'ATS Classic' (one column, black, no graphics). Text is selectable,
 * bullets hang, **bold** runs stay bold, DejaVu covers accents, and headings never end a page.
 */
export async function resumeToPdf(resume: Resume, options: ResumeExportOptions = {}): Promise<Buffer> {
  const modern = resume.template !== 'ATS Classic';
  const t = modern ? MODERN : ATS;
  const header = resumeHeader(resume);
  const photo = modern ? await resumePhoto(resume, options) : null;
  const { doc, finish } = createPdf({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${header.name} — Resume`, Author: header.name, Creator: 'Kuza' },
  });
  registerPdfFonts(doc, t.family);
  if (modern) modernHeader(doc, header, photo);
  else classicHeader(doc, header, t);
  for (const section of resumeSections(resume)) {
    writeHeading(doc, section.label, section.blocks[0], t, modern);
    section.blocks.forEach((block, i) => writeBlock(doc, block, section.blocks[i + 1], t));
  }
  const { start, count } = doc.bufferedPageRange();
  if (count > 1) {
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // Writing inside the bottom margin would start a new page; lift the margin while numbering.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(PDF_FONT.regular).fontSize(9).fillColor(t.muted);
      doc.text(`${header.name} · ${pageNumber(i - start + 1, count)}`, MARGIN, doc.page.height - 34, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  }
  return finish();
}
