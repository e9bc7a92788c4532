import { pitchLanguage } from '@kuza/contracts/pitch';
import { isLocale, type Locale } from '@kuza/i18n';

/**
 * The language a new deck or resume is written in: the founder's own text when they pasted or
 * imported one (read by its small words), else what they chose in the form, else their account's.
 */
export function documentLanguageOf(source: { text?: string; chosen?: string; account?: string | null }): Locale {
  if (source.text?.trim()) return pitchLanguage(source.text);
  if (isLocale(source.chosen)) return source.chosen;
  return isLocale(source.account) ? source.account : 'en';
}
