/** @jsxRuntime automatic */
// (The API runs these with tsx from the repository root, where no tsconfig sets the JSX runtime.)
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { formatValue, type ChartSpec, type SlideColors } from '@kuza/contracts';

const messages = defineMessages({
  chart: { id: 'ui.sharedDeck.chart', defaultMessage: '{title} chart' },
  untitledChart: { id: 'ui.sharedDeck.untitledChart', defaultMessage: 'Chart' },
  share: { id: 'ui.sharedDeck.share', defaultMessage: 'Share' },
  series: { id: 'ui.sharedDeck.series', defaultMessage: 'Series {number}' },
});

/** A table wider than the screen scrolls sideways inside its own box; the page never does. */
export const Scroll = styled.div<{ $colors: SlideColors }>`
  max-width: 100%;
  overflow-x: auto;
  table {
    border-collapse: collapse;
    font-size: 14px;
  }
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid ${({ $colors }) => $colors.rule};
    text-align: start;
    vertical-align: top;
    min-width: 6em;
  }
  th {
    background: ${({ $colors }) => $colors.accent};
    color: ${({ $colors }) => $colors.onAccent};
  }
  &:focus-visible {
    outline: 2px solid ${({ $colors }) => $colors.accent};
  }
`;

const Bar = styled.span<{ $share: number; $color: string }>`
  display: block;
  height: 6px;
  margin-top: 2px;
  width: ${({ $share }) => Math.max(2, Math.round($share * 100))}%;
  background: ${({ $color }) => $color};
  border-radius: 3px;
`;

/** A chart as a table of its figures, each with a bar in its series colour: readable at any width. */
export function ChartTable({ chart, title, colors }: { chart: ChartSpec; title: string; colors: SlideColors }) {
  const { t, formatPercent } = useI18n();
  const max = Math.max(...chart.series.flatMap((s) => s.values.map(Math.abs)), 1);
  const total = chart.series[0].values.reduce((sum, v) => sum + Math.max(0, v), 0) || 1;
  const label = chart.title || (title ? t(messages.chart, { title }) : t(messages.untitledChart));
  return (
    <Scroll $colors={colors} role="region" aria-label={label} tabIndex={0}>
      <table>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{chart.kind === 'pie' ? t(messages.share) : ''}</th>
            {chart.series.map((s, i) => (
              <th key={i} scope="col">
                {s.name || t(messages.series, { number: i + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.labels.map((rowLabel, r) => (
            <tr key={r}>
              <th scope="row">{rowLabel}</th>
              {chart.series.map((s, i) => (
                <td key={i}>
                  {formatValue(s.values[r], chart.unit)}
                  {chart.kind === 'pie' &&
                    ` (${formatPercent(Math.round((Math.max(0, s.values[r]) / total) * 100) / 100)})`}
                  <Bar
                    aria-hidden="true"
                    $share={Math.abs(s.values[r]) / (chart.kind === 'pie' ? total : max)}
                    $color={colors.chart[(chart.kind === 'pie' ? r : i) % colors.chart.length]}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
