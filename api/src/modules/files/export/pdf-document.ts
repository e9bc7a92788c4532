import { PDF_FONT } from './fonts';

/**
 * A pdfkit document whose bytes are collected; `finish()` ends it and resolves the whole file. pdfkit (and
 * fontkit under it) loads on the first export, not with the routes.
 */
export async function createPdf(options: PDFKit.PDFDocumentOptions): Promise<{
  doc: PDFKit.PDFDocument;
  finish: () => Promise<Buffer>;
}> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ compress: true, pdfVersion: '1.7', displayTitle: true, ...options });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/**
 * A named link's watermark over everything on the current page, as the share page tiles it: the
 * line slanted and faint in `color`, three times down the page, so cropping one part of a page
 * does not take it away.
 */
export function drawWatermark(doc: PDFKit.PDFDocument, text: string, color: string) {
  const { width, height } = doc.page;
  // Writing inside the bottom margin would start a new page.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font(PDF_FONT.regular).fontSize(18).fillColor(color, 0.18);
  for (const y of [0.2, 0.5, 0.8]) {
    const origin: [number, number] = [width / 2, height * y];
    doc.save().rotate(-20, { origin });
    doc.text(text, 0, origin[1] - 9, { width, align: 'center', lineBreak: false });
    doc.restore();
  }
  doc.fillOpacity(1);
  doc.page.margins.bottom = bottom;
}
