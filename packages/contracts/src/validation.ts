import {
  defineMessages,
  i18n,
  isMessageDescriptor,
  say,
  type MessageDescriptor,
  type MessageValues,
  type SaidMessage,
} from '@kuza/i18n';
import { string, ValidationError, type AnySchema, type InferType } from 'yup';
import { EMAIL_MAX_LENGTH } from './constants';

export const VALIDATION_MESSAGES = defineMessages({
  notText: { id: 'validation.notText', defaultMessage: '{label} must be text' },
  nameEmpty: { id: 'validation.nameEmpty', defaultMessage: 'Name cannot be empty' },
  nameTooLong: { id: 'validation.nameTooLong', defaultMessage: 'Name must be at most {max} characters' },
  bodyInvalid: { id: 'validation.bodyInvalid', defaultMessage: 'The request body is not valid' },
});

/**
 * A rule's message as yup carries it: the message with its values, not English text, so the form says it in the
 * page's language (`fieldErrors`) and the API in the reader's (its error handler). `.required(rule(messages.x))`.
 */
export function rule(message: MessageDescriptor, values?: MessageValues): () => SaidMessage {
  return () => say(message, values);
}

/** What a broken rule says in the page's language: its message translated, or yup's own English text. */
export function ruleText(message: unknown): string {
  return isMessageDescriptor(message) ? i18n.t(message) : String(message);
}

export type FieldErrors = Record<string, string>;

function setIn(target: Record<string, unknown>, path: string, message: string) {
  const keys = path.replace(/\[(\w+)\]/g, '.$1').split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    node[key] = (node[key] as Record<string, unknown>) ?? {};
    node = node[key] as Record<string, unknown>;
  });
  const last = keys[keys.length - 1]!;
  if (node[last] === undefined) node[last] = message;
}

/** The first message per field, in the nested shape react-final-form expects. */
export function fieldErrors(error: ValidationError): FieldErrors {
  const errors: Record<string, unknown> = {};
  const inner = error.inner.length ? error.inner : [error];
  for (const item of inner) setIn(errors, item.path || '_form', ruleText(item.message));
  return errors as FieldErrors;
}

/**
 * The one yup → react-final-form adapter: `<Form validate={validateForm(signUpSchema)}>`.
 * Forms and the API share the schema, so the spec's messages live once, in this package.
 */
export function validateForm<S extends AnySchema>(schema: S) {
  return async (values: unknown): Promise<FieldErrors | undefined> => {
    try {
      await schema.validate(values, { abortEarly: false });
      return undefined;
    } catch (error) {
      if (error instanceof ValidationError) return fieldErrors(error);
      throw error;
    }
  };
}

/**
 * Server-side parse of a request body: unknown fields dropped, the first broken rule thrown as a
 * yup ValidationError (the API's error handler answers 400 with its message). Non-string values
 * such as `{"$gt": ""}` fail string fields, so operator objects never reach a query.
 */
export async function parseInput<S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return (await schema.validate(input ?? {}, { abortEarly: true, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) {
      // Its `errors` keep the rule's message for the API to say in the reader's language; its `message` is words.
      error.message = ruleText(error.message);
      throw error;
    }
    // A transform met a value of the wrong shape (an object where text was expected).
    const invalid = new ValidationError(say(VALIDATION_MESSAGES.bodyInvalid) as unknown as string);
    invalid.message = ruleText(invalid.message);
    throw invalid;
  }
}

/**
 * Characters nobody types into a field, which could break a mail header or a log line: C0
 * controls except tab and line feed (a carriage return goes too, so CR LF becomes LF), DEL, C1
 * controls, and the Unicode line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;

/** Text as typed, without control characters (tabs and line breaks kept). */
export const withoutControlCharacters = (value: string): string => value.replace(CONTROL_CHARACTERS, '');

/** One line of text: control characters removed, tabs and line breaks turned into spaces. */
export const singleLine = (value: string): string => withoutControlCharacters(value).replace(/\s*[\t\n]\s*/g, ' ');

/**
 * A trimmed text field without control characters that refuses non-strings (numbers, booleans,
 * objects like `{"$ne": null}`) with a clear message instead of crashing in a transform.
 */
export function text(label: string, clean: (value: string) => string = withoutControlCharacters) {
  return (
    string()
      // The raw value, not yup's cast: `{"firstname": 12345}` would otherwise be stored as "12345",
      // and `{"email": 42}` would get the format message instead of the type one.
      .transform((_value: unknown, original: unknown) =>
        typeof original === 'string' ? clean(original).trim() : original,
      )
      .typeError(rule(VALIDATION_MESSAGES.notText, { label }))
  );
}

/** A one-line text field (names, titles): what reaches mail subjects and greetings stays on one line. */
export const line = (label: string) => text(label, singleLine);

/** A domain with at least one dot and a top-level part of two or more letters: `ama@shambalink` is a typo. */
const DOTTED_DOMAIN = /@(?:[^@.\s]+\.)+[^@.\s]{2,}$/;

/**
 * The one rule for an e-mail address, on every form and API body: required, at most 254
 * characters, an address (yup's format) with a dotted domain. Each form keeps its own words.
 */
export function emailAddress(messages: {
  required: MessageDescriptor | string;
  invalid: MessageDescriptor | string;
  tooLong?: MessageDescriptor | string;
}) {
  const said = (message: MessageDescriptor | string) =>
    typeof message === 'string' ? message : rule(message, { max: EMAIL_MAX_LENGTH });
  return text('Email')
    .required(said(messages.required))
    .max(EMAIL_MAX_LENGTH, said(messages.tooLong ?? messages.invalid))
    .email(said(messages.invalid))
    .matches(DOTTED_DOMAIN, { message: said(messages.invalid), excludeEmptyString: true });
}

/** The name of a deck or a resume: what the API stores and the rename dialogs check. */
export function documentName() {
  return line('Name')
    .min(1, rule(VALIDATION_MESSAGES.nameEmpty))
    .max(120, rule(VALIDATION_MESSAGES.nameTooLong, { max: 120 }));
}

const documentNameSchema = documentName();

/** The first broken rule of a deck's or a resume's name, or undefined when it is fine. */
export function documentNameError(name: string): string | undefined {
  try {
    documentNameSchema.validateSync(name);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return ruleText(error.message);
    throw error;
  }
}
