import type { Box, PlacedLine, TextElement } from '@kuza/contracts';

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
