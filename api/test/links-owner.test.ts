import type { DeckLink, DeckLinkList, ShareInfo } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, ownerAndMember, createAiDeck } from './helpers/decks';
import { founderWithDeck, makeLink, passGate, view } from './helpers/links';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const links = (cookie: string, deckId: string) =>
  ctx.app.inject({ method: 'GET', url: `/decks/${deckId}/links`, ...as(cookie) });
const patch = (cookie: string, deckId: string, linkId: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/decks/${deckId}/links/${linkId}`, payload, ...as(cookie) });

describe('POST /decks/:id/links', () => {
  it('makes one named link per recipient, each with its own settings and address', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const fund = await makeLink(ctx, cookie, deck.id, {
      label: 'Savannah Fund',
      requireEmail: true,
      allowDownload: true,
    });
    const angel = await makeLink(ctx, cookie, deck.id, {
      label: 'Angel — Wanjiku',
      passcode: 'mango-tree',
      expiresAt: '2099-01-01T00:00:00.000Z',
      watermark: true,
      nda: 'What you read here stays between us.',
    });
    expect(fund).toMatchObject({ label: 'Savannah Fund', requireEmail: true, hasPasscode: false, allowDownload: true });
    expect(angel).toMatchObject({
      label: 'Angel — Wanjiku',
      requireEmail: false,
      hasPasscode: true,
      expiresAt: '2099-01-01T00:00:00.000Z',
      watermark: true,
      nda: 'What you read here stays between us.',
      revoked: false,
    });
    expect(angel.token).not.toBe(fund.token);
    expect(angel.path).toBe(`/share/deck/${angel.token}`);
    expect(angel.url).toBe(`${ctx.config.publicWebUrl}/share/deck/${angel.token}`);

    const listed = (await links(cookie, deck.id)).json<DeckLinkList>();
    expect(listed.items.map((link) => link.label)).toEqual(['Savannah Fund', 'Angel — Wanjiku']);
    expect(JSON.stringify(listed)).not.toContain('mango-tree');
  });

  it('stores the passcode hashed as account passwords are, never as typed', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { passcode: 'mango-tree' });
    const stored = await ctx.app.db.connection.collection('decklinks').findOne({ token: link.token });
    expect(JSON.stringify(stored)).not.toContain('mango-tree');
    expect(stored?.passcodeHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a link without a label, with a short passcode or an expiry that is not a date', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/links`, payload, ...as(cookie) });
    expect((await post({ label: '  ' })).json()).toMatchObject({ error: 'Label is required' });
    expect((await post({ label: 'A', passcode: 'abc' })).json()).toMatchObject({
      error: 'Passcode must be at least 4 characters',
    });
    expect((await post({ label: 'A', expiresAt: 'soon' })).statusCode).toBe(400);
    expect((await post({ label: 'A', requireEmail: 'yes' })).statusCode).toBe(400);
    expect((await links(cookie, deck.id)).json<DeckLinkList>().items).toEqual([]);
  });
});

describe('PATCH /decks/:id/links/:linkId', () => {
  it('changes settings, and null takes a passcode, an expiry or an NDA away', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, {
      passcode: 'mango-tree',
      expiresAt: '2099-01-01T00:00:00.000Z',
      nda: 'Confidential.',
    });
    const renamed = await patch(cookie, deck.id, link.id, { label: 'Savannah Fund (partners)', allowDownload: true });
    expect(renamed.json<{ link: DeckLink }>().link).toMatchObject({
      label: 'Savannah Fund (partners)',
      allowDownload: true,
      hasPasscode: true,
      nda: 'Confidential.',
    });
    const opened = (await patch(cookie, deck.id, link.id, { passcode: null, expiresAt: null, nda: null })).json<{
      link: DeckLink;
    }>().link;
    expect(opened.hasPasscode).toBe(false);
    expect(opened).not.toHaveProperty('expiresAt');
    expect(opened).not.toHaveProperty('nda');
    // Nothing is asked of the viewer any more.
    expect((await view(ctx, opened)).statusCode).toBe(200);
  });
});

describe('DELETE /decks/:id/links/:linkId', () => {
  it('revokes the link: its address answers 404 at once, and it stays listed as revoked', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id);
    const viewer = await passGate(ctx, link);
    expect((await view(ctx, link, viewer.cookie)).statusCode).toBe(200);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/decks/${deck.id}/links/${link.id}`,
      ...as(cookie),
    });
    expect(revoked.json<{ link: DeckLink }>().link.revoked).toBe(true);
    expect((await view(ctx, link, viewer.cookie)).statusCode).toBe(404);
    expect((await links(cookie, deck.id)).json<DeckLinkList>().items[0]).toMatchObject({ id: link.id, revoked: true });
  });
});

describe('who may manage links', () => {
  it('answers 401 without a session and 404 outside the workspace, on every route', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id);
    const stranger = await verifiedAccount(ctx);
    const routes = [
      { method: 'POST', url: `/decks/${deck.id}/links`, payload: { label: 'Mine now' } },
      { method: 'GET', url: `/decks/${deck.id}/links` },
      { method: 'PATCH', url: `/decks/${deck.id}/links/${link.id}`, payload: { label: 'Mine now' } },
      { method: 'DELETE', url: `/decks/${deck.id}/links/${link.id}` },
      { method: 'GET', url: `/decks/${deck.id}/links/${link.id}/analytics` },
    ] as const;
    for (const route of routes) {
      expect((await ctx.app.inject({ ...route })).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...route, ...as(stranger.cookie) })).statusCode).toBe(404);
    }
    expect((await links(cookie, deck.id)).json<DeckLinkList>().items).toMatchObject([
      { label: 'Savannah Fund', revoked: false },
    ]);
  });

  it("lets the deck's editors in the workspace make and change its links", async () => {
    const { owner, member } = await ownerAndMember(ctx);
    const deck = await createAiDeck(ctx, owner.cookie);
    const link = await makeLink(ctx, member.cookie, deck.id, { label: 'From the member' });
    expect((await patch(owner.cookie, deck.id, link.id, { label: 'Checked by the owner' })).statusCode).toBe(200);
  });

  it("answers 404 for a link of another deck, even the user's own", async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const other = await createAiDeck(ctx, cookie);
    const link = await makeLink(ctx, cookie, other.id);
    expect((await patch(cookie, deck.id, link.id, { label: 'x' })).statusCode).toBe(404);
  });
});

describe("the deck's own anyone-with-the-link link", () => {
  it('keeps working unchanged beside the named links', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const share = (
      await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const shared = await ctx.app.inject({ method: 'GET', url: share.path!, remoteAddress: '10.9.0.1' });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().name).toBe(deck.name);
    const info = (
      await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    expect(info).toMatchObject({ active: true, views: 1 });
  });
});
