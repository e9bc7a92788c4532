import { defineMessages, isMessageDescriptor, say, type SaidMessage } from '@kuza/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { readerLocale, sayIn } from '../lib/i18n';
import { tooLargeMessage } from '../lib/safe-fetch';

export interface ErrorBody {
  /** The refusal in the reader's language. */
  error: string;
  /** Stable whatever the language: the message's id, or `http.<status>` for words that are not a message yet. */
  code: string;
}

interface Translated {
  statusCode: number;
  message: SaidMessage | string;
}

export const ERROR_MESSAGES = defineMessages({
  internal: { id: 'api.error.internal', defaultMessage: 'Internal server error' },
  notFound: { id: 'api.error.notFound', defaultMessage: 'Not found' },
  invalidId: { id: 'api.error.invalidId', defaultMessage: 'Invalid id' },
  invalidValue: { id: 'api.error.invalidValue', defaultMessage: 'Invalid {path}' },
  duplicate: { id: 'api.error.duplicate', defaultMessage: 'Duplicate value' },
  duplicateField: { id: 'api.error.duplicateField', defaultMessage: '{field} already exists' },
  duplicateFields: { id: 'api.error.duplicateFields', defaultMessage: '{fields} combination already exists' },
});

export const INTERNAL_ERROR_MESSAGE = ERROR_MESSAGES.internal.defaultMessage;

/** The body of a refusal: `message` said in `locale`, with its stable code. */
export function errorBody(
  statusCode: number,
  message: SaidMessage | string,
  locale: Parameters<typeof sayIn>[0],
): ErrorBody {
  return {
    error: sayIn(locale, message),
    code: typeof message === 'string' ? `http.${statusCode}` : message.id,
  };
}

/**
 * The one place errors become responses. Every body is `{ error, code }`: client errors carry their message in
 * the reader's language (the account's, else Accept-Language's, else English), server errors a generic one (the
 * detail goes to the log only).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const { statusCode, message } = translate(error, { bodyLimit: request.routeOptions.bodyLimit });
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ statusCode, reason: sayIn('en', message) }, 'request rejected');
      }
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.code(statusCode).send(errorBody(statusCode, message, readerLocale(request)));
    });

    // Rate limited like any route, so probing for URLs is not free.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
      reply.code(404).send(errorBody(404, ERROR_MESSAGES.notFound, readerLocale(request))),
    );
  },
  { name: 'kuza-error-handler', dependencies: ['kuza-rate-limit'] },
);

/** What the error handler knows about the route that failed, for messages that name its limits. */
export interface ErrorContext {
  bodyLimit?: number;
}

/** Maps any thrown value to a status and a client-safe message (to be said in the reader's language). */
export function translate(error: unknown, context: ErrorContext = {}): Translated {
  if (!isObject(error)) return internal();
  // Busy: meant for the client, who is told when to come back (Retry-After).
  if (error instanceof HttpError && error.statusCode === 503) return { statusCode: 503, message: error.said };

  // Fastify's "Request body is too large" does not tell the user what the limit is.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && context.bodyLimit) {
    return { statusCode: 413, message: tooLargeMessage(context.bodyLimit) };
  }

  if (error.code === 11000 || (typeof error.message === 'string' && error.message.startsWith('E11000'))) {
    return { statusCode: 409, message: duplicateKeyMessage(error) };
  }
  if (error.name === 'CastError') {
    return {
      statusCode: 400,
      message:
        error.kind === 'ObjectId'
          ? ERROR_MESSAGES.invalidId
          : say(ERROR_MESSAGES.invalidValue, { path: String(error.path ?? 'value') }),
    };
  }
  if (error.name === 'BSONError' && /hex string|12 byte|ObjectId/i.test(String(error.message))) {
    return { statusCode: 400, message: ERROR_MESSAGES.invalidId };
  }
  if (error.name === 'ValidationError') {
    // yup: `errors` is a list of messages; mongoose: `errors` maps each path to a ValidatorError.
    if (Array.isArray(error.errors)) {
      const first: unknown = error.errors[0] ?? error.message;
      return { statusCode: 400, message: isMessageDescriptor(first) ? first : String(first) };
    }
    if (isObject(error.errors)) {
      const first = Object.values(error.errors)[0];
      return {
        statusCode: 400,
        message: isObject(first) && typeof first.message === 'string' ? first.message : String(error.message),
      };
    }
  }

  // Fastify's own errors (schema validation, bad JSON, body too large, rate limit) and HttpError.
  const status = error.statusCode ?? error.status;
  const statusCode = typeof status === 'number' ? status : 500;
  if (error instanceof HttpError && statusCode >= 400 && statusCode < 500) return { statusCode, message: error.said };
  if (statusCode >= 400 && statusCode < 500 && typeof error.message === 'string' && error.message) {
    return { statusCode, message: error.message };
  }
  return internal();
}

function duplicateKeyMessage(error: Record<string, unknown>): SaidMessage {
  let fields = [
    ...(isObject(error.keyValue) ? Object.keys(error.keyValue) : []),
    ...(isObject(error.keyPattern) ? Object.keys(error.keyPattern) : []),
  ];
  if (fields.length === 0) {
    // Some drivers and bulk writes only name the index: "... index: teamId_1_email_1 dup key: ...".
    const index = /index: (?:\S+\.\$)?(\S+) dup key/.exec(String(error.message ?? error.errmsg ?? ''))?.[1];
    if (index) fields = index.split(/_-?1(?:_|$)/).filter(Boolean);
  }
  const unique = [...new Set(fields)];
  if (unique.length === 0) return ERROR_MESSAGES.duplicate;
  if (unique.length === 1) return say(ERROR_MESSAGES.duplicateField, { field: unique[0] });
  return say(ERROR_MESSAGES.duplicateFields, { fields: unique.join(' and ') });
}

function internal(): Translated {
  return { statusCode: 500, message: ERROR_MESSAGES.internal };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
