import type { GenerationStatus } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck } from './helpers/decks';
import { TEST_WEB_ORIGIN } from './helpers/test-app';
import { MAX_STREAMS_PER_USER, STREAM_READ_MS, TOO_MANY_STREAMS } from '../src/modules/decks/generation-stream';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

/** The statuses a Server-Sent Events body carried, in order. */
const events = (body: string): GenerationStatus[] =>
  body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as GenerationStatus);

describe('GET /decks/:id/generation/stream', () => {
  it('pushes each change of the progress as it happens, and ends with the finished deck', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const write = ctx.app.ai.slides.bind(ctx.app.ai);
    // Generation held for a moment, so the stream opens on a run still under way.
    const held = jest
      .spyOn(ctx.app.ai, 'slides')
      .mockImplementation(async (...args) => new Promise((resolve) => setTimeout(() => resolve(write(...args)), 700)));
    try {
      await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/generate`, ...as(cookie) });
      const stream = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/generation/stream`, ...as(cookie) });
      expect(stream.statusCode).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      // The site's pages open it across origins, with the session cookie.
      expect(stream.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
      expect(stream.headers['access-control-allow-credentials']).toBe('true');
      const statuses = events(stream.body);
      expect(statuses[0]?.state).toBe('running');
      expect(statuses.at(-1)).toMatchObject({ state: 'done', done: deck.outline.length, total: deck.outline.length });
      // Only changes are sent: no two events alike.
      expect(new Set(statuses.map((status) => JSON.stringify(status))).size).toBe(statuses.length);
    } finally {
      held.mockRestore();
    }
  });

  it('reads a watched deck once per interval however many pages watch it, and caps the streams one person opens', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const write = ctx.app.ai.slides.bind(ctx.app.ai);
    const held = jest
      .spyOn(ctx.app.ai, 'slides')
      .mockImplementation(async (...args) => new Promise((resolve) => setTimeout(() => resolve(write(...args)), 1500)));
    const reads = jest.spyOn(ctx.app.decks, 'progress');
    try {
      await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/generate`, ...as(cookie) });
      const started = Date.now();
      const streams = await Promise.all(
        Array.from({ length: MAX_STREAMS_PER_USER + 1 }, () =>
          ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/generation/stream`, ...as(cookie) }),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      const refused = streams.filter((stream) => stream.statusCode === 429);
      expect(refused.map((stream) => stream.json())).toMatchObject([{ error: TOO_MANY_STREAMS }]);
      expect(streams.filter((stream) => stream.statusCode === 200)).toHaveLength(MAX_STREAMS_PER_USER);
      // One watcher for the deck: about one read per interval, not one per open stream.
      expect(reads).toHaveBeenCalled();
      expect(reads.mock.calls.length).toBeLessThanOrEqual(Math.ceil((seconds * 1000) / STREAM_READ_MS) + 1);
      // Once they are closed, the person may open streams again.
      const again = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/generation/stream`, ...as(cookie) });
      expect(again.statusCode).toBe(200);
    } finally {
      held.mockRestore();
      reads.mockRestore();
    }
  });

  it('answers at once, with the status, when nothing is being generated', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const stream = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/generation/stream`, ...as(cookie) });
    expect(events(stream.body)).toEqual([{ state: 'idle', done: 0, total: 0 }]);
  });

  it('refuses a stranger and an unknown deck as the progress route does', async () => {
    const owner = await verifiedAccount(ctx);
    const stranger = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, owner.cookie);
    const url = `/decks/${deck.id}/generation/stream`;
    const anonymous = await ctx.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const other = await ctx.app.inject({ method: 'GET', url, ...as(stranger.cookie) });
    expect([other.statusCode, other.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });
});
