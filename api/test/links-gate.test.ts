import type { Deck, DeckLink, ShareInfo } from '@kuza/contracts';
import { createAuthApp, newEmail, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';
import {
  PREVIEW_ROBOT,
  browser,
  founderWithDeck,
  mailsTo,
  makeLink,
  passGate,
  startVisit,
  view,
  visitCookieOf,
} from './helpers/links';
import { codeIn } from './helpers/smtp';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const verify = (link: DeckLink, email: string, code: string) =>
  ctx.app.inject({ method: 'POST', url: `${link.path}/visit/verify`, payload: { email, code }, ...browser() });
const slideWords = (deck: Deck) =>
  deck.slides
    .flatMap((slide) => [slide.title, slide.content])
    .filter((text): text is string => !!text && text.length > 3);

describe('GET /share/deck/:token before the gate', () => {
  it.each([
    [{ requireEmail: true }, 'email_required'],
    [{ passcode: 'mango-tree' }, 'passcode_required'],
    [{ nda: 'Keep this to yourself.' }, 'nda_required'],
    [{ requireEmail: true, passcode: 'mango-tree', nda: 'Keep this to yourself.' }, 'email_required'],
  ])('answers 401 with the gate (%j → %s) and nothing of the deck', async (settings, code) => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, settings);
    const answer = await view(ctx, link);
    expect(answer.statusCode).toBe(401);
    // The NDA's text comes with its question, so the viewer reads what they accept.
    const nda = code === 'nda_required' ? { nda: 'Keep this to yourself.' } : {};
    expect(answer.json()).toMatchObject({ error: expect.any(String), code, ...nda });
    // Nor the page's HTML or its link-preview title, to a browser or a chat app's robot.
    for (const userAgent of [undefined, PREVIEW_ROBOT]) {
      for (const part of ['', '/html', '/head']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${link.path}${part}`,
          ...browser(undefined, userAgent),
        });
        expect(response.statusCode).not.toBe(200);
        for (const words of [deck.name, ...slideWords(deck)]) expect(response.body).not.toContain(words);
      }
    }
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('the e-mail gate', () => {
  it('mails a 6-digit code; the verified viewer gets the answer the deck share route gives, and is remembered', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    // The deck's own link, to compare with (made first: making it saves the deck).
    const share = (
      await ctx.app.inject({ method: 'POST', url: `/decks/${deck.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const email = newEmail('investor');
    const asked = await startVisit(ctx, link, { email });
    expect(asked.json()).toEqual({ codeSent: true });
    const mail = await ctx.smtp.waitFor(email);
    expect(mail.subject).toContain(deck.name);
    const verified = await verify(link, email, codeIn(mail));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ visitId: expect.any(String) });
    const set = verified.cookies.find((c) => c.name === 'kuza_link_visit')!;
    expect(set).toMatchObject({ path: link.path, httpOnly: true, sameSite: 'Lax' });

    const seen = await view(ctx, link, visitCookieOf(verified));
    expect(seen.statusCode).toBe(200);
    const shared = await ctx.app.inject({ method: 'GET', url: share.path!, remoteAddress: '10.7.0.1' });
    expect(seen.json()).toEqual(shared.json());
  });

  it("does not open another link's gate with the cookie of this one", async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const first = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const second = await makeLink(ctx, cookie, deck.id, { requireEmail: true, label: 'Another fund' });
    const viewer = await passGate(ctx, first);
    expect((await view(ctx, second, viewer.cookie)).statusCode).toBe(401);
  });

  it('refuses a wrong code, and after 5 wrong tries the right one too', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const email = newEmail('guesser');
    await startVisit(ctx, link, { email });
    const code = codeIn(await ctx.smtp.waitFor(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const refused = await verify(link, email, wrong);
      expect([refused.statusCode, refused.json()]).toMatchObject([400, { error: 'Invalid or expired code' }]);
    }
    expect((await verify(link, email, code)).statusCode).toBe(400);
    expect((await view(ctx, link)).statusCode).toBe(401);
  });

  it('asks for the e-mail before mailing anything, and refuses an address that is not one', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    expect((await startVisit(ctx, link, {})).json()).toMatchObject({ code: 'email_required' });
    expect((await startVisit(ctx, link, { email: 'not-an-address' })).statusCode).toBe(400);
  });

  it('mails an address at most 10 codes a day, as account codes, whoever asks', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const email = newEmail('flooded');
    for (let i = 0; i < 12; i += 1) {
      expect((await startVisit(ctx, link, { email })).statusCode).toBe(200);
    }
    await ctx.smtp.waitFor(email, 10);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(ctx, email)).toBe(10);
  });
});

