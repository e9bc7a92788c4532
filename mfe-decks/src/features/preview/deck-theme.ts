import type { CSSProperties } from 'react';
import {
  PT_PER_INCH,
  backgroundGradient,
  themeOf,
  type Box,
  type DeckThemeEntry,
  type ThemeId,
  type ThemeRef,
} from '@kuza/contracts';
import './theme-fonts';

/** Slides are laid out on a 960 × 540 px canvas (16:9, 72 px an inch like the exports' points) and scaled with the container width. */
export const SLIDE_WIDTH = 960;

/** The theme the shared layout measures text with (its heading font for bold text, its body font for the rest). */
export function fontOf(theme: ThemeRef): ThemeId {
  return themeOf(theme).id;
}

/** The slide background: the theme colour, or its gradient at the theme's angle. */
export function backgroundOf(theme: DeckThemeEntry): string {
  const gradient = backgroundGradient(theme);
  return gradient
    ? `linear-gradient(${gradient.angle}deg, #${gradient.from}, #${gradient.to})`
    : `#${theme.colors.background}`;
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
