import type { MediaUpload } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck } from './helpers/decks';
import { picture } from './helpers/media';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx?.stop());

const cacheOf = async (url: string, cookie?: string, method: 'GET' | 'POST' = 'GET') =>
  (await ctx.app.inject({ method, url, ...(cookie ? as(cookie) : {}) })).headers['cache-control'];

describe('Cache-Control', () => {
  it('is private, no-store on every answer that depends on the session, refusals included', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    for (const url of ['/auth/user', `/decks/${deck.id}`, '/decks', '/team', '/recents', `/decks/${deck.id}/share`]) {
      expect([url, await cacheOf(url, cookie)]).toEqual([url, 'private, no-store']);
    }
    expect(await cacheOf('/auth/user')).toBe('private, no-store');
    expect(await cacheOf('/decks/000000000000000000000000', cookie)).toBe('private, no-store');
  });

  it('leaves pictures and share reads their own policies', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const stored = await ctx.app.inject({
      method: 'POST',
      url: '/media',
      payload: await picture(20, 20),
      headers: { ...as(cookie).headers, 'content-type': 'image/png' },
    });
    const { url } = stored.json<MediaUpload>();
    expect(await cacheOf(new URL(url).pathname)).toBe('public, max-age=31536000, immutable');

    const deck = await createAiDeck(ctx, cookie);
    const link = await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/share`, ...as(cookie) });
    expect(await cacheOf(link.json<{ path: string }>().path)).toBe('no-store');
  });
});
