import type { CSSProperties } from 'react';
import {
  PT_PER_INCH,
  backgroundGradient,
  fontStacksOf,
  themeOf,
  type Box,
  type DeckThemeEntry,
  type ThemeId,
  type ThemeRef,
} from '@kuza/contracts';
import './theme-fonts';
import { ARABIC_FONT } from '@kuza/i18n';

/** Slides are laid out on a 960 × 540 px canvas (16:9, 72 px an inch like the exports' points) and scaled with the container width. */
export const SLIDE_WIDTH = 960;

/** The theme the shared layout measures text with (its heading font for bold text, its body font for the rest). */
export function fontOf(theme: ThemeRef): ThemeId {
  return themeOf(theme).id;
}

/**
 * The faces the exports draw a language's own letters in, beyond the themes' Latin ones. Each face's stylesheet
 * covers only those letters, so Latin names and figures in such a deck keep the theme's font.
 */
const LANGUAGE_FACES: Readonly<Record<string, string>> = { ar: `'${ARABIC_FONT.family}'` };

/** The theme's heading and body font stacks for a deck written in `language`: its own face first, where it has one. */
export function fontStacksIn(theme: ThemeRef, language: string): { heading: string; body: string } {
  const stacks = fontStacksOf(theme);
  const face = LANGUAGE_FACES[language];
  return face ? { heading: `${face}, ${stacks.heading}`, body: `${face}, ${stacks.body}` } : stacks;
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
