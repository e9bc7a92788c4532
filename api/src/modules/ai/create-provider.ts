import { createBuiltinProvider } from './builtin/builtin-provider';
import { createOpenAiProvider } from './openai/openai-provider';
import type { AiProvider, AiProviderConfig } from './provider/provider';

/**
 * The provider AI_PROVIDER names. Kept apart from the interface so that the providers, which
 * implement it, and this choice between them import one way.
 */
export function createAiProvider(config: AiProviderConfig): AiProvider {
  const builtin = createBuiltinProvider({ referenceYear: config.referenceYear });
  if (config.provider === 'builtin') return builtin;
  return createOpenAiProvider(config, builtin);
}
