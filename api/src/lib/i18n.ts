import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  isLocale,
  isMessageDescriptor,
  pickLocale,
  SUPPORTED_LOCALES,
  Translations,
  type Catalog,
  type Locale,
  type MessageValues,
  type SaidMessage,
} from '@kuza/i18n';
import Negotiator from 'negotiator';

/** The workspaces whose catalogs the API says messages from: its own and the contracts' (validation, refusals). */
const CATALOG_FOLDERS = [
  path.resolve(__dirname, '..', '..', 'locales'),
  path.join(path.dirname(require.resolve('@kuza/contracts/package.json')), 'locales'),
];

function loadTranslations(): Translations {
  const translations = new Translations();
  for (const folder of CATALOG_FOLDERS) {
    for (const locale of SUPPORTED_LOCALES) {
      const file = path.join(folder, `${locale}.json`);
      if (fs.existsSync(file)) translations.add(locale, JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog);
    }
  }
  return translations;
}

/** Every message the API can say, in every language it speaks (English from the code when a catalog misses one). */
export const translations = loadTranslations();

/** `message` in `locale`: a message with its values, or text that is already words (said as it is). */
export function sayIn(locale: Locale, message: SaidMessage | string, values?: MessageValues): string {
  return typeof message === 'string' ? message : translations.format(locale, message, values);
}

/** The languages an Accept-Language header prefers, best first; the first Kuza speaks, else English. */
export function localeOfHeader(header: string | string[] | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  return pickLocale(new Negotiator({ headers: { 'accept-language': header } }).languages());
}

/**
 * Whom a request's words are for: the signed-in account's language, else its browser's (Accept-Language),
 * else English.
 */
export function readerLocale(request: {
  user?: { locale?: string | null } | null;
  headers: { 'accept-language'?: string | string[] };
}): Locale {
  const chosen = request.user?.locale;
  if (isLocale(chosen)) return chosen;
  return localeOfHeader(request.headers['accept-language']);
}

export { isMessageDescriptor };

/** `message` in the language of the request's reader (see `readerLocale`). */
export function sayTo(
  request: Parameters<typeof readerLocale>[0],
  message: SaidMessage | string,
  values?: MessageValues,
): string {
  return sayIn(readerLocale(request), message, values);
}
