import {
  COLOR_SCHEMES,
  type ColorScheme,
  type DeckFont,
  type DeckTheme,
  type SlideTextField,
  type Slide,
} from '@kuza/contracts';

/** Slides are laid out on a 960 × 540 px canvas (16:9) and scaled with the container width. */
export const SLIDE_WIDTH = 960;

const FONT_STACKS: Record<DeckFont, string> = {
  Inter: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  Georgia: "Georgia, 'Times New Roman', Times, serif",
  Helvetica: "Helvetica, 'Helvetica Neue', Arial, sans-serif",
  Courier: "'Courier New', Courier, monospace",
};

export interface SlideColors {
  background: string;
  text: string;
  accent: string;
  muted: string;
}

/** The deck's colour scheme by name, as CSS colours; an unknown name falls back to the first scheme. */
export function colorsOf(theme: Pick<DeckTheme, 'colorScheme'> | undefined): SlideColors {
  const scheme: ColorScheme = COLOR_SCHEMES.find((s) => s.name === theme?.colorScheme) ?? COLOR_SCHEMES[0];
  return {
    background: `#${scheme.background}`,
    text: `#${scheme.text}`,
    accent: `#${scheme.accent}`,
    muted: `#${scheme.muted}`,
  };
}

export function fontStackOf(theme: Pick<DeckTheme, 'font'> | undefined): string {
  return FONT_STACKS[theme?.font as DeckFont] ?? FONT_STACKS.Inter;
}

/** Sizes used when the founder has not picked one in the Text Editor (same scale as the exports). */
export function defaultTextSize(slide: Pick<Slide, 'type'>, field: SlideTextField): number {
  if (field === 'title') return 32;
  return slide.type === 'title' ? 24 : 18;
}

export function textSizeOf(slide: Pick<Slide, 'type' | 'textSizes'>, field: SlideTextField): number {
  return slide.textSizes?.[field] ?? defaultTextSize(slide, field);
}

/** A length on the 960 px canvas as a share of the container's width, so every render scales alike. */
export function cq(px: number): string {
  return `${+((px / SLIDE_WIDTH) * 100).toFixed(4)}cqw`;
}

/** Series colours: the accent first, then colours that read on light and dark schemes. */
export function seriesColor(colors: SlideColors, index: number): string {
  const palette = [colors.accent, '#F59E0B', '#6366F1', '#EC4899', '#10B981', '#64748B'];
  return palette[index % palette.length];
}
