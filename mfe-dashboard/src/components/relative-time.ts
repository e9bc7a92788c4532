const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * 'Updated 8 mins ago' (product.md §2 Recents), then hours, days and, past a month, the date. Times in
 * the future (a clock ahead of the server's) read as 'just now'.
 */
export function updatedAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return 'Updated recently';
  if (elapsed < MINUTE) return 'Updated just now';
  if (elapsed < HOUR) return `Updated ${plural(Math.floor(elapsed / MINUTE), 'min')} ago`;
  if (elapsed < DAY) return `Updated ${plural(Math.floor(elapsed / HOUR), 'hour')} ago`;
  if (elapsed < 2 * DAY) return 'Updated yesterday';
  if (elapsed < 30 * DAY) return `Updated ${plural(Math.floor(elapsed / DAY), 'day')} ago`;
  return `Updated ${formatDay(iso)}`;
}

/** '12 Mar 2026': unambiguous in every locale the founders use (no 03/12 vs 12/03). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
