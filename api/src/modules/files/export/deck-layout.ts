import type { ChartSpec, Slide, TableSpec, TeamMemberCard } from '@kuza/contracts';

/**
 * Geometry and content rules shared by the PPTX and PDF exporters, so both formats lay a slide out
 * the same way. Units are inches on a 13.333 × 7.5 in (16:9) slide; the PDF multiplies by 72.
 */
export const SLIDE = { w: 13.333, h: 7.5 } as const;
export const MARGIN = 0.6;
export const TITLE_BOX = { x: MARGIN, y: 0.4, w: SLIDE.w - 2 * MARGIN, h: 0.95 } as const;
export const TITLE_RULE = { x: MARGIN, y: 1.38, w: 1.1, h: 0.06 } as const;
export const BODY_BOX = { x: MARGIN, y: 1.65, w: SLIDE.w - 2 * MARGIN, h: 5.05 } as const;
export const FOOTER = { y: 6.95, h: 0.3 } as const;
/** Text column and visual column when a slide has both. */
export const SPLIT = { textW: 4.6, gap: 0.45 } as const;
export const MAX_TABLE_ROWS = 14;
export const MAX_TEAM_CARDS = 8;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Visual =
  | { kind: 'chart'; chart: ChartSpec }
  | { kind: 'table'; rows: string[][]; hiddenRows: number }
  | { kind: 'team'; members: TeamMemberCard[] }
  | { kind: 'image'; src: string; alt: string; caption?: string };

/** Labels and series of equal length with finite numbers: AI output and hand edits drift. */
export function normalizeChart(chart: ChartSpec): ChartSpec | null {
  const labels = (chart.labels ?? []).map(String);
  if (!labels.length) return null;
  const series = (chart.series ?? [])
    .map((s) => ({
      name: String(s.name ?? ''),
      values: labels.map((_, i) => (Number.isFinite(Number(s.values?.[i])) ? Number(s.values[i]) : 0)),
    }))
    .slice(0, chart.kind === 'pie' ? 1 : 6);
  return series.length ? { ...chart, labels, series } : null;
}

/** A rectangular table (ragged rows padded), capped in rows so it stays legible on one slide. */
export function normalizeTable(table: TableSpec): { rows: string[][]; hiddenRows: number } | null {
  const rows = (table.rows ?? []).filter((r) => Array.isArray(r) && r.some((c) => String(c ?? '').trim()));
  const columns = Math.min(8, Math.max(0, ...rows.map((r) => r.length)));
  if (!rows.length || !columns) return null;
  const rect = rows.map((r) => Array.from({ length: columns }, (_, i) => String(r[i] ?? '')));
  return { rows: rect.slice(0, MAX_TABLE_ROWS), hiddenRows: Math.max(0, rect.length - MAX_TABLE_ROWS) };
}

/** A slide with its text fields present: stored decks may predate a field, and AI output may omit one. */
export function normalizeSlide(slide: Slide): Slide {
  return {
    ...slide,
    title: String(slide.title ?? ''),
    content: String(slide.content ?? ''),
    bullets: (slide.bullets ?? []).map((b) => String(b ?? '')),
    notes: String(slide.notes ?? ''),
  };
}

/** What the slide shows besides text: its type decides first, then whatever data it carries. */
export function visualOf(slide: Slide): Visual | null {
  const chart = slide.chart ? normalizeChart(slide.chart) : null;
  const table = slide.table ? normalizeTable(slide.table) : null;
  const team = (slide.team ?? []).filter((m) => m && (m.name || m.role));
  const candidates: Record<string, Visual | null> = {
    chart: chart && { kind: 'chart', chart },
    table: table && { kind: 'table', ...table },
    team: team.length ? { kind: 'team', members: team } : null,
    image: slide.media?.src ? { kind: 'image', ...slide.media } : null,
  };
  return candidates[slide.type] ?? candidates.chart ?? candidates.table ?? candidates.team ?? candidates.image ?? null;
}

