import type { FastifyPluginAsync } from 'fastify';
import { deckErrors, sharedReply } from './schemas';

/** /share: what a view-only link (deck or resume) shows, to anyone who has it, with no session. */
export const shareRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>(
    '/deck/:token',
    {
      schema: {
        tags: ['decks'],
        summary: 'A shared deck (public, read-only; counts a view)',
        response: { 200: sharedReply, 404: deckErrors[404] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.decks.shared(request.params.token);
    },
  );

  app.get<{ Params: { token: string } }>(
    '/resume/:token',
    {
      schema: {
        tags: ['resumes'],
        summary: 'A shared resume (public, read-only; counts a view)',
        response: { 404: deckErrors[404] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.resumes.shared(request.params.token);
    },
  );
};
