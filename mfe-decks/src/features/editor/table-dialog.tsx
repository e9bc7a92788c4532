import { useState } from 'react';
import type { TableSpec } from '@kuza/contracts';
import { Button, Dialog } from '@kuza/ui';
import { ErrorText, Fields } from './field-styles';
import { GRID_MESSAGES, RemoveButton, RowActionsHeader } from './grid-parts';
import { Grid, GridWrap, Row } from './grid-styles';
import {
  addTableColumn,
  addTableRow,
  checkTable,
  draftFromTable,
  removeTableColumn,
  removeTableRow,
  TABLE_LIMITS,
} from './table-form';
import type { SayStarter } from './starter-words';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { writtenIn } from '../preview/line-direction';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  title: { id: 'decks.table.title', defaultMessage: 'Add Table' },
  description: { id: 'decks.table.description', defaultMessage: 'The first row is the header row.' },
  insert: { id: 'decks.table.insert', defaultMessage: 'Insert Table' },
  headerCell: { id: 'decks.table.headerCell', defaultMessage: 'Header, column {column}' },
  cell: { id: 'decks.table.cell', defaultMessage: 'Row {row}, column {column}' },
  addColumn: { id: 'decks.table.addColumn', defaultMessage: 'Add column' },
});

export interface TableDialogProps {
  /** The deck's language: its cells are typed in its direction. */
  language?: string;
  initial?: TableSpec;
  /** How a new table's starting words are said: in the deck's language. */
  starter: SayStarter;
  onCancel: () => void;
  onInsert: (table: TableSpec) => void;
}

/** Add Table: editable cells, the first row is the header; rows and columns can be added and removed. */
export function TableDialog({ initial, starter, language, onCancel, onInsert }: TableDialogProps) {
  const written = writtenIn(language);
  const { t } = useI18n();
  const [rows, setRows] = useState(() => draftFromTable(initial, starter));
  const [error, setError] = useState<string>();
  const setCell = (r: number, c: number, value: string) =>
    setRows(rows.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? value : cell)) : row)));

  const insert = () => {
    const result = checkTable(rows);
    setError(result.error);
    if (result.table) onInsert(result.table);
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
        <GridWrap>
          <Grid>
            <thead>
              <tr>
                {rows[0].map((_, c) => (
                  <th key={c} scope="col">
                    <RemoveButton
                      label={t(GRID_MESSAGES.removeColumn, { column: c + 1 })}
                      disabled={rows[0].length <= 1}
                      onClick={() => setRows(removeTableColumn(rows, c))}
                    />
                  </th>
                ))}
                <RowActionsHeader />
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c}>
                      <input
                        aria-label={
                          r === 0
                            ? t(MESSAGES.headerCell, { column: c + 1 })
                            : t(MESSAGES.cell, { row: r, column: c + 1 })
                        }
                        value={cell}
                        maxLength={TABLE_LIMITS.cell}
                        {...written}
                        style={r === 0 ? { fontWeight: 700 } : undefined}
                        onChange={(event) => setCell(r, c, event.target.value)}
                      />
                    </td>
                  ))}
                  <td>
                    <RemoveButton
                      label={r === 0 ? t(GRID_MESSAGES.removeHeaderRow) : t(GRID_MESSAGES.removeRow, { row: r })}
                      disabled={rows.length <= 1}
                      onClick={() => setRows(removeTableRow(rows, r))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Grid>
        </GridWrap>
        <Row>
          <Button
            size="sm"
            variant="secondary"
            disabled={rows.length >= TABLE_LIMITS.rows}
            onClick={() => setRows(addTableRow(rows))}
          >
            {t(GRID_MESSAGES.addRow)}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={rows[0].length >= TABLE_LIMITS.columns}
            onClick={() => setRows(addTableColumn(rows))}
          >
            {t(MESSAGES.addColumn)}
          </Button>
        </Row>
        {error && <ErrorText role="alert">{error}</ErrorText>}
      </Fields>
    </Dialog>
  );
}
