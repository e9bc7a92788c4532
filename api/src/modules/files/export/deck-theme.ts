import { COLOR_SCHEMES, type ColorScheme, type DeckFont, type DeckTheme } from '@kuza/contracts';
import type { PdfFontFamily } from './fonts';

export interface ResolvedTheme {
  colors: ColorScheme;
  /** A face PowerPoint, Keynote and LibreOffice all have (or substitute metrically). */
  pptxFont: string;
  pdfFont: PdfFontFamily;
  /** Text on an accent fill. */
  onAccent: string;
  /** A faint tint of the accent over the background: table stripes, cards. */
  tint: string;
  /** Hairlines: table rules, gridlines, card borders. */
  rule: string;
  /** Series colours for charts, accent first. */
  palette: string[];
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

const channels = (hex: string): number[] => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) || 0);

/** `a` mixed into `b`: weight 1 is all `a`. Hex without '#'. */
export function mix(a: string, b: string, weight: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return ca
    .map((v, i) => Math.round(v * weight + cb[i] * (1 - weight)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** Relative luminance (WCAG), to pick readable text on a fill. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The deck's theme with unknown names falling back to the first scheme and font. */
export function resolveTheme(theme: Partial<DeckTheme> | undefined): ResolvedTheme {
  const colors =
    COLOR_SCHEMES.find((s) => s.name.toLowerCase() === theme?.colorScheme?.toLowerCase()) ?? COLOR_SCHEMES[0];
  const font: DeckFont = theme?.font && theme.font in PPTX_FONTS ? theme.font : 'Inter';
  const dark = luminance(colors.background) < 0.2;
  return {
    colors,
    pptxFont: PPTX_FONTS[font],
    pdfFont: PDF_FONTS[font],
    onAccent: luminance(colors.accent) > 0.45 ? '111111' : 'FFFFFF',
    tint: mix(colors.accent, colors.background, dark ? 0.18 : 0.08),
    rule: mix(colors.muted, colors.background, 0.35),
    palette: [
      colors.accent,
      colors.muted,
      mix(colors.accent, colors.text, 0.5),
      mix(colors.accent, colors.background, 0.55),
      mix(colors.muted, colors.background, 0.55),
      mix(colors.accent, colors.muted, 0.5),
    ],
  };
}
