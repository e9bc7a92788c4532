import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { tooLargeMessage } from '../lib/safe-fetch';

export interface ErrorBody {
  error: string;
}

interface Translated {
  statusCode: number;
  message: string;
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * The one place errors become responses. Every body is `{ error: string }`: client errors carry
 * their message, server errors a generic one (the detail goes to the log only).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const { statusCode, message } = translate(error, { bodyLimit: request.routeOptions.bodyLimit });
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ statusCode, reason: message }, 'request rejected');
      }
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.code(statusCode).send({ error: message } satisfies ErrorBody);
    });

    // Rate limited like any route, so probing for URLs is not free.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (_request, reply) =>
      reply.code(404).send({ error: 'Not found' } satisfies ErrorBody),
    );
  },
  { name: 'kuza-error-handler', dependencies: ['kuza-rate-limit'] },
);

/** What the error handler knows about the route that failed, for messages that name its limits. */
export interface ErrorContext {
  bodyLimit?: number;
}

/** Maps any thrown value to a status and a client-safe message. Exported for tests and tools. */
export function translate(error: unknown, context: ErrorContext = {}): Translated {
  if (!isObject(error)) return internal();
  // Busy: meant for the client, who is told when to come back (Retry-After).
  if (error instanceof HttpError && error.statusCode === 503) return { statusCode: 503, message: error.message };

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
      message: error.kind === 'ObjectId' ? 'Invalid id' : `Invalid ${String(error.path ?? 'value')}`,
    };
  }
  if (error.name === 'BSONError' && /hex string|12 byte|ObjectId/i.test(String(error.message))) {
    return { statusCode: 400, message: 'Invalid id' };
  }
  if (error.name === 'ValidationError') {
    // yup: `errors` is a list of messages; mongoose: `errors` maps each path to a ValidatorError.
    if (Array.isArray(error.errors)) {
      return { statusCode: 400, message: String(error.errors[0] ?? error.message) };
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
  if (statusCode >= 400 && statusCode < 500 && typeof error.message === 'string' && error.message) {
    return { statusCode, message: error.message };
  }
  return internal();
}

function duplicateKeyMessage(error: Record<string, unknown>): string {
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
  if (unique.length === 0) return 'Duplicate value';
  if (unique.length === 1) return `${unique[0]} already exists`;
  return `${unique.join(' and ')} combination already exists`;
}

function internal(): Translated {
  return { statusCode: 500, message: INTERNAL_ERROR_MESSAGE };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
