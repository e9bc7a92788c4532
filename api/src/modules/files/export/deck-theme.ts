import {
  slidePalette,
  themeFonts,
  themeOf,
  type DeckThemeDefinition,
  type ThemeColors,
  type ThemeId,
} from '@kuza/contracts';
import { writingOf } from './right-to-left';

export interface ResolvedTheme {
  definition: DeckThemeDefinition;
  colors: ThemeColors;
  /** The theme the layout engine measures text with (its heading font bold, its body font regular). */
  font: ThemeId;
  /** The families the PPTX names: PowerPoint and LibreOffice use them where installed. */
  pptxFont: string;
  pptxHeadingFont: string;
  /** The accent faded into the background: soft accent shapes. */
  soft: string;
  /** Text on an accent fill. */
  onAccent: string;
  /** A faint tint of the accent over the background: table stripes, cards. */
  tint: string;
  /** Hairlines: table rules, gridlines, card borders. */
  rule: string;
  /** Series colours for charts (the theme's, as the web draws them). */
  palette: readonly string[];
  /** The deck is written right to left (its language's direction): its lines start at the right. */
  rtl: boolean;
}

/** The deck's theme (an unknown id falls back to the first theme) as the exporters draw it, in the deck's language. */
export function resolveTheme(theme: Parameters<typeof themeOf>[0], language?: string): ResolvedTheme {
  const definition = themeOf(theme);
  const palette = slidePalette(definition);
  const fonts = themeFonts(definition);
  return {
    definition,
    colors: palette.scheme,
    font: definition.id as ThemeId,
    pptxFont: fonts.body.family,
    pptxHeadingFont: fonts.heading.family,
    soft: palette.soft,
    onAccent: palette.onAccent,
    tint: palette.tint,
    rule: palette.rule,
    palette: palette.chart,
    rtl: writingOf(language).rtl,
  };
}
