import fp from 'fastify-plugin';
import type { Config } from '../config';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence in depth (the session cookie is SameSite=Lax): a browser always sends `Origin` on
 * cross-origin state-changing requests, so one from a site outside the allow-list is refused.
 * Requests without `Origin` (server-to-server, curl, tests) pass, and so do same-origin ones
 * (the /docs page calling the API it is served by).
 */
export const originCheckPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const allowed = new Set(config.webOrigins);
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined || allowed.has(origin) || isSameOrigin(origin, request.host)) return;
      request.log.info({ origin }, 'refused state-changing request from a foreign origin');
      return reply.code(403).send({ error: 'Origin not allowed' });
    });
  },
  { name: 'kuza-origin-check' },
);

function isSameOrigin(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
