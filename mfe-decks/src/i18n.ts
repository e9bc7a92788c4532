import { i18n } from '@kuza/i18n';

// Once, when the first page of this remote is evaluated: the shell draws the page after its catalog for the
// page's language has arrived (one chunk per language). A catalog that fails leaves English.
i18n.register('decks', (locale) => import(`../locales/${locale}.json`)).catch(() => undefined);
