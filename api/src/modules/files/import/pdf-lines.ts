import type { ImportedSlide, ImportedTable } from './imported-slide';
import type { PdfLine } from './pdf-text';

/** Bullet glyphs PDF producers draw (OpenSymbol and Wingdings private-use ones included) at a line's start. */
const BULLET = /^[•●▪◦■□‣∙\u2022\uf0a7\uf0b7\ue000-\uf8ff]\s*/;

/** Cells whose left edges are this close (pt) start the same column. */
const COLUMN_TOLERANCE = 3;
/** Rows and columns that make a table: cells starting at the same x on at least 3 lines, in at least 2 columns. */
const MIN_TABLE_ROWS = 3;
const MIN_TABLE_COLUMNS = 2;

/** Where a run of aligned lines starts and ends in the page's non-blank lines, and its column edges. */
interface TableRun {
  start: number;
  end: number;
  columns: number[];
}

const columnOf = (columns: number[], x: number) => columns.findIndex((c) => Math.abs(c - x) <= COLUMN_TOLERANCE);

/**
 * The longest run of lines from `start` whose cells start at shared column edges: each line has
 * two cells or more, each on a column of the run (a column first met on a later line is added).
 */
function runFrom(lines: PdfLine[], start: number): TableRun {
  const columns: number[] = [];
  let end = start;
  for (let i = start; i < lines.length; i++) {
    const { cells } = lines[i];
    if (cells.length < MIN_TABLE_COLUMNS) break;
    const aligned = cells.filter((cell) => columnOf(columns, cell.x) >= 0).length;
    // Past the first line, a row shares at least two column edges with the rows above it.
    if (i > start && aligned < MIN_TABLE_COLUMNS) break;
    for (const cell of cells) if (columnOf(columns, cell.x) < 0) columns.push(cell.x);
    end = i + 1;
  }
  return { start, end, columns: columns.sort((a, b) => a - b) };
}

/** The run as rows: one entry per column, '' where a row leaves a column empty. */
function tableOf(lines: PdfLine[], run: TableRun): ImportedTable | undefined {
  const rows = lines.slice(run.start, run.end).map((line) => {
    const row = run.columns.map(() => '');
    for (const cell of line.cells) {
      const column = columnOf(run.columns, cell.x);
      row[column] = row[column] ? `${row[column]} ${cell.text}` : cell.text;
    }
    return row;
  });
  // Columns that at least MIN_TABLE_ROWS rows start a cell in; a stray edge does not make a table.
  const shared = run.columns.filter((_, c) => rows.filter((row) => row[c]).length >= MIN_TABLE_ROWS);
  if (rows.length < MIN_TABLE_ROWS || shared.length < MIN_TABLE_COLUMNS) return undefined;
  return { rows, header: false };
}

/** A line of a deck page with its bullet glyph dropped, and whether it had one. */
type PageLine = PdfLine & { bullet: boolean };

function pageLines(page: PdfLine[]): PageLine[] {
  return page
    .map((line) => {
      const text = line.text.replace(BULLET, '').trim();
      const cells = line.cells.map((cell, i) => (i === 0 ? { ...cell, text: cell.text.replace(BULLET, '') } : cell));
      return { text, cells: cells.filter((cell) => cell.text.trim()), bullet: BULLET.test(line.text) };
    })
    .filter((line) => line.text);
}

/** A page's title, subtitle (first page only), body lines and table; see deckPagesSlides. */
function pageSlide(lines: PageLine[], first: boolean): ImportedSlide {
  const [head, ...rest] = lines;
  if (!head) return { title: '', body: [] };
  let table: ImportedTable | undefined;
  let before = rest;
  let after: PageLine[] = [];
  for (let i = 0; i < rest.length && !table; i++) {
    const run = runFrom(rest, i);
    table = run.end - run.start >= MIN_TABLE_ROWS ? tableOf(rest, run) : undefined;
    if (table) [before, after] = [rest.slice(0, run.start), rest.slice(run.end)];
  }
  // On the title page, the lines under the title up to the first bullet are its subtitle.
  const lead = first ? before.findIndex((line) => line.bullet) : 0;
  const subtitle = before.slice(0, lead < 0 ? before.length : lead);
  const body = [...before.slice(subtitle.length), ...after].map((line) => line.text);
  return {
    title: head.text,
    ...(subtitle.length ? { subtitle: subtitle.map((line) => line.text).join('\n') } : {}),
    body,
    ...(table ? { table } : {}),
  };
}

/** A line without the page number at its end ('3', '3 / 12', 'Page 3 of 12'): a footer reads the same on every page. */
const withoutPageNumber = (line: PdfLine) =>
  line.text.replace(/(?:^|\s)(?:page\s*)?\d+(?:\s*(?:\/|of)\s*\d+)?$/i, '').trim();

/**
 * A deck's pages as slides: the first line of a page is its title; on the first page the lines
 * under it before any bullet are the subtitle; the first run of at least three lines whose cells
 * line up in at least two columns is the slide's table; the other lines are body lines (bullet
 * glyphs dropped). A last line that, page number aside, is the same on every page is a footer and is left out.
 */
export function deckPagesSlides(pages: PdfLine[][]): ImportedSlide[] {
  const lines = pages.map(pageLines);
  const withText = lines.filter((page) => page.length);
  const endings = withText.map((page) => (page.length > 1 ? withoutPageNumber(page[page.length - 1]) : undefined));
  const footer = withText.length > 1 && endings.every((ending) => ending !== undefined && ending === endings[0]);
  return lines.map((page, index) => pageSlide(footer && page.length > 1 ? page.slice(0, -1) : page, index === 0));
}

/**
 * PDF lines in the resume rich-text shape: bullets as '- ' items, empty lines (wide gaps) as
 * paragraph breaks, and a wrapped line that continues in lower case joined back to its sentence.
 */
export function resumePageText(pages: string[][]): string {
  return pages
    .map((lines) => {
      const out: string[] = [];
      for (const raw of lines) {
        const bullet = BULLET.test(raw);
        const line = raw.replace(BULLET, '').trim();
        const previous = out[out.length - 1];
        if (!line) {
          if (previous) out.push('');
        } else if (bullet) {
          out.push(`- ${line}`);
        } else if (previous && /^[a-z(]/.test(line) && !/[.:;!?]$/.test(previous)) {
          out[out.length - 1] = `${previous} ${line}`;
        } else {
          out.push(line);
        }
      }
      return out.join('\n').trim();
    })
    .filter(Boolean)
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
}
