/** An error whose status and message are meant for the client: `throw new HttpError(404, 'Deck not found')`. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}
