import type { ThemeId } from './themes';
import { LINE_HEIGHT, wrapLines } from './measure';
import { textElement, type TextElement } from './engine';
import type { Box } from './geometry';

/** Table type sizes from the largest down. */
export const TABLE_SIZES = [16, 15, 14, 13, 12, 11, 10, 9, 8] as const;
/** The smallest size a table is drawn at on a slide: rows that do not fit at it continue on '(cont.)' slides. */
export const TABLE_FLOOR = 12;
/** Space between a cell's rules and its text, in inches (every format draws its cells with it). */
export const CELL_PAD = 6 / 72;
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
  /**
   * Each shown cell's text as a block: its box inside the cell (the padding off) and all its lines at
   * `size`, header cells bold. What the web, the PDF and the PPTX draw, so a cell breaks at the same
   * word everywhere and never loses one.
   */
  cells: TextElement[][];
}

export const moreRowsLabel = (hidden: number): string => `… and ${hidden} more row${hidden === 1 ? '' : 's'}`;

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Column widths: as wide as their longest cell allows, between 6 and 40 characters' share. */
function columnWidths(rows: string[][], w: number): number[] {
  const lengths = rows[0].map((_, c) => Math.min(40, Math.max(6, ...rows.map((r) => r[c].length))));
  const total = sum(lengths);
  return lengths.map((l) => (w * l) / total);
}

/** Each row's height at `size`: its tallest cell's lines (all of them) and the padding. */
function rowHeights(rows: string[][], colW: number[], size: number, font: ThemeId): number[] {
  return rows.map((row, r) => {
    const lines = row.map(
      (cell, c) => wrapLines(cell || ' ', colW[c] - 2 * CELL_PAD, size, { font, bold: r === 0 }).length,
    );
    return (Math.max(...lines) * size * LINE_HEIGHT) / 72 + 2 * CELL_PAD;
  });
}

/**
 * How many of `rows` (the header first) fit `height` at the table floor in a box `w` wide, the
 * header counted: 1 when not even the first row under it fits.
 */
export function tableRowsThatFit(rows: string[][], w: number, height: number, font: ThemeId): number {
  const heights = rowHeights(rows, columnWidths(rows, w), TABLE_FLOOR, font);
  let shown = rows.length;
  while (shown > 1 && sum(heights.slice(0, shown)) > height + 1e-9) shown -= 1;
  return shown;
}

/**
 * How every format draws a table in its box: columns as wide as their longest cell allows, each
 * cell's text broken into all its lines, the largest size at which all rows fit, and, when even the
 * smallest does not, the rows that fit above a line counting the rest (so a row is never lost
 * without saying so; the fitting rule gives the rest '(cont.)' slides before it comes to that).
 */
export function tableLayout(
  rows: string[][],
  hiddenRows: number,
  box: Pick<Box, 'w' | 'h'> & Partial<Pick<Box, 'x' | 'y'>>,
  font: ThemeId,
): TableLayout {
  const colW = columnWidths(rows, box.w);
  const room = box.h - (hiddenRows ? MORE_ROWS_H : 0);
  const size =
    TABLE_SIZES.find((s) => sum(rowHeights(rows, colW, s, font)) <= room + 1e-9) ?? TABLE_SIZES[TABLE_SIZES.length - 1];
  let rowH = rowHeights(rows, colW, size, font);
  let shown = rows;
  if (sum(rowH) > room) {
    while (shown.length > 2 && sum(rowH) > box.h - MORE_ROWS_H) {
      shown = shown.slice(0, -1);
      rowH = rowH.slice(0, -1);
    }
  }
  const x0 = box.x ?? 0;
  let y = box.y ?? 0;
  const cells = shown.map((row, r) => {
    let x = x0;
    const top = y;
    y += rowH[r];
    return row.map((text, c) => {
      const cell = textElement({
        role: `cell-${r + 1}-${c + 1}`,
        box: { x: x + CELL_PAD, y: top + CELL_PAD, w: colW[c] - 2 * CELL_PAD, h: rowH[r] - 2 * CELL_PAD },
        valign: 'top', // as PowerPoint's tables: a row's first lines share one text line, which a PDF reader keeps as the row
        bold: r === 0,
        color: r === 0 ? 'onAccent' : 'text',
        metrics: { font },
        paragraphs: [{ text, size, bullet: false, spaceAfter: 0 }],
      });
      x += colW[c];
      return cell;
    });
  });
  return { size, colW, rowH, rows: shown, hidden: hiddenRows + rows.length - shown.length, cells };
}