/** The body boxes of a content slide: text and visual side by side, or whichever is present. */
export function bodyBoxes(hasText: boolean, visual: Visual | null): { text?: Box; visual?: Box } {
  if (!visual) return { text: BODY_BOX };
  if (!hasText) return { visual: BODY_BOX };
  if (visual.kind === 'team' || visual.kind === 'table') {
    // Wide content: text as a short lead above it.
    return {
      text: { ...BODY_BOX, h: 1.0 },
      visual: { ...BODY_BOX, y: BODY_BOX.y + 1.15, h: BODY_BOX.h - 1.15 },
    };
  }
  return {
    text: { ...BODY_BOX, w: SPLIT.textW },
    visual: { ...BODY_BOX, x: BODY_BOX.x + SPLIT.textW + SPLIT.gap, w: BODY_BOX.w - SPLIT.textW - SPLIT.gap },
  };
}

export interface TeamLayout {
  cards: Box[];
  /** Avatar diameter, centred at the top of each card. */
  avatar: number;
  /** One row of cards: larger type. */
  large: boolean;
}

/** Team cards: one row up to four members, then two rows; at most MAX_TEAM_CARDS. */
export function teamLayout(count: number, box: Box): TeamLayout {
  const n = Math.max(1, Math.min(count, MAX_TEAM_CARDS));
  const [cols, rows] = n <= 4 ? [n, 1] : [Math.ceil(n / 2), 2];
  const gap = 0.3;
  const w = (box.w - gap * (cols - 1)) / cols;
  // Cards only as tall as their content needs; the rest of the slide stays calm.
  const h = Math.min(rows === 1 ? 3.6 : 2.4, (box.h - gap * (rows - 1)) / rows);
  const cards = Array.from({ length: n }, (_, i) => ({
    x: box.x + (i % cols) * (w + gap),
    y: box.y + Math.floor(i / cols) * (h + gap),
    w,
    h,
  }));
  return { cards, avatar: Math.min(rows === 1 ? 1.3 : 0.8, w * 0.45), large: rows === 1 };
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}

/**
 * The largest font size (pt) from `sizes` at which `lines` fit in a box, by an average-glyph
 * estimate (0.5 em wide, 1.25 line height, plus paragraph spacing). The PDF exporter measures
 * exactly; the PPTX one uses this and also sets shrink-on-overflow for PowerPoint.
 */
export function estimateFontSize(lines: string[], box: Pick<Box, 'w' | 'h'>, sizes: number[]): number {
  for (const size of sizes) {
    const perLine = Math.max(1, Math.floor((box.w * 72) / (size * 0.5)));
    const rows = lines.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
    const height = (rows * size * 1.25 + lines.length * size * 0.5) / 72;
    if (height <= box.h) return size;
  }
  return sizes[sizes.length - 1];
}

export const BODY_SIZES = [24, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10];
export const TITLE_SIZES = [32, 30, 28, 26, 24, 22, 20];

/** Compact figures for chart labels: 1,250 · 12.5K · 3.4M · 1.2B, with the unit ('%' attached, codes after). */
export function formatValue(value: number, unit?: string): string {
  const abs = Math.abs(value);
  const [scaled, suffix] =
    abs >= 1e9 ? [value / 1e9, 'B'] : abs >= 1e6 ? [value / 1e6, 'M'] : abs >= 1e4 ? [value / 1e3, 'K'] : [value, ''];
  const digits = suffix || abs < 100 ? 1 : 0;
  const number = `${scaled.toLocaleString('en-US', { maximumFractionDigits: digits })}${suffix}`;
  if (!unit) return number;
  if (unit === '%') return `${number}%`;
  // A one-character symbol ($, ₦, €, £, ₵) leads; a code or word (USD, KSh, users) follows.
  return unit.length === 1 ? `${unit}${number}` : `${number} ${unit}`;
}
