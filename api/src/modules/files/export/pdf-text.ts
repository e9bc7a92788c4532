import { placeLines, roleColor, slidePalette, verticalMetrics, type TextElement } from '@kuza/contracts';
import type { ResolvedTheme } from './deck-theme';
import { PDF_FONT } from './fonts';
import { hex } from './pdf-charts';

type Doc = PDFKit.PDFDocument;
const PT = 72;

/**
 * The lines of a text block where the layout engine placed them, in the theme's embedded font:
 * slide text, table cells and team cards alike, one line per call so pdfkit never re-wraps or cuts.
 */
export function drawText(doc: Doc, element: TextElement, theme: ResolvedTheme) {
  const palette = slidePalette(theme.definition);
  const { ascent } = verticalMetrics(element.metrics);
  doc.font(element.bold ? PDF_FONT.bold : element.italic ? PDF_FONT.italic : PDF_FONT.regular);
  for (const line of placeLines(element)) {
    if (!line.text) continue;
    // pdfkit puts the baseline an ascent below the y it is given.
    const top = (line.y + line.baseline) * PT - ascent * line.size;
    doc.fontSize(line.size);
    if (line.bulletX !== undefined) {
      doc.fillColor(hex(theme.colors.accent)).text('•', line.bulletX * PT, top, { lineBreak: false });
    }
    doc
      .fillColor(hex(roleColor(palette, line.color ?? element.color)))
      .text(line.text, line.x * PT, top, { lineBreak: false });
  }
}
