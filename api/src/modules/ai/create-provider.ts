import { openAiBaseUrl } from './provider/errors';
import type { AiProvider, AiProviderConfig } from './provider/provider';

/** The provider itself; the builtin one is also the OpenAI provider's drafts. */
async function loadProvider(config: AiProviderConfig): Promise<AiProvider> {
  const { createBuiltinProvider } = await import('./builtin/builtin-provider');
  const builtin = createBuiltinProvider({ referenceYear: config.referenceYear });
  if (config.provider === 'builtin') return builtin;
  const { createOpenAiProvider } = await import('./openai/openai-provider');
  return createOpenAiProvider(config, builtin);
}

/**
 * The provider AI_PROVIDER names. Kept apart from the interface so that the providers, which
 * implement it, and this choice between them import one way. Its code (the deck writer, the model's
 * prompts and checks) loads with the first request that needs it, not with the API; a configuration
 * it refuses is refused here, at start.
 */
export function createAiProvider(config: AiProviderConfig): AiProvider {
  if (config.provider === 'openai') openAiBaseUrl(config);
  let loaded: Promise<AiProvider> | undefined;
  const provider = () => (loaded ??= loadProvider(config));
  return {
    name: config.provider,
    outline: async (...args) => (await provider()).outline(...args),
    slides: async (...args) => (await provider()).slides(...args),
    rewriteSlide: async (...args) => (await provider()).rewriteSlide(...args),
    resumeSummary: async (...args) => (await provider()).resumeSummary(...args),
    resumeSections: async (...args) => (await provider()).resumeSections(...args),
  };
}
