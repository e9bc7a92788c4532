import type { TeamResponse } from '@kuza/contracts';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck, generate, ownerAndMember } from './helpers/decks';
import { browser, makeLink, passGate, view } from './helpers/links';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

describe("a link whose maker left the deck's workspace", () => {
  it.each([
    ['asks nothing', {}],
    ['asks for an e-mail', { requireEmail: true }],
    ['asks for a passcode and an NDA', { passcode: 'mango-tree', nda: 'Between us.', allowDownload: true }],
  ])('answers 404 on every viewer route, before any gate, when it %s', async (_name, settings) => {
    const { owner, member, team } = await ownerAndMember(ctx);
    const deck = await createAiDeck(ctx, owner.cookie);
    await generate(ctx, owner.cookie, deck.id);
    const link = await makeLink(ctx, member.cookie, deck.id, settings);
    const viewer = await passGate(ctx, link, { passcode: 'mango-tree' });
    expect((await view(ctx, link, viewer.cookie)).statusCode).toBe(200);

    const memberId = team.members.find((row) => row.email === member.email)!.id;
    const left = await ctx.app.inject({ method: 'DELETE', url: `/team/members/${memberId}`, ...as(member.cookie) });
    expect(left.json<TeamResponse>()).toBeDefined();

    const requests = [
      { method: 'GET', url: link.path },
      { method: 'GET', url: `${link.path}/pdf` },
      { method: 'POST', url: `${link.path}/visit`, payload: { email: viewer.email, passcode: 'mango-tree' } },
      { method: 'POST', url: `${link.path}/activity`, payload: { visitId: viewer.visitId, slide: 0, seconds: 1 } },
    ] as const;
    for (const cookie of [viewer.cookie, undefined]) {
      for (const request of requests) {
        const answer = await ctx.app.inject({ ...request, ...browser(cookie) });
        expect([request.method, request.url, answer.statusCode]).toEqual([request.method, request.url, 404]);
        expect(answer.body).not.toContain(deck.name);
      }
    }
  });
});
