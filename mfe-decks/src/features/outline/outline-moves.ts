import type { OutlineSection } from '@kuza/contracts';
import { defineMessages, i18n } from '@kuza/i18n';

const MESSAGES = defineMessages({
  untitled: { id: 'decks.outline.untitled', defaultMessage: 'Untitled section' },
});

/** Pure list operations of the outline editor. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}

/** Drops `dragId` on the row `targetId`: the dragged section takes that row's position. */
export function dropOn(sections: readonly OutlineSection[], dragId: string, targetId: string): OutlineSection[] {
  const from = sections.findIndex((section) => section.id === dragId);
  const to = sections.findIndex((section) => section.id === targetId);
  return from < 0 || to < 0 ? [...sections] : moveItem(sections, from, to);
}

/** Puts a deleted section back where it was (or at the end if the list got shorter), once. */
export function restoreAt(sections: readonly OutlineSection[], section: OutlineSection, index: number) {
  if (sections.some((existing) => existing.id === section.id)) return [...sections];
  const next = [...sections];
  next.splice(Math.min(index, next.length), 0, section);
  return next;
}

/** product.md §3: a new section's id comes from the current timestamp; bumped if two land in one millisecond. */
export function newSectionId(sections: readonly OutlineSection[], now = Date.now()): string {
  let stamp = now;
  while (sections.some((section) => section.id === String(stamp))) stamp += 1;
  return String(stamp);
}

export const sectionName = (section: Pick<OutlineSection, 'title'>) =>
  section.title.trim() || i18n.t(MESSAGES.untitled);
