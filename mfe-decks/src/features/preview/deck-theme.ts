import type { CSSProperties } from 'react';
import {
  PT_PER_INCH,
  cssFontStack,
  slidePalette,
  themeFonts,
  themeOf,
  type Box,
  type DeckThemeEntry,
  type ThemeId,
} from '@kuza/contracts';
import './theme-fonts';

/** Slides are laid out on a 960 × 540 px canvas (16:9, 72 px an inch like the exports' points) and scaled with the container width. */
export const SLIDE_WIDTH = 960;

/** Whatever names a deck's theme: the deck's { id }, an id, or nothing (the first theme). */
export type ThemeRef = Parameters<typeof themeOf>[0];

/** The shared slide palette as CSS colours. */
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

/** The theme the shared layout measures text with (its heading font for bold text, its body font for the rest). */
export function fontOf(theme: ThemeRef): ThemeId {
  return themeOf(theme).id;
}

/** CSS font-family lists of the theme's heading and body fonts. */
export function fontStacksOf(theme: ThemeRef): { heading: string; body: string } {
  const { heading, body } = themeFonts(themeOf(theme));
  return { heading: cssFontStack(heading), body: cssFontStack(body) };
}

/** The slide background: the theme colour, or its top-to-bottom gradient. */
export function backgroundOf(theme: DeckThemeEntry): string {
  const { background, colors } = theme;
  return 'to' in background
    ? `linear-gradient(180deg, #${colors.background}, #${background.to})`
    : css(colors.background);
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
