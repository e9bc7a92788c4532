import { formatValue, type ChartSpec } from '@kuza/contracts';
import { defineMessages, i18n } from '@kuza/i18n';

const MESSAGES = defineMessages({
  kind: {
    id: 'decks.chart.describe.kind',
    defaultMessage: '{kind, select, line {Line chart} pie {Pie chart} other {Bar chart}}',
  },
});

/** What a screen reader hears for a chart: its kind, title and every value. */
export function describeChart(chart: ChartSpec): string {
  const kind = i18n.t(MESSAGES.kind, { kind: chart.kind });
  const series = chart.series
    .map((s) => {
      const values = chart.labels.map((label, i) => `${label}: ${formatValue(s.values[i], chart.unit)}`).join(', ');
      return s.name ? `${s.name} — ${values}` : values;
    })
    .join('; ');
  return `${kind}${chart.title ? ` '${chart.title}'` : ''}. ${series}`;
}
