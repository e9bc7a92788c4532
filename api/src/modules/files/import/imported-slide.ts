/** A table as its source drew it: every cell's text exactly as written, one entry per column. */
export interface ImportedTable {
  rows: string[][];
  /** Whether the source marks the first row as a header (bold, or a table style's header row). */
  header: boolean;
}

/** One slide (or PDF page) of an imported deck. */
export interface ImportedSlide {
  title: string;
  /** A title slide's subtitle: the line under the title, not a bullet. */
  subtitle?: string;
  body: string[];
  /** The slide's first table; further tables stay in the body, a line per row. */
  table?: ImportedTable;
  notes?: string;
}

/** A table row as one line, cells joined with ' | ': how a table reads where only lines fit. */
export const tableRowLine = (row: string[]): string => row.filter(Boolean).join(' | ');
