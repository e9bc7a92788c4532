import { factPromptKeys, factPromptTest, type SayInDocument } from '@kuza/contracts';
import { pitchLanguage } from '@kuza/contracts/pitch';
import { DOCUMENT_LANGUAGES, isDocumentLanguage, type DocumentLanguage, type Locale } from '@kuza/i18n';
import { sayIn } from '../../../lib/i18n';

/**
 * The language a new deck or resume is written in: the founder's own text when they pasted or
 * imported one (read by its small words), else what they chose in the form, else their account's, when the exports
 * draw that language; else English.
 */
export function documentLanguageOf(source: {
  text?: string;
  chosen?: string;
  account?: string | null;
}): DocumentLanguage {
  if (source.text?.trim()) return pitchLanguage(source.text);
  if (isDocumentLanguage(source.chosen)) return source.chosen;
  return isDocumentLanguage(source.account) ? source.account : 'en';
}

/** Kuza's words said in a document's language (its questions, notes, titles), whatever the reader's. */
export const sayInDocument =
  (language: Locale): SayInDocument =>
  (message, values) =>
    sayIn(language, message, values);

/** The facts panel's questions in every language a document may be in: never words for a slide. */
export const isAnyFactPrompt = factPromptTest(
  DOCUMENT_LANGUAGES.flatMap((language) => factPromptKeys(sayInDocument(language))),
);
