/**
 * What the web editor and the dashboard read besides one application: every programme with its
 * eligibility before anything is drafted, the workspace's applications, and the AI routes' rate limit.
 */
import { PROGRAMMES, type Application, type ApplicationList, type ApplicationSummary } from '@kuza/contracts';
import { draft, founderWithFacts } from './helpers/applications';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck } from './helpers/decks';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const listAll = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/applications', ...as(cookie) });

describe('GET /decks/:id/applications', () => {
  it('lists every programme with its eligibility and reasons before any application is drafted', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const listed = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/applications`, ...as(cookie) });
    expect(listed.statusCode).toBe(200);
    const { items, programmes } = listed.json<ApplicationList>();
    expect(items).toEqual([]);
    expect(programmes.map((programme) => programme.id)).toEqual(PROGRAMMES.map((programme) => programme.id));
    for (const programme of programmes) {
      expect(programme.questions).toBe(PROGRAMMES.find((p) => p.id === programme.id)!.questions.length);
      expect(['eligible', 'not-eligible', 'unknown']).toContain(programme.eligibility.verdict);
      for (const check of programme.eligibility.checks) expect(check.reason.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /applications', () => {
  it('lists the workspace’s applications, last edited first, with the deck, the programme and the answers written', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    const first = await draft(ctx, cookie, deck.id, 'techstars');
    const second = await draft(ctx, cookie, deck.id, 'y-combinator');
    await ctx.app.inject({
      method: 'PUT',
      url: `/applications/${first.id}`,
      payload: { answers: first.answers.map((answer) => ({ questionId: answer.questionId, text: '' })) },
      ...as(cookie),
    });

    const reply = await listAll(cookie);
    expect(reply.statusCode).toBe(200);
    const items = reply.json<{ items: ApplicationSummary[] }>().items;
    expect(items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(items[0]).toMatchObject({
      deckId: deck.id,
      deckName: deck.name,
      program: 'techstars',
      programName: 'Techstars',
      answered: 0,
      total: first.answers.length,
    });
    expect(items[1]).toMatchObject({
      program: 'y-combinator',
      answered: second.answers.filter((answer) => answer.text).length,
      total: second.answers.length,
    });
  });

  it('never lists another workspace’s applications, and asks for a session', async () => {
    const { cookie, deck } = await founderWithFacts(ctx);
    await draft(ctx, cookie, deck.id, 'antler');
    const stranger = await verifiedAccount(ctx);
    expect((await listAll(stranger.cookie)).json()).toEqual({ items: [] });
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/applications',
      headers: { origin: TEST_WEB_ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the AI rate limit on drafting, redrafting and the one-pager', () => {
  it('answers 429 once AI_RATE_LIMIT_MAX calls a minute are spent, route by route, while reads go on', async () => {
    const limited = await createAuthApp({ AI_RATE_LIMIT_MAX: '2' });
    try {
      const { cookie } = await verifiedAccount(limited);
      const deck = await createAiDeck(limited, cookie);
      const post = (url: string, payload?: object) =>
        limited.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), ...as(cookie) });

      const drafts = [];
      for (let n = 0; n < 3; n += 1) drafts.push(await post(`/decks/${deck.id}/applications`, { program: 'mest' }));
      expect(drafts.map((reply) => reply.statusCode)).toEqual([201, 201, 429]);
      expect(drafts[2]!.json().error).toMatch(/^Too many requests/);

      const id = drafts[0]!.json<{ application: Application }>().application.id;
      const redraftUrl = `/applications/${id}/answers/${PROGRAMMES.find((p) => p.id === 'mest')!.questions[0]!.id}/redraft`;
      const redrafts = [];
      for (let n = 0; n < 3; n += 1) redrafts.push((await post(redraftUrl)).statusCode);
      expect(redrafts).toEqual([200, 200, 429]);

      const pdf = () => limited.app.inject({ method: 'GET', url: `/decks/${deck.id}/one-pager.pdf`, ...as(cookie) });
      const pages = [];
      for (let n = 0; n < 3; n += 1) pages.push((await pdf()).statusCode);
      expect(pages).toEqual([200, 200, 429]);

      expect((await limited.app.inject({ method: 'GET', url: `/applications/${id}`, ...as(cookie) })).statusCode).toBe(
        200,
      );
    } finally {
      await limited.stop();
    }
  });
});
