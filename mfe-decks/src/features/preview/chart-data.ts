import type { ChartSpec } from '@kuza/contracts';

/** Labels and series of equal length with finite numbers (the exporters normalise the same way). */
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

/** Compact figures: 1,250 · 12.5K · 3.4M · 1.2B, with the unit ('%' and one-character symbols attached). */
export function formatValue(value: number, unit?: string): string {
  const abs = Math.abs(value);
  const [scaled, suffix] =
    abs >= 1e9 ? [value / 1e9, 'B'] : abs >= 1e6 ? [value / 1e6, 'M'] : abs >= 1e4 ? [value / 1e3, 'K'] : [value, ''];
  const number = `${scaled.toLocaleString('en-US', { maximumFractionDigits: suffix || abs < 10 ? 1 : 0 })}${suffix}`;
  if (!unit) return number;
  if (unit === '%') return `${number}%`;
  return unit.length === 1 ? `${unit}${number}` : `${number} ${unit}`;
}

/** What a screen reader hears for a chart: its kind, title and every value. */
export function describeChart(chart: ChartSpec): string {
  const kind = { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' }[chart.kind];
  const series = chart.series
    .map((s) => {
      const values = chart.labels.map((label, i) => `${label}: ${formatValue(s.values[i], chart.unit)}`).join(', ');
      return s.name ? `${s.name} — ${values}` : values;
    })
    .join('; ');
  return `${kind}${chart.title ? ` '${chart.title}'` : ''}. ${series}`;
}
