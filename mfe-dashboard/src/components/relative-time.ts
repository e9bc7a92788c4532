import { i18n } from '@kuza/i18n';

/** 'Updated 8 mins ago' (product.md §2 Recents): the one definition of a time-of-change line, in @kuza/app. */
export { updatedAgo } from '@kuza/app';

/** '12 Mar 2026', '12 mars 2026': the day first in every language (no 03/12 against 12/03); '' for a broken date. */
export function formatDay(iso: string): string {
  return Number.isNaN(new Date(iso).getTime()) ? '' : i18n.formatDate(iso);
}
