import { i18n, LOCALE_STORAGE_KEY, pageLocale, type Locale } from '@kuza/i18n';

/** The shell's catalogs, one chunk per language, loaded for the page's language. */
export function registerShellCatalogs(): Promise<void> {
  return i18n.register('shell', (locale) => import(`../locales/${locale}.json`));
}

function storedLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a blocked cookie policy): the browser's languages decide.
    return null;
  }
}

/** The language this browser's page opens in (its address's prefix, the stored choice, the browser's languages). */
export function browserPageLocale(): Locale {
  return pageLocale({
    pathname: window.location.pathname,
    stored: storedLocale(),
    languages: navigator.languages,
  });
}
