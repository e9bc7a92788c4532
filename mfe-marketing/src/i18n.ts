import { i18n, localizedPath } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

// Once, when the first page of this remote is evaluated: the shell draws the page after its catalog for the
// page's language has arrived (one chunk per language). A catalog that fails leaves English.
i18n.register('marketing', (locale) => import(`../locales/${locale}.json`)).catch(() => undefined);

/**
 * The page's translations, and its links kept in its language: on /fr/ a link to '/waitlist' goes to '/fr/waitlist'.
 */
export function useMarketingI18n() {
  const { t, locale, formatNumber } = useI18n();
  return { t, locale, formatNumber, href: (to: string) => localizedPath(to, locale) };
}
