import { i18n } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

// Once, when the first page of this remote is evaluated: the shell draws the page after its catalog for the
// page's language has arrived (one chunk per language). A catalog that fails leaves English.
i18n.register('resumes', (locale) => import(`../locales/${locale}.json`)).catch(() => undefined);

/** The page's translations, for this remote's components. */
export function useResumesI18n() {
  return useI18n();
}
