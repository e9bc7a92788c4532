import type { YupRoutes } from '../../lib/yup-route';
import { sharedDocumentRoutes } from '../documents/share-routes';
import { sharedReply } from './schemas';

/** /share/deck: what a deck's view-only link shows, to anyone who has it, with no session. */
export const deckShareRoutes: YupRoutes = async (app) =>
  sharedDocumentRoutes(app, {
    what: 'deck',
    reply: sharedReply,
    open: (token, options) => app.decks.shared(token, options),
    page: async (deck) => {
      const [{ createElement }, { SharedDeckPage }] = await Promise.all([import('react'), import('./share-page')]);
      return createElement(SharedDeckPage, { deck });
    },
    name: (deck) => deck.name,
  });
