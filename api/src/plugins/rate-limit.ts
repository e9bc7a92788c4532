import rateLimit from '@fastify/rate-limit';
import { defineMessages, say } from '@kuza/i18n';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';

const RATE_MESSAGES = defineMessages({
  tooManyRequestsSeconds: {
    id: 'api.rate.tooManyRequestsSeconds',
    defaultMessage: 'Too many requests, please try again in {seconds, plural, one {# second} other {# seconds}}',
  },
  tooManyRequestsMinutes: {
    id: 'api.rate.tooManyRequestsMinutes',
    defaultMessage: 'Too many requests, please try again in {minutes, plural, one {# minute} other {# minutes}}',
  },
});

/**
 * A global limit of RATE_LIMIT_MAX requests a minute, counted per account for signed-in requests
 * and per client address otherwise: founders in one hub, campus or mobile carrier share an
 * address, so one address's budget must not be split among all of them. Counts live in Redis
 * when REDIS_URL is set, so every instance sees the same numbers.
 *
 * Routes that need a stricter one (AI, waitlist) set `config: { rateLimit: { max, timeWindow } }`
 * and are keyed alike; `rateLimit: false` opts out. Account routes add per-address and per-e-mail
 * limits of their own (modules/auth/limits.ts).
 */
export const rateLimitPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      ...(app.shared.redis ? { redis: app.shared.redis, nameSpace: 'kuza:rate:' } : {}),
      // A Redis outage must not take the site down with it: requests pass uncounted meanwhile
      // (/ready reports it). Account attempt limits fail closed instead (modules/auth/limits.ts).
      skipOnError: true,
      keyGenerator: async (request: FastifyRequest) => {
        const session = await app.sessionOf(request).catch(() => null);
        return session ? `user:${String(session.userId)}` : `ip:${request.ip}`;
      },
      errorResponseBuilder: (_request, context) => {
        // Whole seconds under a minute; from 60 (a window just begun), whole minutes: '1 minute', not '60 seconds'.
        const seconds = Math.max(1, Math.round(context.ttl / 1000));
        return new HttpError(
          context.statusCode,
          seconds < 60
            ? say(RATE_MESSAGES.tooManyRequestsSeconds, { seconds })
            : say(RATE_MESSAGES.tooManyRequestsMinutes, { minutes: Math.round(seconds / 60) }),
        );
      },
    });
  },
  { name: 'kuza-rate-limit', dependencies: ['kuza-shared-state', 'kuza-authenticate'] },
);
