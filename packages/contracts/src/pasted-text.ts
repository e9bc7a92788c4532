/**
 * Bullets and numbering as founders paste them, for lines read one at a time (imported decks, CVs,
 * typed bullets). A whole pitch is read by the pitch reader (`@kuza/contracts/pitch`).
 */

// PDF text layers often turn a bullet glyph into a private-use character (U+F095 and friends).
const BULLET_MARK = /^\s*[•\-*–—·▪●○◦‣⁃►✓\uE000-\uF8FF]\s*/u;
const NUMBERING = /^\s*(?:\d{1,2}[.)]|[ivx]{1,4}[.)]|(?:section|part|slide)\s+\d{1,2}[.:)]?)\s+/i;
export const squishText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** True for lines such as '• Built…', '- Built…', '* Built…', '– Built…' (not '-5 %'). */
export function isBulletLine(line: string): boolean {
  return BULLET_MARK.test(line) && squishText(line.replace(BULLET_MARK, '')).length > 0 && !/^\s*-?\d/.test(line);
}

/** A line that is only a bullet glyph (PDFs put the glyph and its text on separate lines). */
export function isBareBullet(line: string): boolean {
  return BULLET_MARK.test(line) && !squishText(line.replace(BULLET_MARK, ''));
}

export function stripBullet(line: string): string {
  return squishText(line.replace(BULLET_MARK, ''));
}

/** Drops a line's numbering ('1.', 'iv)', 'Section 3:'). */
export function stripNumbering(line: string): string {
  return line.replace(NUMBERING, '');
}
