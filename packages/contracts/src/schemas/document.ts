import { array, boolean, number, object, string, type AnyObject, type ObjectSchema, type ObjectShape } from 'yup';
import { defineMessages, DOCUMENT_LANGUAGES, type DocumentLanguage } from '@kuza/i18n';
import { rule } from '../validation';
import { ROUTE_PARAM_MESSAGES } from './route-params';

export const DOCUMENT_MESSAGES = defineMessages({
  languageInvalid: { id: 'document.languageInvalid', defaultMessage: 'language must be one of: {languages}' },
});

/* What decks and resumes answer alike: the response schemas both the API's docs and its serialiser read. */

/** Text an answer always holds. */
export const definedText = () => string().defined();

/**
 * The language a deck or a resume is written in: what Kuza adds to it (titles, questions, notes, footers, file
 * names) is said in it. Set at creation from the pasted or imported text, else the form's choice, else the
 * account's; documents made before it read as English. Only the languages the exports draw (DOCUMENT_LANGUAGES).
 */
export const documentLanguage = () =>
  string<DocumentLanguage>().oneOf<DocumentLanguage>(
    [...DOCUMENT_LANGUAGES],
    rule(DOCUMENT_MESSAGES.languageInvalid, { languages: DOCUMENT_LANGUAGES.join(', ') }),
  );

/** Where an imported deck or resume came from (its file's name, or the link it was fetched from); absent otherwise. */
export function importSourceSchema<K extends string>(kinds: readonly K[]) {
  return object({ kind: string<K>().oneOf(kinds).defined(), name: definedText() })
    .default(undefined)
    .optional();
}

/** GET /decks and GET /resumes: the rows, and whether the signed-in member may delete them. */
export function documentListSchema<R extends ObjectSchema<AnyObject>>(row: R) {
  return object({ items: array(row).defined(), canDelete: boolean().defined() });
}

/** The last fields of a whole deck or resume: the version saves are checked against, and when it was made and saved. */
export const documentVersionFields = () => ({
  version: number().integer().defined(),
  createdAt: definedText(),
  updatedAt: definedText(),
});

/** POST /decks/import and /resumes/import: the file's name, which a raw body does not carry. */
export const importFileQuerySchema = object({ filename: string() });

/** GET /decks/:id/export and /resumes/:id/export: the file format, one of `formats`. */
export function exportQuerySchema<F extends string>(formats: readonly F[]) {
  const message = rule(ROUTE_PARAM_MESSAGES.formatInvalid, { formats: formats.join(', ') });
  return object({ format: string<F>().oneOf(formats, message).required(message) });
}

/**
 * GET /share/deck/:token and /share/resume/:token (public): what a viewer sees, with its name, its language (which
 * way its lines run, whatever the viewer's page speaks) and last save.
 */
export function sharedDocumentSchema<F extends ObjectShape>(fields: F) {
  return object({ name: definedText(), language: documentLanguage().defined(), ...fields, updatedAt: definedText() });
}
