import { useState } from 'react';
import type { TableSpec } from '@kuza/contracts';
import { Button, Dialog } from '@kuza/ui';
import { ErrorText, Fields } from './field-styles';
import { RemoveButton, RowActionsHeader } from './grid-parts';
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

export interface TableDialogProps {
  initial?: TableSpec;
  onCancel: () => void;
  onInsert: (table: TableSpec) => void;
}

/** Add Table: editable cells, the first row is the header; rows and columns can be added and removed. */
export function TableDialog({ initial, onCancel, onInsert }: TableDialogProps) {
  const [rows, setRows] = useState(() => draftFromTable(initial));
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
      title="Add Table"
      description="The first row is the header row."
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={insert}>Insert Table</Button>
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
                      what={`column ${c + 1}`}
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
                        aria-label={r === 0 ? `Header, column ${c + 1}` : `Row ${r}, column ${c + 1}`}
                        value={cell}
                        maxLength={TABLE_LIMITS.cell}
                        style={r === 0 ? { fontWeight: 700 } : undefined}
                        onChange={(event) => setCell(r, c, event.target.value)}
                      />
                    </td>
                  ))}
                  <td>
                    <RemoveButton
                      what={r === 0 ? 'header row' : `row ${r}`}
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
            Add row
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={rows[0].length >= TABLE_LIMITS.columns}
            onClick={() => setRows(addTableColumn(rows))}
          >
            Add column
          </Button>
        </Row>
        {error && <ErrorText role="alert">{error}</ErrorText>}
      </Fields>
    </Dialog>
  );
}
