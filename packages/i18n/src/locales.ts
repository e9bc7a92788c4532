/** The languages Kuza speaks, English first: it is every message's source and every fallback. */
export const SUPPORTED_LOCALES = ['en', 'fr', 'pt'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, as a switcher shows it to someone who reads that language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français', pt: 'Português' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The first supported language among language tags in order of preference ('fr-CI', 'pt-BR', 'en-GB'):
 * a tag counts by its primary language. `undefined`, empty or unknown tags are passed over; none left is English.
 */
export function pickLocale(tags: Iterable<string | null | undefined>): Locale {
  for (const tag of tags) {
    const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
