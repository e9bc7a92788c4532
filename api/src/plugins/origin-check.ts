import { defineMessages } from '@kuza/i18n';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';

const ORIGIN_MESSAGES = defineMessages({
  notAllowed: { id: 'api.origin.notAllowed', defaultMessage: 'Origin not allowed' },
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence in depth (the session cookie is SameSite=Lax): a browser always sends `Origin` on
 * cross-origin state-changing requests, so one from a site outside the allow-list is refused.
 * The list is the configured web origins and the API's own public origin (API_URL: the /docs page
 * calling the API it is served by), never the request's Host header, which the sender chooses.
 * Requests without `Origin` (server-to-server, curl, tests) pass.
 */
export const originCheckPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const allowed = new Set([...config.webOrigins, new URL(config.apiUrl).origin]);
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined || allowed.has(origin)) return;
      request.log.info({ origin }, 'refused state-changing request from a foreign origin');
      throw new HttpError(403, ORIGIN_MESSAGES.notAllowed);
    });
  },
  { name: 'kuza-origin-check' },
);
