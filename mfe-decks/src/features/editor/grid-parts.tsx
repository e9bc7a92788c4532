import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button, VisuallyHidden } from '@kuza/ui';

export const GRID_MESSAGES = defineMessages({
  remove: { id: 'decks.grid.remove', defaultMessage: 'Remove' },
  rowActions: { id: 'decks.grid.rowActions', defaultMessage: 'Row actions' },
  removeRow: { id: 'decks.grid.removeRow', defaultMessage: 'Remove row {row}' },
  removeHeaderRow: { id: 'decks.grid.removeHeaderRow', defaultMessage: 'Remove header row' },
  removeColumn: { id: 'decks.grid.removeColumn', defaultMessage: 'Remove column {column}' },
  removeSeries: { id: 'decks.grid.removeSeries', defaultMessage: 'Remove series {name}' },
  addRow: { id: 'decks.grid.addRow', defaultMessage: 'Add row' },
});

export interface RemoveButtonProps {
  /** The button's whole name for screen readers, e.g. "Remove row 2"; it shows "Remove". */
  label: string;
  disabled?: boolean;
  onClick: () => void;
}

/** The Remove button of one row, column or series of an editable grid. */
export function RemoveButton({ label, disabled, onClick }: RemoveButtonProps) {
  const { t } = useI18n();
  return (
    <Button size="sm" variant="ghost" disabled={disabled} onClick={onClick} aria-label={label}>
      {t(GRID_MESSAGES.remove)}
    </Button>
  );
}

/** The header over the column that holds each row's Remove button. */
export function RowActionsHeader() {
  const { t } = useI18n();
  return (
    <th scope="col">
      <VisuallyHidden>{t(GRID_MESSAGES.rowActions)}</VisuallyHidden>
    </th>
  );
}
