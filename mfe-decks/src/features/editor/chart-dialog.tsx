import { useState } from 'react';
import styled from 'styled-components';
import { CHART_KINDS, type ChartSpec } from '@kuza/contracts';
import { Button, Dialog, TextField } from '@kuza/ui';
import { addRow, addSeries, checkChart, CHART_LIMITS, draftFromChart, removeRow, removeSeries } from './chart-form';
import { ChartGrid } from './chart-grid';
import { Fields } from './field-styles';
import { ErrorList, Row } from './grid-styles';

export interface ChartDialogProps {
  initial?: ChartSpec;
  onCancel: () => void;
  onInsert: (chart: ChartSpec) => void;
}

const KIND_LABELS = { bar: 'Bar', line: 'Line', pie: 'Pie' } as const;

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
export function ChartDialog({ initial, onCancel, onInsert }: ChartDialogProps) {
  const [draft, setDraft] = useState(() => draftFromChart(initial));
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
      title="Add Chart"
      description="Type the figures; the slide draws the chart in the deck's colours."
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={insert}>Insert Chart</Button>
        </>
      }
    >
      <Fields>
        <Kinds>
          <legend>Chart type</legend>
          {CHART_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="chart-kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => setDraft({ ...draft, kind })}
              />
              {KIND_LABELS[kind]}
            </label>
          ))}
        </Kinds>
        <Row>
          <TextField
            label="Chart title (optional)"
            name="chart-title"
            maxLength={200}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <TextField
            label="Unit (optional)"
            name="chart-unit"
            hint="e.g. USD, KES or %"
            maxLength={20}
            value={draft.unit}
            onChange={(event) => setDraft({ ...draft, unit: event.target.value })}
          />
        </Row>
        <ChartGrid
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
            Add row
          </Button>
          {draft.kind !== 'pie' && (
            <Button
              size="sm"
              variant="secondary"
              disabled={draft.series.length >= CHART_LIMITS.series}
              onClick={() => setDraft(addSeries(draft))}
            >
              Add series
            </Button>
          )}
        </Row>
        {messages.length > 0 && (
          <ErrorList role="alert" aria-label="Fix these values">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ErrorList>
        )}
      </Fields>
    </Dialog>
  );
}
