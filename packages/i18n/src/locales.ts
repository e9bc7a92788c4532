/** The languages Kuza speaks, English first: it is every message's source and every fallback. */
export const SUPPORTED_LOCALES = ['en', 'fr', 'pt', 'ar'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

// Not annotated at the literal: a language named here before it is switched on above type-checks all the same.
const NAMES = { en: 'English', fr: 'Français', pt: 'Português', ar: 'العربية' };

/** Each language's own name, as a switcher shows it to someone who reads that language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = NAMES;

/** The languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

/** Which way a language's lines run: the page's `<html dir>`. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The tag `Intl` formats a language's figures with. Arabic keeps Latin digits ('1,5 مليون', '60%'): the figures a
 * founder writes in a deck, an investor's spreadsheet and the Maghreb's own usage all use them, and the page's numbers
 * then match the documents' (docs/decisions.md).
 */
const INTL_TAGS: ReadonlyMap<string, string> = new Map([['ar', 'ar-u-nu-latn']]);

export function intlLocale(locale: string): string {
  return INTL_TAGS.get(locale) ?? locale;
}

/**
 * The languages a deck or a resume may be written in: those its exports draw (fonts, shaping, direction). A language
 * the site speaks joins this list only once the PDF, PPTX and DOCX draw it; until then a document started from such a
 * page is written in English. Arabic joined with its shaping and bidi (docs/decisions.md, issue 32).
 */
export const DOCUMENT_LANGUAGES = ['en', 'fr', 'pt', 'ar'] as const satisfies readonly Locale[];

export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export function isDocumentLanguage(value: unknown): value is DocumentLanguage {
  return typeof value === 'string' && (DOCUMENT_LANGUAGES as readonly string[]).includes(value);
}

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
