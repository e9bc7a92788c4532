import type { ThemeId } from './themes';
import { LINE_HEIGHT, wrapLines } from './measure';
import type { Box } from './geometry';

/** Table type sizes from the largest down; a cell shows at most three lines. */
export const TABLE_SIZES = [16, 15, 14, 13, 12, 11, 10, 9, 8] as const;
const CELL_PAD = 6 / 72;
const MAX_CELL_LINES = 3;
/** The '… and N more rows' line under a table cut to fit. */
export const MORE_ROWS_H = 22 / 72;

export interface TableLayout {
  /** Type size in pt. */
  size: number;
  /** Column widths in inches, summing to the box width. */
  colW: number[];
  /** Row heights in inches, of the rows shown. */
  rowH: number[];
  /** The rows shown, header first. */
  rows: string[][];
  /** Rows not shown, counted under the table. */
  hidden: number;
}

export const moreRowsLabel = (hidden: number): string => `… and ${hidden} more row${hidden === 1 ? '' : 's'}`;

/**
 * How every format draws a table in its box: columns as wide as their longest cell allows, the
 * largest size at which all rows fit, and, when even the smallest does not, the rows that fit
 * above a line counting the rest (so a row is never lost without saying so).
 */
export function tableLayout(
  rows: string[][],
  hiddenRows: number,
  box: Pick<Box, 'w' | 'h'>,
  font: ThemeId,
): TableLayout {
  const lengths = rows[0].map((_, c) => Math.min(40, Math.max(6, ...rows.map((r) => r[c].length))));
  const total = lengths.reduce((a, b) => a + b, 0);
  const colW = lengths.map((l) => (box.w * l) / total);
  const heights = (size: number) =>
    rows.map((row, r) => {
      const lines = row.map((cell, c) =>
        Math.min(MAX_CELL_LINES, wrapLines(cell || ' ', colW[c] - 2 * CELL_PAD, size, { font, bold: r === 0 }).length),
      );
      return (Math.max(...lines) * size * LINE_HEIGHT) / 72 + 2 * CELL_PAD;
    });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const room = box.h - (hiddenRows ? MORE_ROWS_H : 0);
  const size = TABLE_SIZES.find((s) => sum(heights(s)) <= room) ?? TABLE_SIZES[TABLE_SIZES.length - 1];
  let rowH = heights(size);
  let shown = rows;
  if (sum(rowH) > room) {
    while (shown.length > 2 && sum(rowH) > box.h - MORE_ROWS_H) {
      shown = shown.slice(0, -1);
      rowH = rowH.slice(0, -1);
    }
  }
  return { size, colW, rowH, rows: shown, hidden: hiddenRows + rows.length - shown.length };
}
