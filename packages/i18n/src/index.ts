export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  DOCUMENT_LANGUAGES,
  isLocale,
  isDocumentLanguage,
  pickLocale,
  localeDirection,
  intlLocale,
  type Locale,
  type DocumentLanguage,
} from './locales';
export {
  defineMessages,
  defineMessage,
  say,
  isMessageDescriptor,
  type MessageDescriptor,
  type SaidMessage,
  type MessageValues,
  type Catalog,
} from './messages';
export { ARABIC_FONT, hasRightToLeft } from './text-direction';
export { Translations } from './translations';
export { I18n, i18n, type CatalogLoader } from './i18n';
export {
  formatNumber,
  formatMoney,
  formatPercent,
  formatDate,
  formatRelativeTime,
  elapsedSince,
  type Elapsed,
} from './formats';
export {
  LOCALE_STORAGE_KEY,
  localeOfPath,
  pathWithoutLocale,
  localizedPath,
  localizedPaths,
  pageLocale,
  type PageLocaleSources,
} from './page-locale';
