import fp from 'fastify-plugin';

/** What every answer without a policy of its own carries: never kept by a browser or a proxy. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Answers of this API depend on the session (the signed-in user, their team, their documents),
 * so unless a route says otherwise nothing may be kept by a shared cache or left on disk:
 * `private, no-store`. Routes with a policy of their own set it themselves: pictures
 * (`public, immutable`), share reads (`no-store`), the Swagger UI's files.
 */
export const cacheControlPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_NO_STORE);
      return payload;
    });
  },
  { name: 'kuza-cache-control' },
);
