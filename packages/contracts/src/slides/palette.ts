import type { ColorRole } from './engine';
import { cssFontStack, themeFonts, themeOf, type DeckThemeDefinition, type ThemeColors } from './themes';

/** The colours a slide is drawn with, as hex without '#' (the exporters' form; the web adds '#'). */
export interface SlidePalette {
  scheme: ThemeColors;
  /** The accent faded into the background: soft accent shapes. */
  soft: string;
  /** Text on an accent fill (table header, initials, pie shares). */
  onAccent: string;
  /** A faint tint of the accent over the background: table stripes, cards. */
  tint: string;
  /** Hairlines: table rules, gridlines, card borders. */
  rule: string;
  /** Chart series (or pie slice) colours in order. */
  chart: readonly string[];
}

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

/** Near-black or white, whichever reads on `fill`. */
export const textOn = (fill: string): string => (luminance(fill) > 0.45 ? '111111' : 'FFFFFF');

/** The colours of the deck's theme (see themeOf for the names it accepts). */
export function slidePalette(theme: Parameters<typeof themeOf>[0] | DeckThemeDefinition): SlidePalette {
  const scheme = (typeof theme === 'object' && 'colors' in theme ? theme : themeOf(theme)).colors;
  const dark = luminance(scheme.background) < 0.2;
  return {
    scheme,
    soft: mix(scheme.accent, scheme.background, dark ? 0.3 : 0.16),
    onAccent: textOn(scheme.accent),
    tint: mix(scheme.accent, scheme.background, dark ? 0.18 : 0.08),
    rule: mix(scheme.muted, scheme.background, 0.35),
    chart: scheme.chart,
  };
}

/** The colour of series (or pie slice) `index`, repeating after the last. */
export const seriesColor = (palette: SlidePalette, index: number): string =>
  palette.chart[index % palette.chart.length];

/** The colour (hex without '#') a layout element names by role. */
export function roleColor(palette: SlidePalette, role: ColorRole): string {
  switch (role) {
    case 'text':
    case 'muted':
    case 'accent':
    case 'background':
      return palette.scheme[role];
    default:
      return palette[role];
  }
}

/** Whatever names a deck's theme: the deck's { id }, an id, or nothing (the first theme). */
export type ThemeRef = Parameters<typeof themeOf>[0];

/** The slide palette as CSS colours, for every web view of a slide (editor, share view, server-drawn page). */
export interface SlideColors {
  background: string;
  text: string;
  accent: string;
  muted: string;
  soft: string;
  onAccent: string;
  tint: string;
  rule: string;
  chart: string[];
}

const css = (hex: string) => `#${hex}`;

/** The deck's theme colours, as CSS colours; an unknown theme falls back to the first. */
export function colorsOf(theme: ThemeRef): SlideColors {
  const { scheme, soft, onAccent, tint, rule, chart } = slidePalette(themeOf(theme));
  return {
    background: css(scheme.background),
    text: css(scheme.text),
    accent: css(scheme.accent),
    muted: css(scheme.muted),
    soft: css(soft),
    onAccent: css(onAccent),
    tint: css(tint),
    rule: css(rule),
    chart: chart.map(css),
  };
}

/** CSS font-family lists of the theme's heading and body fonts. */
export function fontStacksOf(theme: ThemeRef): { heading: string; body: string } {
  const { heading, body } = themeFonts(themeOf(theme));
  return { heading: cssFontStack(heading), body: cssFontStack(body) };
}
