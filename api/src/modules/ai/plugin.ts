import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createAiProvider } from './create-provider';
import type { AiProvider } from './provider/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI provider chosen by AI_PROVIDER (builtin or openai), for decks, resumes and imports. */
    ai: AiProvider;
  }
}

/** Its own plugin, so decks and resumes each depend on it and not on one another for it. */
export const aiPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate(
      'ai',
      createAiProvider({
        provider: config.ai.provider,
        baseUrl: config.ai.baseUrl,
        apiKey: config.ai.apiKey,
        model: config.ai.model,
      }),
    );
  },
  { name: 'kuza-ai' },
);
