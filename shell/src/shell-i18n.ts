import { i18n, LOCALE_STORAGE_KEY, pageLocale, type Locale } from '@kuza/i18n';
import { registerSharedCatalogs } from '@kuza/ui';

/**
 * The shell's catalogs and those of the shared packages (the design system's words, the contracts' rules and
 * refusals), one chunk per language each, loaded for the page's language before it is drawn.
 */
export function registerShellCatalogs(): Promise<void> {
  // A page carries one language: every catalog is complete (`npm run i18n -- --check`), English is not needed beside.
  i18n.loadsEnglishFallback = false;
  return Promise.all([
    i18n.register('shell', (locale) => import(`../locales/${locale}.json`)),
    registerSharedCatalogs(),
  ]).then(() => undefined);
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
