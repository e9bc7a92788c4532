import { slidePalette, type ColorScheme, type DeckFont, type DeckTheme } from '@kuza/contracts';
import type { PdfFontFamily } from './fonts';

export interface ResolvedTheme {
  colors: ColorScheme;
  /** The deck's font, for the shared fitting rule. */
  font: DeckFont;
  /** A face PowerPoint, Keynote and LibreOffice all have (or substitute metrically). */
  pptxFont: string;
  pdfFont: PdfFontFamily;
  /** Text on an accent fill. */
  onAccent: string;
  /** A faint tint of the accent over the background: table stripes, cards. */
  tint: string;
  /** Hairlines: table rules, gridlines, card borders. */
  rule: string;
  /** Series colours for charts (the scheme's, as the web draws them). */
  palette: readonly string[];
}

// Inter is rarely installed and Helvetica is missing on Windows: both become Arial, which every
// office suite has or maps to a metric twin (Liberation Sans), so text keeps its line breaks.
const PPTX_FONTS: Record<DeckFont, string> = {
  Inter: 'Arial',
  Helvetica: 'Arial',
  Georgia: 'Georgia',
  Courier: 'Courier New',
};
const PDF_FONTS: Record<DeckFont, PdfFontFamily> = {
  Inter: 'sans',
  Helvetica: 'sans',
  Georgia: 'serif',
  Courier: 'mono',
};

/** The deck's theme with unknown names falling back to the first scheme and font. */
export function resolveTheme(theme: Partial<DeckTheme> | undefined): ResolvedTheme {
  const palette = slidePalette(theme);
  const font: DeckFont = theme?.font && theme.font in PPTX_FONTS ? theme.font : 'Inter';
  return {
    colors: palette.scheme,
    font,
    pptxFont: PPTX_FONTS[font],
    pdfFont: PDF_FONTS[font],
    onAccent: palette.onAccent,
    tint: palette.tint,
    rule: palette.rule,
    palette: palette.chart,
  };
}
