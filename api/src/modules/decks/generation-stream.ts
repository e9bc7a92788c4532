import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GenerationStatus } from '@kuza/contracts';

/** How often the stream reads the deck's progress: the database is near, the founder's network is not. */
export const STREAM_READ_MS = 250;
/** A stream is closed after this long; a page still waiting falls back to asking. */
export const STREAM_MAX_MS = 5 * 60_000;
const KEEP_ALIVE_MS = 15_000;

const ended = (status: GenerationStatus) => status.state !== 'running';

/**
 * Pushes a deck's generation progress as Server-Sent Events: one `data:` line of JSON each time
 * it changes, until the generation ends (done, failed or idle), the client leaves or the stream
 * has run for STREAM_MAX_MS. Each change costs the phone a few dozen bytes instead of a request
 * and its headers every 400 ms. The first status has been read, with the access check, already.
 */
export function streamProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  first: GenerationStatus,
  read: () => Promise<GenerationStatus | undefined>,
): void {
  reply.hijack();
  // The headers hooks set (CORS for the site's origins, security headers) go out with the stream.
  const headers = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    ),
  );
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  let last = '';
  const timers: NodeJS.Timeout[] = [];
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    timers.forEach(clearInterval);
    reply.raw.end();
  };
  const send = (status: GenerationStatus) => {
    const data = JSON.stringify(status);
    if (data !== last) reply.raw.write(`data: ${data}\n\n`);
    last = data;
    if (ended(status)) close();
  };
  request.raw.on('close', close);
  send(first);
  if (!open) return;
  let reading = false;
  timers.push(
    setInterval(() => {
      if (reading) return;
      reading = true;
      read()
        .then((status) => (status ? send(status) : close()))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'generation stream stopped');
          close();
        })
        .finally(() => (reading = false));
    }, STREAM_READ_MS),
    setInterval(() => reply.raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS),
    setInterval(close, STREAM_MAX_MS),
  );
}
