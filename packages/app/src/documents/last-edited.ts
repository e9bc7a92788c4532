const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (count: number, unit: string) => `${count} ${count === 1 ? unit : `${unit}s`} ago`;

/** 'Last edited 8 mins ago' (product.md §2, §3); older than a month, the date itself. */
export function lastEdited(updatedAt: string, now: number = Date.now()): string {
  const at = new Date(updatedAt).getTime();
  if (Number.isNaN(at)) return 'Last edited: unknown';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'Last edited just now';
  if (elapsed < HOUR) return `Last edited ${ago(Math.floor(elapsed / MINUTE), 'min')}`;
  if (elapsed < DAY) return `Last edited ${ago(Math.floor(elapsed / HOUR), 'hour')}`;
  if (elapsed < 30 * DAY) return `Last edited ${ago(Math.floor(elapsed / DAY), 'day')}`;
  const date = new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return `Last edited on ${date}`;
}
