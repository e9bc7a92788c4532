/** An error whose status and message are meant for the client: `throw new HttpError(404, 'Deck not found')`. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Headers the answer carries too (Retry-After of a 503). */
  readonly headers: Readonly<Record<string, string | number>>;

  constructor(statusCode: number, message: string, headers: Record<string, string | number> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}
