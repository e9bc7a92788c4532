import { Types } from 'mongoose';
import type { Deck, Resume, ShareInfo } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck, generate } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const raw = (collection: string, id: string) =>
  ctx.app.db.connection.collection(collection).findOne({ _id: new Types.ObjectId(id) });
const shareOf = async (cookie: string, path: string) =>
  (await ctx.app.inject({ method: 'GET', url: `${path}/share`, ...as(cookie) })).json<ShareInfo>();
const createLink = async (cookie: string, path: string) =>
  (await ctx.app.inject({ method: 'POST', url: `${path}/share`, ...as(cookie) })).json<ShareInfo>();

describe('share views', () => {
  it('leaves the deck as its founder saved it, version and updatedAt included, and counts on the link', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    await generate(ctx, cookie, deck.id);
    const link = await createLink(cookie, `/decks/${deck.id}`);
    const saved = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
    const stored = await raw('decks', deck.id);

    // Three visitors (one visitor counts once a day).
    for (let i = 0; i < 3; i++) {
      const view = await ctx.app.inject({ method: 'GET', url: link.path!, remoteAddress: `10.8.0.${i + 1}` });
      expect(view.statusCode).toBe(200);
    }

    const after = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(cookie) })).json<Deck>();
    expect([after.version, after.updatedAt]).toEqual([saved.version, saved.updatedAt]);
    expect(await raw('decks', deck.id)).toEqual(stored);
    expect(await shareOf(cookie, `/decks/${deck.id}`)).toMatchObject({ active: true, views: 3 });
  });

  it('leaves the resume unchanged and counts on its link, which keeps the count when revoked', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = await builtResume(
      ctx,
      cookie,
      { name: 'Chinedu Okeke', role: 'CTO', experience: 'Lead engineer at Paystack' },
      'Chinedu builds payment rails.',
    );
    const link = await createLink(cookie, `/resumes/${resume.id}`);
    const own = () => ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}`, ...as(cookie) });
    const saved = (await own()).json<Resume>();
    const stored = await raw('resumes', resume.id);
    const view = await ctx.app.inject({ method: 'GET', url: link.path!, remoteAddress: '10.8.1.1' });
    // The same top as the editor shows: the person's name, role and contact line.
    expect(view.json().header).toEqual({ name: 'Chinedu Okeke', role: 'CTO' });
    await ctx.app.inject({ method: 'GET', url: link.path!, remoteAddress: '10.8.1.2' });
    expect(await raw('resumes', resume.id)).toEqual(stored);
    expect((await own()).json<Resume>()).toEqual(saved);
    const revoked = await ctx.app.inject({ method: 'DELETE', url: `/resumes/${resume.id}/share`, ...as(cookie) });
    expect(revoked.json<ShareInfo>()).toEqual({ active: false, views: 2 });
    expect(await shareOf(cookie, `/resumes/${resume.id}`)).toEqual({ active: false, views: 2 });
  });

  it('starts a new link at zero views and still shows views counted on the deck before counts moved out', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const first = await createLink(cookie, `/decks/${deck.id}`);
    await ctx.app.inject({ method: 'GET', url: first.path! });
    await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}/share`, ...as(cookie) });
    const second = await createLink(cookie, `/decks/${deck.id}`);
    expect(second).toMatchObject({ active: true, views: 0 });
    // A deck shared before this change carries its count in the document.
    await ctx.app.db.connection
      .collection('decks')
      .updateOne({ _id: new Types.ObjectId(deck.id) }, { $set: { 'share.views': 5 } });
    await ctx.app.inject({ method: 'GET', url: second.path! });
    expect(await shareOf(cookie, `/decks/${deck.id}`)).toMatchObject({ views: 6 });
  });

  it('forgets the count of a deleted deck', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    const link = await createLink(cookie, `/decks/${deck.id}`);
    await ctx.app.inject({ method: 'GET', url: link.path! });
    expect(await raw('shareviews', deck.id)).toMatchObject({ kind: 'deck', views: 1 });
    await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}`, ...as(cookie) });
    expect(await raw('shareviews', deck.id)).toBeNull();
  });
});

describe('a visitor', () => {
  it('counts once a day per link, however often the JSON or the page is read; others and the next day count', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const deck = await createAiDeck(ctx, cookie);
    await generate(ctx, cookie, deck.id);
    const link = await createLink(cookie, `/decks/${deck.id}`);
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' };
    const open = (url: string, remoteAddress = '10.7.0.1') =>
      ctx.app.inject({ method: 'GET', url, remoteAddress, headers: browser });

    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    try {
      for (let i = 0; i < 3; i++) expect((await open(link.path!)).statusCode).toBe(200);
      for (let i = 0; i < 2; i++) expect((await open(`${link.path!}/html`)).statusCode).toBe(200);
      expect(await shareOf(cookie, `/decks/${deck.id}`)).toMatchObject({ views: 1 });

      await open(link.path!, '10.7.0.2');
      expect(await shareOf(cookie, `/decks/${deck.id}`)).toMatchObject({ views: 2 });

      jest.setSystemTime(Date.now() + 24 * 60 * 60_000);
      await open(link.path!);
      expect(await shareOf(cookie, `/decks/${deck.id}`)).toMatchObject({ views: 3 });
    } finally {
      jest.useRealTimers();
    }
  });
});
