import { placeLines, roleColor, slidePalette, verticalMetrics, type TextElement } from '@kuza/contracts';
import type { ResolvedTheme } from './deck-theme';
import { PDF_FONT } from './fonts';
import { hex } from './pdf-charts';

type Doc = PDFKit.PDFDocument;
const PT = 72;

/**
 * The lines of a text block where the layout engine placed them, in the theme's embedded font:
 * slide text, table cells and team cards alike, one line per call so pdfkit never re-wraps or cuts.
 * A right-to-left deck mirrors each line in its box: start-aligned lines end at the box's right edge,
 * the bullet on their right.
 */
export function drawText(doc: Doc, element: TextElement, theme: ResolvedTheme) {
  const palette = slidePalette(theme.definition);
  const { ascent } = verticalMetrics(element.metrics);
  doc.font(element.bold ? PDF_FONT.bold : element.italic ? PDF_FONT.italic : PDF_FONT.regular);
  const { box } = element;
  // The line's far edge mirrored in the box; the line drawn back from it by its drawn width (with the
  // font's kerning, which the engine's advances leave out), so its first word touches the edge.
  const mirror = (x: number, text: string) =>
    theme.rtl ? box.x + box.w - (x - box.x) - doc.widthOfString(text) / PT : x;
  for (const line of placeLines(element)) {
    if (!line.text) continue;
    // pdfkit puts the baseline an ascent below the y it is given.
    const top = (line.y + line.baseline) * PT - ascent * line.size;
    doc.fontSize(line.size);
    if (line.bulletX !== undefined) {
      const bulletX = mirror(line.bulletX, '•');
      doc.fillColor(hex(theme.colors.accent)).text('•', bulletX * PT, top, { lineBreak: false });
    }
    doc
      .fillColor(hex(roleColor(palette, line.color ?? element.color)))
      .text(line.text, mirror(line.x, line.text) * PT, top, { lineBreak: false });
  }
}
