import { DEFAULT_LOCALE, isLocale, pickLocale, SUPPORTED_LOCALES, type Locale } from './locales';

/** Where a visitor's choice of language (the public pages' switcher) is kept in the browser. */
export const LOCALE_STORAGE_KEY = 'kuza.locale';

/** The language an address names by its prefix ('/fr/waitlist' → 'fr'); English pages have none. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : undefined;
}

/** The address without its language prefix: the route table's path ('/fr/waitlist' → '/waitlist', '/pt' → '/'). */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  return locale ? pathname.slice(locale.length + 1) || '/' : pathname;
}

/** A public page's address in a language: '/waitlist' → '/fr/waitlist', '/' → '/fr/'; English has no prefix. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}/` : `/${locale}${bare}`;
}

/** The addresses of one public page in every language, English first. */
export function localizedPaths(path: string): Array<[Locale, string]> {
  return SUPPORTED_LOCALES.map((locale) => [locale, localizedPath(path, locale)]);
}

export interface PageLocaleSources {
  pathname: string;
  /** The language the visitor chose earlier on this browser, if any. */
  stored?: string | null;
  /** The browser's languages in order of preference (`navigator.languages`). */
  languages?: readonly string[];
}

/** The page's language: its address's prefix, else the visitor's stored choice, else the browser's preference. */
export function pageLocale({ pathname, stored, languages = [] }: PageLocaleSources): Locale {
  return localeOfPath(pathname) ?? (isLocale(stored) ? stored : pickLocale(languages));
}
