import { i18n } from '@kuza/i18n';

/**
 * This package's words (the signed-in chrome, the document lists and dialogs, the investor links, the gate), one
 * chunk per language. Registered when the package is first evaluated: the shell loads @kuza/app only for signed-in
 * pages and shared documents, and draws such a page once the catalogs registered by then have arrived.
 */
export function registerAppCatalogs(): Promise<void> {
  return i18n.register('app', (locale) => import(`../locales/${locale}.json`));
}
