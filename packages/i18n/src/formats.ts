import { intlLocale, type Locale } from './locales';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Figures, money, shares and dates written the reader's way, all through `Intl` ('12 400', '4 %', '1,5 M€'). */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

export function formatMoney(
  locale: Locale,
  amount: number,
  currency: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    ...options,
  }).format(amount);
}

/** A share given as a fraction: 0.04 → '4%' in English, '4 %' in French. */
export function formatPercent(locale: Locale, fraction: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1, ...options }).format(
    fraction,
  );
}

/**
 * Dates are written day first in English too ('3 Mar 2026'), as Kuza's English-speaking founders write them (and
 * never 03/12 against 12/03).
 */
const DATE_LOCALES: Readonly<Partial<Record<Locale, string>>> = { en: 'en-GB' };

export function formatDate(locale: Locale, date: Date | number | string, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(
    DATE_LOCALES[locale] ?? intlLocale(locale),
    options ?? { day: 'numeric', month: 'short', year: 'numeric' },
  ).format(new Date(date));
}

/** How long ago a time was, in its largest whole unit; under a minute (or ahead of the clock) is 'now'. */
export interface Elapsed {
  unit: 'now' | 'minute' | 'hour' | 'day';
  count: number;
}

/**
 * How long ago `date` was from `now`, in the largest whole unit, for a message to say in its own words ('Updated
 * {count, plural, one {# min} other {# mins}} ago'). A time ahead of `now` (a clock ahead of the server's) is 'now';
 * past `maxDays`, or an unreadable date, undefined: the caller shows the date itself.
 */
export function elapsedSince(
  date: Date | number | string,
  now: Date | number = Date.now(),
  { maxDays = 30 }: { maxDays?: number } = {},
): Elapsed | undefined {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(date).getTime());
  if (Number.isNaN(elapsed) || elapsed >= maxDays * DAY) return undefined;
  if (elapsed < MINUTE) return { unit: 'now', count: 0 };
  if (elapsed < HOUR) return { unit: 'minute', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', count: Math.floor(elapsed / HOUR) };
  return { unit: 'day', count: Math.floor(elapsed / DAY) };
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
  const elapsed = elapsedSince(date, now, { maxDays });
  if (!elapsed) return undefined;
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto', style });
  return elapsed.unit === 'now' ? format.format(0, 'second') : format.format(-elapsed.count, elapsed.unit);
}
