import type { TableSpec } from '@kuza/contracts';
import { defineMessages, i18n } from '@kuza/i18n';
import { STARTER_WORDS, type SayStarter } from './starter-words';

const MESSAGES = defineMessages({
  noHeading: { id: 'decks.table.error.noHeading', defaultMessage: 'Give the table at least one column heading' },
  cellTooLong: { id: 'decks.table.error.cellTooLong', defaultMessage: 'Keep each cell under {max} characters' },
});

export const TABLE_LIMITS = { rows: 20, columns: 8, cell: 300 } as const;

/** The table to edit, or a new one to start from, its labels in the deck's language (`say`). */
export function draftFromTable(table: TableSpec | undefined, say: SayStarter): string[][] {
  if (!table?.rows.length) {
    return [
      [say(STARTER_WORDS.metric), '2025', '2026'],
      [say(STARTER_WORDS.customers), '', ''],
      [say(STARTER_WORDS.revenue), '', ''],
    ];
  }
  const columns = Math.max(1, ...table.rows.map((row) => row.length));
  return table.rows.map((row) => Array.from({ length: columns }, (_, i) => row[i] ?? ''));
}

export const addTableRow = (rows: string[][]) =>
  rows.length >= TABLE_LIMITS.rows ? rows : [...rows, rows[0].map(() => '')];

export const removeTableRow = (rows: string[][], at: number) =>
  rows.length <= 1 ? rows : rows.filter((_, i) => i !== at);

export const addTableColumn = (rows: string[][]) =>
  rows[0].length >= TABLE_LIMITS.columns ? rows : rows.map((row) => [...row, '']);

export const removeTableColumn = (rows: string[][], at: number) =>
  rows[0].length <= 1 ? rows : rows.map((row) => row.filter((_, i) => i !== at));

/** The table to insert (trimmed, empty body rows dropped), or why it cannot be inserted. */
export function checkTable(rows: string[][]): { table?: TableSpec; error?: string } {
  const trimmed = rows.map((row) => row.map((cell) => cell.trim()));
  const [header, ...body] = trimmed;
  if (!header.some(Boolean)) return { error: i18n.t(MESSAGES.noHeading) };
  if (trimmed.some((row) => row.some((cell) => cell.length > TABLE_LIMITS.cell))) {
    return { error: i18n.t(MESSAGES.cellTooLong, { max: TABLE_LIMITS.cell }) };
  }
  return { table: { rows: [header, ...body.filter((row) => row.some(Boolean))] } };
}
