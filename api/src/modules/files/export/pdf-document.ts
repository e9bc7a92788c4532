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
