import type { ImportedSlide, ImportedTable } from './imported-slide';
import type { PdfLine } from './pdf-text';

/** Bullet glyphs PDF producers draw (OpenSymbol and Wingdings private-use ones included) at a line's start. */
const BULLET = /^[•●▪◦■□‣∙\u2022\uf0a7\uf0b7\ue000-\uf8ff]\s*/;

/** Cells whose left edges are this close (pt) start the same column. */
const COLUMN_TOLERANCE = 3;
/** Rows and columns that make a table: cells starting at the same x on at least 3 lines, in at least 2 columns. */
const MIN_TABLE_ROWS = 3;
const MIN_TABLE_COLUMNS = 2;

/** Baselines this close (pt) are one line. */
const BASELINE_TOLERANCE = 2;

/** A line of a deck page with its bullet glyph dropped, whether it had one, and whether a wide gap comes before it. */
type PageLine = PdfLine & { bullet: boolean; gapBefore: boolean };

/** Where a run of aligned lines starts and ends in the page's non-blank lines, and its column edges. */
interface TableRun {
  start: number;
  end: number;
  columns: number[];
}

const columnOf = (columns: number[], x: number) => columns.findIndex((c) => Math.abs(c - x) <= COLUMN_TOLERANCE);

/** Whether the lines from `i` up to the next gap start cells on at least two of `columns`. */
function groupSpansColumns(lines: PageLine[], i: number, columns: number[]): boolean {
  const used = new Set<number>();
  for (let j = i; j < lines.length && (j === i || !lines[j].gapBefore); j++) {
    for (const cell of lines[j].cells) used.add(columnOf(columns, cell.x));
  }
  used.delete(-1);
  return used.size >= MIN_TABLE_COLUMNS;
}

/**
 * The longest run of lines from `start` whose cells start at shared column edges: a row has two
 * cells or more, each on a column of the run (a column first met on a later line is added). A line
 * set close under a row with all its cells on the run's columns may be the rest of a wrapped cell,
 * and is kept in the run for tableOf to decide.
 */
function runFrom(lines: PageLine[], start: number): TableRun {
  const columns: number[] = [];
  let end = start;
  for (let i = start; i < lines.length; i++) {
    const { cells, gapBefore } = lines[i];
    const aligned = cells.filter((cell) => columnOf(columns, cell.x) >= 0).length;
    const onColumns = i > start && cells.length > 0 && aligned === cells.length;
    // After a gap, a line on the run's columns alone still belongs to it when the lines up to the next gap make a
    // row: a wrapped cell's first line stands above the row's short cells when those are centred in the row.
    const continued = onColumns && (!gapBefore || groupSpansColumns(lines, i, columns));
    // Past the first line, a row shares at least two column edges with the rows above it.
    const row = cells.length >= MIN_TABLE_COLUMNS && (i === start || aligned >= MIN_TABLE_COLUMNS);
    if (!row && !continued) break;
    for (const cell of cells) if (columnOf(columns, cell.x) < 0) columns.push(cell.x);
    end = i + 1;
  }
  return { start, end, columns: columns.sort((a, b) => a - b) };
}

/**
 * The run as rows: one entry per column, '' where a row leaves a column empty. Where rows stand
 * apart (a wide gap before each), the lines between two gaps are one row whose cells wrapped;
 * where they are set close, every line is a row and the table ends before the first line that is not one.
 */
