import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * One sentence Kuza shows or sends: a stable id (also the API's error `code` where it is one) and its English
 * wording in ICU MessageFormat, which is the source every catalog is extracted from (`npm run i18n`).
 */
export interface MessageDescriptor {
  readonly id: string;
  readonly defaultMessage: string;
}

/**
 * A message with the values of its placeholders, ready to be said in any language later: what a yup rule or an
 * API refusal carries (`say(messages.tooLong, { max: 80 })`), translated where it reaches a reader.
 */
export interface SaidMessage extends MessageDescriptor {
  readonly values?: MessageValues;
}

export function say(message: MessageDescriptor, values?: MessageValues): SaidMessage {
  return values ? { id: message.id, defaultMessage: message.defaultMessage, values } : message;
}

/** A language's catalog: message id → ICU text (as written) or its syntax tree (as the web build precompiles it). */
export type Catalog = Readonly<Record<string, string | MessageFormatElement[]>>;

/** Values a message's `{placeholders}` take. */
export type MessageValues = Readonly<Record<string, string | number | Date | null | undefined>>;

/**
 * Declares messages where they are used; referring to them by property keeps every id checked by the type-checker,
 * and the extraction command finds them by this call.
 */
export function defineMessages<const Names extends string>(
  messages: Record<Names, MessageDescriptor>,
): Readonly<Record<Names, MessageDescriptor>> {
  return messages;
}

export function defineMessage<const Message extends MessageDescriptor>(message: Message): Message {
  return message;
}

export function isMessageDescriptor(value: unknown): value is SaidMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MessageDescriptor).id === 'string' &&
    typeof (value as MessageDescriptor).defaultMessage === 'string'
  );
}
