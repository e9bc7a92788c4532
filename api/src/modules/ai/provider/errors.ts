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
