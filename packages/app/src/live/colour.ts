/**
 * The colours teammates are shown in (avatars, name tags, the outline of the field they type in),
 * each dark enough for white words on it and to stand out on a white page (contrast above 4.5:1).
 */
const PRESENCE_COLOURS = ['#1D4ED8', '#7C3AED', '#BE185D', '#B45309', '#047857', '#0E7490', '#4338CA', '#9D174D'];

/** A teammate's colour, the same in every editor: read from their user id. */
export function presenceColour(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PRESENCE_COLOURS[hash % PRESENCE_COLOURS.length]!;
}
