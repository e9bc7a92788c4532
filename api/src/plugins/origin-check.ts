import fp from 'fastify-plugin';
import type { Config } from '../config';

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
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined || allowed.has(origin)) return;
      request.log.info({ origin }, 'refused state-changing request from a foreign origin');
      return reply.code(403).send({ error: 'Origin not allowed' });
    });
  },
  { name: 'kuza-origin-check' },
);
