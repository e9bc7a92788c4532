import { defineMessages, elapsedSince, i18n, type MessageDescriptor } from '@kuza/i18n';

/**
 * When a document was last changed, in the reader's language: the same units for every line (`elapsedSince`), each
 * language's own words and plurals ('8 mins ago', 'il y a 8 min', 'há 8 min'); past a month, the date itself.
 */
export const timeMessages = defineMessages({
  lastEdited: {
    id: 'app.time.lastEdited',
    defaultMessage:
      '{unit, select, now {Last edited just now} minute {Last edited {count, plural, one {# min} other {# mins}} ago} hour {Last edited {count, plural, one {# hour} other {# hours}} ago} day {Last edited {count, plural, one {# day} other {# days}} ago} date {Last edited on {date}} other {Last edited: unknown}}',
  },
  updated: {
    id: 'app.time.updated',
    defaultMessage:
      '{unit, select, now {Updated just now} minute {Updated {count, plural, one {# min} other {# mins}} ago} hour {Updated {count, plural, one {# hour} other {# hours}} ago} day {{count, plural, =1 {Updated yesterday} other {Updated # days ago}}} date {Updated {date}} other {Updated recently}}',
  },
});

/** A time-of-change line: `message` with how long ago `at` was from `now`, or its date past a month. */
export function changedWhen(message: MessageDescriptor, at: string, now: Date | number = Date.now()): string {
  if (Number.isNaN(new Date(at).getTime())) return i18n.t(message, { unit: 'unknown', count: 0, date: '' });
  const elapsed = elapsedSince(at, now);
  return elapsed
    ? i18n.t(message, { unit: elapsed.unit, count: elapsed.count, date: '' })
    : i18n.t(message, { unit: 'date', count: 0, date: i18n.formatDate(at) });
}

/** 'Last edited 8 mins ago' (product.md §2, §3); older than a month, the date itself. */
export function lastEdited(updatedAt: string, now: number = Date.now()): string {
  return changedWhen(timeMessages.lastEdited, updatedAt, now);
}

/** 'Updated 8 mins ago' (product.md §2 Recents), 'Updated yesterday', then the date past a month. */
export function updatedAgo(updatedAt: string, now: Date | number = Date.now()): string {
  return changedWhen(timeMessages.updated, updatedAt, now);
}
