import fp from 'fastify-plugin';
import { createUserDirectory } from '../users/directory';
import { deckModel } from './model';
import { createDeckService, type DeckService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    decks: DeckService;
  }
}

export const decksPlugin = fp(
  async (app) => {
    const service = createDeckService({
      model: await deckModel(app.db.connection),
      teams: app.teams,
      ai: app.ai,
      resumes: app.resumes,
      media: app.media,
      users: createUserDirectory(app.users),
      instanceId: app.instanceId,
      log: app.log,
    });
    app.decorate('decks', service);
    // Generations whose instance died or shut down are taken over by whichever instance sees them first.
    app.addHook('onReady', async () => service.startSweeping());
    // Before the server drains: runs here are handed to the other instances rather than cut off.
    app.addHook('preClose', () => service.handOver());
  },
  {
    name: 'kuza-decks',
    dependencies: ['kuza-teams', 'kuza-ai', 'kuza-resumes', 'kuza-media', 'kuza-shared-state', 'kuza-authenticate'],
  },
);
