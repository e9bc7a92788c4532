import { defineMessages, say } from '@kuza/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { normalizeEmail } from '../users/email';

/** One window for every account limit: long enough to stop guessing, short enough to forgive typos. */
export const AUTH_WINDOW_MS = 15 * 60_000;

/**
 * Attempts per window, each per e-mail address and requester (the sign-up's browser, a known device,
 * else the IP; a reset token alone): a stranger who names an address slows down only the stranger,
 * never the owner. Per-IP numbers come from AUTH_RATE_LIMIT_MAX.
 */
export const PER_ACCOUNT_LIMITS = {
  signUp: 5,
  login: 10,
  /** Per address from every source but the account's known devices, against guessing from many IPs. */
  loginAnySource: 50,
  verify: 10,
  forgot: 5,
  reset: 10,
} as const;

/**
 * Mail an address may be sent whoever asks, counted in the shared state. Past it nothing more is
 * sent and the answer stays the same. Codes: 10 a day, each 5 guesses, so an address meets at most
 * 50 guesses a day however many browsers and addresses the guesser uses.
 */
export const MAIL_BUDGETS = {
  code: { max: 10, windowMs: 24 * 60 * 60_000 },
  reset: { max: 5, windowMs: AUTH_WINDOW_MS },
} as const;
export type MailKind = keyof typeof MAIL_BUDGETS;

type KeyOf = (request: FastifyRequest) => string | undefined;

export const byIp: KeyOf = (request) => request.ip;

/** The body's e-mail, normalised; a body without a text e-mail is left to validation (400). */
export const byEmail: KeyOf = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? normalizeEmail(email) : undefined;
};

/** The body's e-mail together with who asks: `source` (the sign-up cookie, a device), else the IP. */
export const byEmailAnd =
  (source: (request: FastifyRequest) => string | undefined): KeyOf =>
  (request) => {
    const email = byEmail(request);
    const from = source(request);
    return email && `${email}|${from ? `browser:${from}` : `ip:${request.ip}`}`;
  };

export const byResetToken: KeyOf = (request) => {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' && token ? token.slice(0, 128) : undefined;
};

const LIMIT_MESSAGES = defineMessages({
  tooManyAttempts: {
    id: 'api.auth.tooManyAttempts',
    defaultMessage: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
  unavailable: {
    id: 'api.auth.limitsUnavailable',
    defaultMessage: 'Signing in is briefly unavailable. Please try again in a minute.',
  },
});

export const LIMITS_UNAVAILABLE = LIMIT_MESSAGES.unavailable.defaultMessage;

/**
 * A preHandler that allows `max` attempts per key per window, counted with @fastify/rate-limit's
 * store (Redis when REDIS_URL is set, so a lockout made on one instance holds on all). Several can
 * guard one route (per IP and per e-mail), which route-level `rateLimit` config cannot do. It runs
 * after body parsing, so it can key on the e-mail. When the count cannot be kept (Redis down) the
 * attempt is refused with 503: guessing must never become unlimited.
 */
export function attemptLimit(app: FastifyInstance, name: string, max: number, keyOf: KeyOf, windowMs = AUTH_WINDOW_MS) {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => `${name}:${keyOf(request) ?? ''}`,
    skipOnError: false,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (keyOf(request) === undefined) return;
    const result = await check(request).catch((error: unknown) => {
      request.log.error({ err: error }, 'attempt limit could not be counted');
      return undefined;
    });
    if (!result) throw new HttpError(503, LIMIT_MESSAGES.unavailable, { 'retry-after': 60 });
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(
        429,
        say(LIMIT_MESSAGES.tooManyAttempts, { minutes: Math.max(1, Math.ceil(result.ttl / 60_000)) }),
      );
    }
  };
}
