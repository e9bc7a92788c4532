import { factPromptKeys, factPromptTest, type SayInDocument } from '@kuza/contracts';
import { pitchLanguage } from '@kuza/contracts/pitch';
import { DOCUMENT_LANGUAGES, isDocumentLanguage, type DocumentLanguage, type Locale } from '@kuza/i18n';
import { sayIn } from '../../../lib/i18n';

/**
 * The language a new deck or resume is written in: the founder's own text when they pasted or
 * imported one (Arabic when most of its letters are, else read by its small words), else what they chose in the form,
 * else their account's, when the exports draw that language; else English.
 */
export function documentLanguageOf(source: {
  text?: string;
  chosen?: string;
  account?: string | null;
}): DocumentLanguage {
  if (source.text?.trim()) return mostlyArabic(source.text) ? 'ar' : pitchLanguage(source.text);
  if (isDocumentLanguage(source.chosen)) return source.chosen;
  return isDocumentLanguage(source.account) ? source.account : 'en';
}

/** Whether most of a text's letters are Arabic ones (a Latin name or two in an Arabic pitch does not change it). */
function mostlyArabic(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const arabic = letters.filter((letter) => /\p{Script=Arabic}/u.test(letter)).length;
  return arabic > letters.length / 2;
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
