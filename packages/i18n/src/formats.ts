import type { Locale } from './locales';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Figures, money, shares and dates written the reader's way, all through `Intl` ('12 400', '4 %', '1,5 M€'). */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

export function formatMoney(
  locale: Locale,
  amount: number,
  currency: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, ...options }).format(
    amount,
  );
}

/** A share given as a fraction: 0.04 → '4%' in English, '4 %' in French. */
export function formatPercent(locale: Locale, fraction: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, ...options }).format(fraction);
}

export function formatDate(locale: Locale, date: Date | number | string, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, options ?? { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(date),
  );
}

/**
 * How long ago `date` was, from `now`, in the largest whole unit ('8 minutes ago', 'il y a 3 heures', 'há 2 dias');
 * under a minute, or a time ahead of `now` (a clock ahead of the server's), is 'now' in the reader's language. Past
 * `maxDays`, undefined: the caller shows the date itself.
 */
export function formatRelativeTime(
  locale: Locale,
  date: Date | number | string,
  now: Date | number = Date.now(),
  { maxDays = 30, style = 'long' }: { maxDays?: number; style?: Intl.RelativeTimeFormatStyle } = {},
): string | undefined {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(date).getTime());
  if (elapsed >= maxDays * DAY) return undefined;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style });
  if (elapsed < MINUTE) return format.format(0, 'second');
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}
