import { i18n, type Catalog, type Locale } from '@kuza/i18n';

/** The contracts' catalogs, each by its exported address (a package's exports allow no address built at run time). */
const CONTRACTS_CATALOGS: Readonly<Record<Locale, () => Promise<{ default: Catalog }>>> = {
  en: () => import('@kuza/contracts/locales/en.json'),
  fr: () => import('@kuza/contracts/locales/fr.json'),
  pt: () => import('@kuza/contracts/locales/pt.json'),
  ar: () => import('@kuza/contracts/locales/ar.json'),
};

/**
 * The words of the shared packages every page may show, one chunk per language each: the design system's (buttons,
 * dialogs, loaders, save status) and the contracts' (the forms' rules, the API's refusals). Registered once, before
 * the first page is drawn: by the shell at start, or by a remote's standalone host.
 */
export function registerSharedCatalogs(): Promise<void> {
  return Promise.all([
    i18n.register('ui', (locale) => import(`../locales/${locale}.json`)),
    i18n.register('contracts', (locale) => CONTRACTS_CATALOGS[locale]()),
  ]).then(() => undefined);
}