function tableOf(lines: PageLine[], run: TableRun): { table: ImportedTable; end: number } | undefined {
  const runLines = lines.slice(run.start, run.end);
  const spaced = runLines.filter((line, i) => i > 0 && line.gapBefore).length >= MIN_TABLE_ROWS - 1;
  const notRow = runLines.findIndex((line) => line.cells.length < MIN_TABLE_COLUMNS);
  const kept = spaced || notRow < 0 ? runLines : runLines.slice(0, notRow);
  const groups: PageLine[][] = [];
  kept.forEach((line, i) => {
    if (i === 0 || !spaced || line.gapBefore) groups.push([line]);
    else groups[groups.length - 1].push(line);
  });
  const rows = groups.map((group) => {
    const row = run.columns.map(() => '');
    for (const cell of group.flatMap((line) => line.cells)) {
      const column = columnOf(run.columns, cell.x);
      row[column] = row[column] ? `${row[column]} ${cell.text}` : cell.text;
    }
    return row;
  });
  // Columns that at least MIN_TABLE_ROWS rows start a cell in; a stray edge does not make a table.
  const shared = run.columns.filter((_, c) => rows.filter((row) => row[c]).length >= MIN_TABLE_ROWS);
  if (rows.length < MIN_TABLE_ROWS || shared.length < MIN_TABLE_COLUMNS) return undefined;
  return { table: { rows, header: false }, end: run.start + kept.length };
}

function pageLines(page: PdfLine[]): PageLine[] {
  const out: PageLine[] = [];
  page.forEach((line, i) => {
    const text = line.text.replace(BULLET, '').trim();
    if (!text) return;
    const cells = line.cells.map((cell, c) => (c === 0 ? { ...cell, text: cell.text.replace(BULLET, '') } : cell));
    out.push({
      text,
      cells: cells.filter((cell) => cell.text.trim()),
      y: line.y,
      bullet: BULLET.test(line.text),
      gapBefore: i > 0 && !page[i - 1].text.trim(),
    });
  });
  return out;
}

/**
 * The lines as they stand side by side. A producer that draws a table cell by cell writes each
 * cell from the row's first line down, then the next cell from the top again, further right: a
 * group of lines (between two gaps) that goes back up to its first line's baseline is such a row,
 * and becomes one line per baseline with its cells left to right. Other groups are kept as drawn.
 */
function sideBySide(lines: PageLine[]): PageLine[] {
  const groups: PageLine[][] = [];
  lines.forEach((line, i) => {
    if (i === 0 || line.gapBefore) groups.push([line]);
    else groups[groups.length - 1].push(line);
  });
  return groups.flatMap((group) => {
    const top = group[0].y;
    if (top === undefined || group.some((line) => line.y === undefined)) return group;
    const near = (a: number, b: number) => Math.abs(a - b) <= BASELINE_TOLERANCE;
    const starts = group.filter((line, i) => i > 0 && line.y! > group[i - 1].y! + BASELINE_TOLERANCE);
    if (!starts.length || !starts.every((line) => near(line.y!, top))) return group;
    const baselines: PageLine[] = [];
    for (const line of [...group].sort((a, b) => b.y! - a.y!)) {
      const same = baselines.find((other) => near(other.y!, line.y!));
      if (same) same.cells.push(...line.cells);
      else baselines.push({ ...line, cells: [...line.cells], bullet: false, gapBefore: false });
    }
    baselines[0].gapBefore = group[0].gapBefore;
    return baselines.map((line) => {
      const cells = line.cells.sort((a, b) => a.x - b.x);
      return { ...line, cells, text: cells.map((cell) => cell.text).join(' ') };
    });
  });
}

/** The first table in the lines: the run it takes and the lines before and after it. */
function firstTable(lines: PageLine[]) {
  for (let i = 0; i < lines.length; i++) {
    const run = runFrom(lines, i);
    const found = run.end - run.start >= MIN_TABLE_ROWS ? tableOf(lines, run) : undefined;
    if (found) return { table: found.table, before: lines.slice(0, run.start), after: lines.slice(found.end) };
  }
  return undefined;
}

/**
 * A page's title, subtitle (first page only), body lines and table; see deckPagesSlides. Lines are
 * read as drawn; when they make no table, the lines of rows whose every cell wrapped (drawn cell by
 * cell) are set side by side again and read once more.
 */
function pageSlide(lines: PageLine[], first: boolean): ImportedSlide {
  const [head, ...rest] = lines;
  if (!head) return { title: '', body: [] };
  const found = firstTable(rest) ?? firstTable(sideBySide(rest));
  const { table, before, after } = found ?? { table: undefined, before: rest, after: [] };
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
