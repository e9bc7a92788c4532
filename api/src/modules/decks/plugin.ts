import fp from 'fastify-plugin';
import { deckModel } from './model';
import { createDeckService, type DeckService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    decks: DeckService;
  }
}

export const decksPlugin = fp(
  async (app) => {
    app.decorate(
      'decks',
      createDeckService({
        model: await deckModel(app.db.connection),
        teams: app.teams,
        ai: app.ai,
        resumes: app.resumes,
        media: app.media,
        log: app.log,
      }),
    );
  },
  { name: 'kuza-decks', dependencies: ['kuza-teams', 'kuza-ai', 'kuza-resumes', 'kuza-media'] },
);
