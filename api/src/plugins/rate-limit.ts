import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';

/**
 * A global per-IP limit of RATE_LIMIT_MAX requests a minute. Routes that need a stricter one
 * (sign-in, waitlist) set `config: { rateLimit: { max, timeWindow } }`; `rateLimit: false` opts out.
 */
export const rateLimitPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, `Too many requests, please try again in ${context.after}`),
    });
  },
  { name: 'kuza-rate-limit' },
);
