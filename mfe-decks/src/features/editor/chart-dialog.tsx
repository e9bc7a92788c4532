import { useState } from 'react';
import styled from 'styled-components';
import { CHART_KINDS, type ChartSpec } from '@kuza/contracts';
import { Button, Dialog, TextField } from '@kuza/ui';
import { addRow, addSeries, checkChart, CHART_LIMITS, draftFromChart, removeRow, removeSeries } from './chart-form';
import type { SayStarter } from './starter-words';
import { ChartGrid } from './chart-grid';
import { writtenIn } from '../preview/line-direction';
import { GRID_MESSAGES } from './grid-parts';
import { Fields } from './field-styles';
import { ErrorList, Row } from './grid-styles';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  bar: { id: 'decks.chart.kind.bar', defaultMessage: 'Bar' },
  line: { id: 'decks.chart.kind.line', defaultMessage: 'Line' },
  pie: { id: 'decks.chart.kind.pie', defaultMessage: 'Pie' },
  title: { id: 'decks.chart.title', defaultMessage: 'Add Chart' },
  description: {
    id: 'decks.chart.description',
    defaultMessage: "Type the figures; the slide draws the chart in the deck's colours.",
  },
  insert: { id: 'decks.chart.insert', defaultMessage: 'Insert Chart' },
  type: { id: 'decks.chart.type', defaultMessage: 'Chart type' },
  chartTitle: { id: 'decks.chart.chartTitle', defaultMessage: 'Chart title (optional)' },
  unit: { id: 'decks.chart.unit', defaultMessage: 'Unit (optional)' },
  unitHint: { id: 'decks.chart.unitHint', defaultMessage: 'e.g. USD, KES or %' },
  addSeries: { id: 'decks.chart.addSeries', defaultMessage: 'Add series' },
  fix: { id: 'decks.chart.fix', defaultMessage: 'Fix these values' },
});

export interface ChartDialogProps {
  /** The deck's language: its words are typed in its direction. */
  language?: string;
  initial?: ChartSpec;
  /** How a new chart's starting words are said: in the deck's language. */
  starter: SayStarter;
  onCancel: () => void;
  onInsert: (chart: ChartSpec) => void;
}

const Kinds = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

/** Add Chart: a bar, line or pie chart from a small grid of labels × series values. */
export function ChartDialog({ initial, starter, language, onCancel, onInsert }: ChartDialogProps) {
  const written = writtenIn(language);
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => draftFromChart(initial, starter));
  const [submitted, setSubmitted] = useState(false);
  const { errors, chart } = checkChart(draft);
  const shown = submitted ? errors : {};
  const messages = Object.values(shown);

  const insert = () => {
    setSubmitted(true);
    if (chart) onInsert(chart);
  };

  return (
    <Dialog
      open
      size="lg"
      onClose={onCancel}
      title={t(MESSAGES.title)}
      description={t(MESSAGES.description)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t(COMMON_MESSAGES.cancel)}
          </Button>
          <Button onClick={insert}>{t(MESSAGES.insert)}</Button>
        </>
      }
    >
      <Fields>
        <Kinds>
          <legend>{t(MESSAGES.type)}</legend>
          {CHART_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="chart-kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => setDraft({ ...draft, kind })}
              />
              {t(MESSAGES[kind])}
            </label>
          ))}
        </Kinds>
        <Row>
          <TextField
            label={t(MESSAGES.chartTitle)}
            name="chart-title"
            maxLength={200}
            value={draft.title}
            {...written}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <TextField
            label={t(MESSAGES.unit)}
            name="chart-unit"
            hint={t(MESSAGES.unitHint)}
            maxLength={20}
            value={draft.unit}
            {...written}
            onChange={(event) => setDraft({ ...draft, unit: event.target.value })}
          />
        </Row>
        <ChartGrid
          written={written}
          draft={draft}
          errors={shown}
          onChange={setDraft}
          onRemoveRow={(row) => setDraft(removeRow(draft, row))}
          onRemoveSeries={(index) => setDraft(removeSeries(draft, index))}
        />
        <Row>
          <Button
            size="sm"
            variant="secondary"
            disabled={draft.labels.length >= CHART_LIMITS.rows}
            onClick={() => setDraft(addRow(draft))}
          >
            {t(GRID_MESSAGES.addRow)}
          </Button>
          {draft.kind !== 'pie' && (
            <Button
              size="sm"
              variant="secondary"
              disabled={draft.series.length >= CHART_LIMITS.series}
              onClick={() => setDraft(addSeries(draft))}
            >
              {t(MESSAGES.addSeries)}
            </Button>
          )}
        </Row>
        {messages.length > 0 && (
          <ErrorList role="alert" aria-label={t(MESSAGES.fix)}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ErrorList>
        )}
      </Fields>
    </Dialog>
  );
}
