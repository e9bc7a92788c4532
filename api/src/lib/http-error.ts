import type { SaidMessage } from '@kuza/i18n';
import { sayIn } from './i18n';

/**
 * An error whose status and message are meant for the client: `throw new HttpError(404, DECK_MESSAGES.notFound)`.
 * The message is said in the reader's language by the error handler, its id answered as the stable `code`. Plain
 * English text is still taken from modules whose words are not messages yet; its code is then the status's.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Headers the answer carries too (Retry-After of a 503). */
  readonly headers: Readonly<Record<string, string | number>>;
  /** What the reader is told, before it is said in their language. */
  readonly said: SaidMessage | string;

  constructor(statusCode: number, message: SaidMessage | string, headers: Record<string, string | number> = {}) {
    super(sayIn('en', message));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
    this.said = message;
  }
}
