import type { ChartSpec } from '../schemas/deck';

/** Series a chart shows at most (a pie shows its first series only). */
export const MAX_CHART_SERIES = 6;

/**
 * A chart every renderer can draw: labels as text, each series as long as the labels (missing or
 * non-numeric values become 0), at most MAX_CHART_SERIES series (one for a pie). A chart without
 * labels or without any series is no chart (null): the slide then shows its text alone.
 */
export function normalizeChart(chart: ChartSpec): ChartSpec | null {
  const labels = (chart.labels ?? []).map(String);
  if (!labels.length) return null;
  const series = (chart.series ?? [])
    .map((s) => ({
      name: String(s.name ?? ''),
      values: labels.map((_, i) => (Number.isFinite(Number(s.values?.[i])) ? Number(s.values[i]) : 0)),
    }))
    .slice(0, chart.kind === 'pie' ? 1 : MAX_CHART_SERIES);
  return series.length ? { ...chart, labels, series } : null;
}

/** Compact scales for figures on slides and charts, largest first: 12.5K · 3.4M · 1.2B. */
export const COMPACT_SCALES: ReadonlyArray<{ from: number; divisor: number; suffix: string }> = [
  { from: 1e9, divisor: 1e9, suffix: 'B' },
  { from: 1e6, divisor: 1e6, suffix: 'M' },
  { from: 1e4, divisor: 1e3, suffix: 'K' },
];

/** A unit around a formatted number: '%' and one-character symbols ($, ₦, €) attached, codes and words after. */
export function withUnit(number: string, unit?: string): string {
  if (!unit) return number;
  if (unit === '%') return `${number}%`;
  return unit.length === 1 ? `${unit}${number}` : `${number} ${unit}`;
}

/**
 * A figure as every format shows it: 1,250 · 12.5K · 3.4M · 1.2B, one decimal below 100 and on
 * scaled figures, with the unit ('$4.2M', '28.3 KSh', '45%').
 */
export function formatValue(value: number, unit?: string): string {
  const abs = Math.abs(value);
  const scale = COMPACT_SCALES.find((s) => abs >= s.from);
  const scaled = scale ? value / scale.divisor : value;
  const digits = scale || abs < 100 ? 1 : 0;
  return withUnit(`${scaled.toLocaleString('en-US', { maximumFractionDigits: digits })}${scale?.suffix ?? ''}`, unit);
}

/** How a chart runs across its box: where each category goes and which side the value axis is drawn on. */
export interface ChartAxes {
  /** The slot, counted from the left, category `index` is drawn in. */
  slot: (index: number) => number;
  valueAxis: 'left' | 'right';
  /** The side a pie's legend (and a legend's first name) is drawn on. */
  legend: 'left' | 'right';
}

/**
 * How a chart on a page is drawn by the editor, the PDF and the PPTX: left to right, its first category leftmost and
 * its value axis at the left; on a right-to-left page (the engine mirrors it, slides/layouts.ts) its first category
 * rightmost, its value axis at the right and its legend starting from the right. Its data stay in reading order
 * (the PPTX's sheet, the share view's table, what a screen reader says): only where they are drawn changes.
 */
export function chartAxes(chart: Pick<ChartSpec, 'labels'>, rightToLeft = false): ChartAxes {
  const last = chart.labels.length - 1;
  return rightToLeft
    ? { slot: (index) => last - index, valueAxis: 'right', legend: 'right' }
    : { slot: (index) => index, valueAxis: 'left', legend: 'left' };
}
