import type { Box, PlacedLine } from '@kuza/contracts';

/** Which way a document's lines run (`localeDirection` of its language). */
export type TextDirection = 'ltr' | 'rtl';

/**
 * A block's lines as they sit in a right-to-left document: each line mirrored inside its box (a start-aligned line
 * ends at the box's right edge, a centred one stays centred, a bullet's indent is on the right), the box itself where
 * the engine put it. `bulletX` is then the bullet's right edge. Left to right, the lines are the engine's.
 */
export function linesInDirection(lines: PlacedLine[], box: Box, direction: TextDirection): PlacedLine[] {
  if (direction === 'ltr') return lines;
  const mirror = (x: number) => 2 * box.x + box.w - x;
  return lines.map((line) => ({
    ...line,
    x: mirror(line.x + line.w),
    bulletX: line.bulletX === undefined ? undefined : mirror(line.bulletX),
  }));
}
