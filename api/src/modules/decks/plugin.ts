import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createAiProvider, type AiProvider } from '../ai/provider';
import { deckModel } from './model';
import { createDeckService, type DeckService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI provider chosen by AI_PROVIDER (builtin or openai), shared by decks and resumes. */
    ai: AiProvider;
    decks: DeckService;
  }
}

export const decksPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const ai = createAiProvider({
      provider: config.ai.provider,
      baseUrl: config.ai.baseUrl,
      apiKey: config.ai.apiKey,
      model: config.ai.model,
    });
    app.decorate('ai', ai);
    app.decorate(
      'decks',
      createDeckService({
        model: await deckModel(app.db.connection),
        teams: app.teams,
        ai,
        connection: app.db.connection,
        log: app.log,
      }),
    );
  },
  { name: 'kuza-decks', dependencies: ['kuza-teams'] },
);
