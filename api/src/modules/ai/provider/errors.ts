/**
 * The one error the AI module throws for provider failures; the API layer maps it to 502 and shows
 * `message` as is, so every message is written for a founder, not for a developer.
 */
export type AiErrorCode = 'unavailable' | 'rate_limited' | 'auth' | 'timeout' | 'bad_output' | 'aborted' | 'config';

export class AiProviderError extends Error {
  readonly code: AiErrorCode;
  /** HTTP status of the upstream answer, when there was one. */
  readonly status?: number;

  constructor(code: AiErrorCode, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AiProviderError';
    this.code = code;
    this.status = options.status;
  }
}

/** The endpoint AI_PROVIDER=openai talks to: without one the provider refuses to start. */
export function openAiBaseUrl(config: { baseUrl?: string }): string {
  if (!config.baseUrl) throw new AiProviderError('config', 'The AI provider "openai" needs AI_BASE_URL.');
  return config.baseUrl;
}
