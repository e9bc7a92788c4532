import { formatValue, type ChartSpec } from '@kuza/contracts';

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
