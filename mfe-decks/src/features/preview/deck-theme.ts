import type { CSSProperties } from 'react';
import {
  DECK_FONTS,
  PT_PER_INCH,
  fontFamilyOf,
  slidePalette,
  type Box,
  type DeckFont,
  type DeckTheme,
} from '@kuza/contracts';
import { SLIDE_FONT_FAMILY } from './slide-fonts';

/** Slides are laid out on a 960 × 540 px canvas (16:9, 72 px an inch like the exports' points) and scaled with the container width. */
export const SLIDE_WIDTH = 960;

/** The shared slide palette as CSS colours. */
export interface SlideColors {
  background: string;
  text: string;
  accent: string;
  muted: string;
  onAccent: string;
  tint: string;
  rule: string;
  chart: string[];
}

const css = (hex: string) => `#${hex}`;

/** The deck's colour scheme by name, as CSS colours; an unknown name falls back to the first scheme. */
export function colorsOf(theme: Pick<DeckTheme, 'colorScheme'> | undefined): SlideColors {
  const { scheme, onAccent, tint, rule, chart } = slidePalette(theme);
  return {
    background: css(scheme.background),
    text: css(scheme.text),
    accent: css(scheme.accent),
    muted: css(scheme.muted),
    onAccent: css(onAccent),
    tint: css(tint),
    rule: css(rule),
    chart: chart.map(css),
  };
}

export function fontOf(theme: Pick<DeckTheme, 'font'> | undefined): DeckFont {
  return (DECK_FONTS as readonly string[]).includes(theme?.font ?? '') ? (theme!.font as DeckFont) : 'Inter';
}

/** The slide font the layout engine measured with (the exports' files), then a generic family while it loads. */
export function fontStackOf(theme: Pick<DeckTheme, 'font'> | undefined): string {
  const family = fontFamilyOf(fontOf(theme));
  return `'${SLIDE_FONT_FAMILY[family]}', ${family === 'serif' ? 'serif' : family === 'mono' ? 'monospace' : 'sans-serif'}`;
}

/** A length on the 960 px canvas as a share of the container's width, so every render scales alike. */
export function cq(px: number): string {
  return `${+((px / SLIDE_WIDTH) * 100).toFixed(4)}cqw`;
}

/** A length in inches of the shared slide geometry. */
export const inches = (value: number): string => cq(value * PT_PER_INCH);

/** A box of the shared geometry, placed on the canvas. */
export function placed(box: Box): CSSProperties {
  return { position: 'absolute', left: inches(box.x), top: inches(box.y), width: inches(box.w), height: inches(box.h) };
}
