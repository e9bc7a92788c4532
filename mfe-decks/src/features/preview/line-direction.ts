import type { Box, PlacedLine, TextElement } from '@kuza/contracts';
import { DEFAULT_LOCALE, localeDirection } from '@kuza/i18n';

/** Which way a document's lines run (`localeDirection` of its language). */
export type TextDirection = 'ltr' | 'rtl';

/**
 * A block's lines as they sit in a right-to-left document: a block aligned to the line's start (the engine's 'left')
 * has each line mirrored inside its box, so it ends at the box's right edge with a bullet's indent on the right, as
 * the PowerPoint file's right-aligned paragraphs do; centred and right-aligned blocks stay as the engine placed them.
 * The box itself never moves. Right to left, `bulletX` is the bullet's right edge.
 */
export function linesInDirection(
  lines: PlacedLine[],
  { box, align }: Pick<TextElement, 'box' | 'align'>,
  direction: TextDirection,
): PlacedLine[] {
  if (direction === 'ltr' || align !== 'left') return lines;
  const mirror = (x: number) => mirrorIn(box, x);
  return lines.map((line) => ({
    ...line,
    x: mirror(line.x + line.w),
    bulletX: line.bulletX === undefined ? undefined : mirror(line.bulletX),
  }));
}

const mirrorIn = (box: Box, x: number) => 2 * box.x + box.w - x;

/**
 * What a field holding a deck's own words carries (the text dialog, the notes, a chart's, a table's or a team's
 * fields): the deck's language and direction, so it is typed the way the slide draws it (English when not given).
 */
export function writtenIn(language: string = DEFAULT_LOCALE): { lang: string; dir: TextDirection } {
  return { lang: language, dir: localeDirection(language) };
}
