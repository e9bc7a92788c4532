import { defineMessages } from '@kuza/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GenerationStatus } from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';
import type { SharedState } from '../../lib/shared-state';

/** How often a deck's progress is read while someone watches it: the database is near, the founder's network is not. */
export const STREAM_READ_MS = 250;
/** A stream is closed after this long; a page still waiting falls back to asking. */
export const STREAM_MAX_MS = 5 * 60_000;
/** Open streams a person may hold at once (a few tabs); more answer 429 and those pages ask instead. */
export const MAX_STREAMS_PER_USER = 4;
const STREAM_MESSAGES = defineMessages({
  tooMany: {
    id: 'api.decks.tooManyStreams',
    defaultMessage: 'Too many progress streams are open. Close a tab and try again.',
  },
});
export const TOO_MANY_STREAMS = STREAM_MESSAGES.tooMany.defaultMessage;
const KEEP_ALIVE_MS = 15_000;

const ended = (status: GenerationStatus) => status.state !== 'running';

type Listener = (status: GenerationStatus | undefined) => void;

/**
 * Pushes decks' generation progress as Server-Sent Events: one `data:` line of JSON each time it
 * changes, until the generation ends (done, failed or idle), the client leaves or the stream has
 * run for STREAM_MAX_MS. Each change costs the phone a few dozen bytes instead of a request and
 * its headers every 400 ms.
 *
 * However many pages watch one deck, its progress is read once per STREAM_READ_MS on each instance
 * (one watcher per deck), and one person holds at most MAX_STREAMS_PER_USER streams across every
 * instance (slots in the shared state), so opening streams in a loop costs the servers neither a
 * read per stream nor an unbounded number of sockets. `closeAll` ends every stream cleanly, for
 * shutdown: the pages reconnect to another instance or fall back to asking.
 */
export function progressStreams(
  read: (deckId: string) => Promise<GenerationStatus | undefined>,
  shared: Pick<SharedState, 'takeSlot'>,
) {
  const watchers = new Map<string, { listeners: Set<Listener>; timer: NodeJS.Timeout }>();
  const open = new Set<() => void>();

  function watch(deckId: string, listener: Listener, log: FastifyRequest['log']): () => void {
    let watcher = watchers.get(deckId);
    if (!watcher) {
      const listeners = new Set<Listener>();
      let reading = false;
      const timer = setInterval(() => {
        if (reading) return;
        reading = true;
        read(deckId)
          .then((status) => listeners.forEach((notify) => notify(status)))
          .catch((error: unknown) => {
            log.warn({ err: error, deckId }, 'generation progress could not be read');
            listeners.forEach((notify) => notify(undefined));
          })
          .finally(() => (reading = false));
      }, STREAM_READ_MS);
      watcher = { listeners, timer };
      watchers.set(deckId, watcher);
    }
    watcher.listeners.add(listener);
    return () => {
      const current = watchers.get(deckId);
      if (!current) return;
      current.listeners.delete(listener);
      if (!current.listeners.size) {
        clearInterval(current.timer);
        watchers.delete(deckId);
      }
    };
  }

  /** Streams one deck's progress; `first` was read, with the access check, by the route. */
  async function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    { deckId, userId, first }: { deckId: string; userId: string; first: GenerationStatus },
  ): Promise<void> {
    // Held a little longer than a stream can last, so a slot outlives its stream only when the
    // instance holding it died without giving it back.
    const release = await shared.takeSlot(`streams:${userId}`, MAX_STREAMS_PER_USER, STREAM_MAX_MS + 30_000);
    if (!release) throw new HttpError(429, STREAM_MESSAGES.tooMany);

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
    let closed = false;
    const timers: NodeJS.Timeout[] = [];
    let unwatch = () => {};
    const close = () => {
      if (closed) return;
      closed = true;
      timers.forEach(clearInterval);
      unwatch();
      open.delete(close);
      release().catch((error: unknown) => request.log.warn({ err: error }, 'progress stream slot not given back'));
      reply.raw.end();
    };
    open.add(close);
    const send = (status: GenerationStatus | undefined) => {
      if (!status) return close();
      const data = JSON.stringify(status);
      if (data !== last) reply.raw.write(`data: ${data}\n\n`);
      last = data;
      if (ended(status)) close();
    };

    request.raw.on('close', close);
    send(first);
    if (closed) return;
    unwatch = watch(deckId, send, request.log);
    timers.push(
      setInterval(() => reply.raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS),
      setInterval(close, STREAM_MAX_MS),
    );
  }

  /** Ends every open stream (on shutdown, before the server waits for its connections). */
  function closeAll(): void {
    [...open].forEach((close) => close());
  }

  return { stream, closeAll };
}
