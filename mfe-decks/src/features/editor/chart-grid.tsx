import type { ChartDraft } from './chart-form';
import { GRID_MESSAGES, RemoveButton, RowActionsHeader } from './grid-parts';
import { Grid, GridWrap } from './grid-styles';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import type { writtenIn } from '../preview/line-direction';

const MESSAGES = defineMessages({
  label: { id: 'decks.chart.grid.label', defaultMessage: 'Label' },
  seriesName: { id: 'decks.chart.grid.seriesName', defaultMessage: 'Series {series} name' },
  unnamedSeries: { id: 'decks.chart.grid.unnamedSeries', defaultMessage: 'Series {series}' },
  rowLabel: { id: 'decks.chart.grid.rowLabel', defaultMessage: 'Row {row} label' },
  cell: { id: 'decks.chart.grid.cell', defaultMessage: 'Row {row}, {name}' },
});

export interface ChartGridProps {
  /** The deck's language and direction, which its labels and series names are typed in. */
  written?: ReturnType<typeof writtenIn>;
  draft: ChartDraft;
  errors: Record<string, string>;
  onChange: (draft: ChartDraft) => void;
  onRemoveRow: (row: number) => void;
  onRemoveSeries: (index: number) => void;
}

/** Labels down the side, one column of values per series (a pie uses the first series only). */
export function ChartGrid({ draft, errors, onChange, onRemoveRow, onRemoveSeries, written }: ChartGridProps) {
  const { t } = useI18n();
  const series = draft.kind === 'pie' ? draft.series.slice(0, 1) : draft.series;
  const setLabel = (row: number, value: string) =>
    onChange({ ...draft, labels: draft.labels.map((label, i) => (i === row ? value : label)) });
  const setName = (index: number, name: string) =>
    onChange({ ...draft, series: draft.series.map((s, i) => (i === index ? { ...s, name } : s)) });
  const setValue = (index: number, row: number, value: string) =>
    onChange({
      ...draft,
      series: draft.series.map((s, i) =>
        i === index ? { ...s, values: s.values.map((v, r) => (r === row ? value : v)) } : s,
      ),
    });
  const seriesName = (index: number) =>
    draft.series[index].name.trim() || t(MESSAGES.unnamedSeries, { series: index + 1 });

  return (
    <GridWrap>
      <Grid>
        <thead>
          <tr>
            <th scope="col">{t(MESSAGES.label)}</th>
            {series.map((s, index) => (
              <th key={index} scope="col">
                <input
                  aria-label={t(MESSAGES.seriesName, { series: index + 1 })}
                  value={s.name}
                  maxLength={60}
                  {...written}
                  aria-invalid={errors[`name-${index}`] ? true : undefined}
                  onChange={(event) => setName(index, event.target.value)}
                />
                {series.length > 1 && (
                  <RemoveButton
                    label={t(GRID_MESSAGES.removeSeries, { name: seriesName(index) })}
                    onClick={() => onRemoveSeries(index)}
                  />
                )}
              </th>
            ))}
            <RowActionsHeader />
          </tr>
        </thead>
        <tbody>
          {draft.labels.map((label, row) => (
            <tr key={row}>
              <td>
                <input
                  aria-label={t(MESSAGES.rowLabel, { row: row + 1 })}
                  value={label}
                  maxLength={60}
                  {...written}
                  aria-invalid={errors[`label-${row}`] ? true : undefined}
                  onChange={(event) => setLabel(row, event.target.value)}
                />
              </td>
              {series.map((s, index) => (
                <td key={index}>
                  <input
                    aria-label={t(MESSAGES.cell, { row: row + 1, name: seriesName(index) })}
                    inputMode="decimal"
                    value={s.values[row]}
                    aria-invalid={errors[`value-${index}-${row}`] ? true : undefined}
                    onChange={(event) => setValue(index, row, event.target.value)}
                  />
                </td>
              ))}
              <td>
                <RemoveButton
                  label={t(GRID_MESSAGES.removeRow, { row: row + 1 })}
                  disabled={draft.labels.length <= 1}
                  onClick={() => onRemoveRow(row)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Grid>
    </GridWrap>
  );
}
