import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import { firstViewToday } from '../documents/link-previews';
import { documentErrors } from '../documents/schemas';
import { serverDrawnRoute } from '../documents/server-drawn';
import { sharedReply } from './schemas';
import { SharedDeckPage } from './share-page';

/** /share/deck: what a deck's view-only link shows, to anyone who has it, with no session. */
export const deckShareRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>(
    '/:token',
    {
      schema: {
        tags: ['decks'],
        summary: 'A shared deck (public, read-only; counts a view)',
        response: { 200: sharedReply, 404: documentErrors[404] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A visitor counts once a day, however often the page is reloaded or the JSON read.
      return app.decks.shared(request.params.token, { count: await firstViewToday(app, 'deck', request) });
    },
  );

  // The route table's `serverDrawn` for /share/deck/:token: the gateway includes this in the page.
  serverDrawnRoute(app, {
    prefix: '/share/deck',
    tag: 'decks',
    what: 'deck',
    open: (token, options) => app.decks.shared(token, options),
    page: (deck) => createElement(SharedDeckPage, { deck }),
    name: (deck) => deck.name,
  });
};
