import type { ChartKind, ChartSpec } from '@kuza/contracts';
import { defineMessages, i18n } from '@kuza/i18n';
import { STARTER_WORDS, type SayStarter } from './starter-words';

const MESSAGES = defineMessages({
  labelRequired: { id: 'decks.chart.error.labelRequired', defaultMessage: 'Row {row}: enter a label' },
  labelTooLong: {
    id: 'decks.chart.error.labelTooLong',
    defaultMessage: 'Row {row}: keep labels under {max} characters',
  },
  nameTooLong: {
    id: 'decks.chart.error.nameTooLong',
    defaultMessage: 'Series {series}: keep names under {max} characters',
  },
  notNumber: { id: 'decks.chart.error.notNumber', defaultMessage: 'Row {row}, {name}: enter a number' },
  notNumberUnnamed: {
    id: 'decks.chart.error.notNumberUnnamed',
    defaultMessage: 'Row {row}, series {series}: enter a number',
  },
  negative: { id: 'decks.chart.error.negative', defaultMessage: 'Row {row}, {name}: pie values cannot be negative' },
  negativeUnnamed: {
    id: 'decks.chart.error.negativeUnnamed',
    defaultMessage: 'Row {row}, series {series}: pie values cannot be negative',
  },
});

/** The chart dialog's editable grid: everything as typed, numbers still text until validated. */
export interface ChartDraft {
  kind: ChartKind;
  title: string;
  unit: string;
  labels: string[];
  series: Array<{ name: string; values: string[] }>;
}

export const CHART_LIMITS = { rows: 24, series: 6, label: 60 } as const;

/** The chart to edit, or a new one to start from, its series named in the deck's language (`say`). */
export function draftFromChart(chart: ChartSpec | undefined, say: SayStarter): ChartDraft {
  if (!chart) {
    return {
      kind: 'bar',
      title: '',
      unit: '',
      labels: ['2024', '2025', '2026'],
      series: [{ name: say(STARTER_WORDS.revenue), values: ['', '', ''] }],
    };
  }
  return {
    kind: chart.kind,
    title: chart.title ?? '',
    unit: chart.unit ?? '',
    labels: [...chart.labels],
    series: chart.series.map((s) => ({ name: s.name, values: chart.labels.map((_, i) => String(s.values[i] ?? '')) })),
  };
}

export function addRow(draft: ChartDraft): ChartDraft {
  if (draft.labels.length >= CHART_LIMITS.rows) return draft;
  return {
    ...draft,
    labels: [...draft.labels, ''],
    series: draft.series.map((s) => ({ ...s, values: [...s.values, ''] })),
  };
}

export function removeRow(draft: ChartDraft, row: number): ChartDraft {
  if (draft.labels.length <= 1) return draft;
  const drop = <T>(list: T[]) => list.filter((_, i) => i !== row);
  return { ...draft, labels: drop(draft.labels), series: draft.series.map((s) => ({ ...s, values: drop(s.values) })) };
}

export function addSeries(draft: ChartDraft): ChartDraft {
  if (draft.series.length >= CHART_LIMITS.series) return draft;
  const name = `Series ${draft.series.length + 1}`;
  return { ...draft, series: [...draft.series, { name, values: draft.labels.map(() => '') }] };
}

export function removeSeries(draft: ChartDraft, index: number): ChartDraft {
  if (draft.series.length <= 1) return draft;
  return { ...draft, series: draft.series.filter((_, i) => i !== index) };
}

/** '1,200', ' 12.5 ', '-3' → numbers; anything else is not a number. */
export function parseNumber(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!cleaned) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

export interface ChartCheck {
  /** Cell id ('label-0', 'value-<series>-<row>', 'name-<series>') → message. */
  errors: Record<string, string>;
  chart?: ChartSpec;
}

export function checkChart(draft: ChartDraft): ChartCheck {
  const errors: Record<string, string> = {};
  const series = draft.kind === 'pie' ? draft.series.slice(0, 1) : draft.series;
  draft.labels.forEach((label, row) => {
    if (!label.trim()) errors[`label-${row}`] = i18n.t(MESSAGES.labelRequired, { row: row + 1 });
    else if (label.length > CHART_LIMITS.label)
      errors[`label-${row}`] = i18n.t(MESSAGES.labelTooLong, { row: row + 1, max: CHART_LIMITS.label });
  });
  series.forEach((s, index) => {
    if (s.name.length > CHART_LIMITS.label)
      errors[`name-${index}`] = i18n.t(MESSAGES.nameTooLong, { series: index + 1, max: CHART_LIMITS.label });
    s.values.forEach((value, row) => {
      const number = parseNumber(value);
      const where = { row: row + 1, name: s.name.trim(), series: index + 1 };
      if (number === null)
        errors[`value-${index}-${row}`] = i18n.t(where.name ? MESSAGES.notNumber : MESSAGES.notNumberUnnamed, where);
      else if (draft.kind === 'pie' && number < 0)
        errors[`value-${index}-${row}`] = i18n.t(where.name ? MESSAGES.negative : MESSAGES.negativeUnnamed, where);
    });
  });
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    chart: {
      kind: draft.kind,
      ...(draft.title.trim() ? { title: draft.title.trim() } : {}),
      ...(draft.unit.trim() ? { unit: draft.unit.trim() } : {}),
      labels: draft.labels.map((label) => label.trim()),
      series: series.map((s) => ({ name: s.name.trim(), values: s.values.map((value) => parseNumber(value) ?? 0) })),
    },
  };
}