describe('the passcode and the NDA', () => {
  it('opens with the right passcode only, and makes a guesser wait after 5 tries', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { passcode: 'mango-tree' });
    expect((await startVisit(ctx, link, {})).json()).toMatchObject({ code: 'passcode_required' });
    const wrong = await startVisit(ctx, link, { passcode: 'banana' });
    expect([wrong.statusCode, wrong.json()]).toMatchObject([
      401,
      { error: 'Wrong passcode', code: 'passcode_required' },
    ]);
    const right = await startVisit(ctx, link, { passcode: 'mango-tree' });
    expect(right.statusCode).toBe(201);
    expect((await view(ctx, link, visitCookieOf(right))).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) await startVisit(ctx, link, { passcode: `guess-${i}` });
    const waited = await startVisit(ctx, link, { passcode: 'mango-tree' });
    expect(waited.statusCode).toBe(429);
    expect(waited.headers['retry-after']).toBeDefined();
  });

  it('opens only once the NDA is accepted', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { nda: 'Keep this to yourself.' });
    expect((await startVisit(ctx, link, { acceptNda: false })).json()).toMatchObject({
      code: 'nda_required',
      nda: 'Keep this to yourself.',
    });
    const accepted = await startVisit(ctx, link, { acceptNda: true });
    expect(accepted.statusCode).toBe(201);
    expect((await view(ctx, link, visitCookieOf(accepted))).json().name).toBe(deck.name);
  });
});

describe('expiry and revoking', () => {
  it('answers 410 once the link has expired, at once for a viewer already in', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const viewer = await passGate(ctx, link);
    expect((await view(ctx, link, viewer.cookie)).statusCode).toBe(200);
    const past = new Date(Date.now() - 1000).toISOString();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/decks/${deck.id}/links/${link.id}`,
      payload: { expiresAt: past },
      ...as(cookie),
    });
    const expired = await view(ctx, link, viewer.cookie);
    expect([expired.statusCode, expired.json()]).toMatchObject([410, { error: 'This link has expired' }]);
    expect((await startVisit(ctx, link, { email: viewer.email })).statusCode).toBe(410);
    const reported = await ctx.app.inject({
      method: 'POST',
      url: `${link.path}/activity`,
      payload: { visitId: viewer.visitId, slide: 0, seconds: 1 },
    });
    expect(reported.statusCode).toBe(410);
  });

  it('answers 404 once the link is revoked, for a verified viewer too, on every viewer route', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true, allowDownload: true });
    const viewer = await passGate(ctx, link);
    await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}/links/${link.id}`, ...as(cookie) });
    const requests = [
      { method: 'GET', url: link.path },
      { method: 'GET', url: `${link.path}/pdf` },
      { method: 'POST', url: `${link.path}/visit`, payload: { email: viewer.email } },
      { method: 'POST', url: `${link.path}/activity`, payload: { visitId: viewer.visitId, slide: 0, seconds: 1 } },
    ] as const;
    for (const request of requests) {
      const answer = await ctx.app.inject({ ...request, ...browser(viewer.cookie) });
      expect([request.url, answer.statusCode]).toEqual([request.url, 404]);
      expect(answer.body).not.toContain(deck.name);
    }
  });
});

describe('a stricter gate', () => {
  it('applies at once to viewers already in, and a looser one lets them stay', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id);
    const viewer = await passGate(ctx, link);
    const change = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/decks/${deck.id}/links/${link.id}`, payload, ...as(cookie) });
    await change({ allowDownload: true, label: 'Renamed' });
    expect((await view(ctx, link, viewer.cookie)).statusCode).toBe(200);
    await change({ passcode: 'mango-tree' });
    expect((await view(ctx, link, viewer.cookie)).json()).toMatchObject({ code: 'passcode_required' });
    const again = await passGate(ctx, link, { passcode: 'mango-tree' });
    await change({ passcode: null });
    expect((await view(ctx, link, again.cookie)).statusCode).toBe(200);
  });
});

describe('robots and link previews', () => {
  it('are shown an open link but never make a visit', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id);
    const fetched = await view(ctx, link, undefined, PREVIEW_ROBOT);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['set-cookie']).toBeUndefined();
    expect((await startVisit(ctx, link, {}, PREVIEW_ROBOT)).statusCode).toBe(403);
    const analytics = await ctx.app.inject({
      method: 'GET',
      url: `/decks/${deck.id}/links/${link.id}/analytics`,
      ...as(cookie),
    });
    expect(analytics.json().summary.visits).toBe(0);
  });
});

describe('a flood of page loads from one address', () => {
  it('is shown the deck of a link that asks nothing, but stores no more visits than the address may start', async () => {
    const strict = await createAuthApp({ AUTH_RATE_LIMIT_MAX: '5' });
    try {
      const { cookie, deck } = await founderWithDeck(strict);
      const link = await makeLink(strict, cookie, deck.id);
      for (let i = 0; i < 8; i += 1) expect((await view(strict, link)).statusCode).toBe(200);
      const stored = await strict.app.db.connection.collection('linkvisits').countDocuments();
      expect(stored).toBe(5);
    } finally {
      await strict.stop();
    }
  });
});
