import type { DeckLink, LinkAnalytics, Resume, ShareInfo } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';
import {
  PHONE,
  PREVIEW_ROBOT,
  browser,
  founderWithDeck,
  mailsTo,
  makeLink,
  passGate,
  report,
  startVisit,
  view,
} from './helpers/links';
import { founderWithResume, makeResumeLink } from './helpers/resume-links';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

/** The words of a resume a gated link must not send before its gate. */
const resumeWords = (resume: Resume) =>
  [resume.name, ...resume.sections.flatMap((section) => [section.label, section.content])].filter(
    (text): text is string => !!text && text.length > 3,
  );

const analyticsOf = async (cookie: string, resume: Resume, link: DeckLink) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}/links/${link.id}/analytics`, ...as(cookie) })
  ).json<LinkAnalytics>();

describe('/resumes/:id/links', () => {
  it("makes a named link to the resume at its own address, lists it, and keeps the resume's view-only link working", async () => {
    const { cookie, resume } = await founderWithResume(ctx);
    const share = (
      await ctx.app.inject({ method: 'POST', url: `/resumes/${resume.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    const link = await makeResumeLink(ctx, cookie, resume.id, { label: 'Angel — Wanjiku' });
    expect(link.path).toMatch(/^\/share\/resume\/[A-Za-z0-9_-]{32}$/);
    expect(link.url.endsWith(link.path)).toBe(true);
    const listed = await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}/links`, ...as(cookie) });
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: link.id, label: 'Angel — Wanjiku', visits: 0 }),
    ]);

    // The view-only link (24 characters) still reaches the resume's own share route.
    const shared = await ctx.app.inject({ method: 'GET', url: share.path!, ...browser() });
    expect([shared.statusCode, shared.json().name]).toEqual([200, resume.name]);
    const through = await view(ctx, link);
    expect(through.statusCode).toBe(200);
    // The same answer as the view-only link (the resume here has no stored picture to rename).
    expect(through.json()).toEqual(shared.json());
  });

  it("answers 401 without a session and 404 outside the resume's workspace, on every route", async () => {
    const { cookie, resume } = await founderWithResume(ctx);
    const link = await makeResumeLink(ctx, cookie, resume.id);
    const stranger = await verifiedAccount(ctx);
    const routes = [
      { method: 'GET', url: `/resumes/${resume.id}/links` },
      { method: 'POST', url: `/resumes/${resume.id}/links`, payload: { label: 'Mine now' } },
      { method: 'PATCH', url: `/resumes/${resume.id}/links/${link.id}`, payload: { label: 'x' } },
      { method: 'DELETE', url: `/resumes/${resume.id}/links/${link.id}` },
      { method: 'GET', url: `/resumes/${resume.id}/links/${link.id}/analytics` },
    ] as const;
    for (const route of routes) {
      expect([route.method, (await ctx.app.inject({ ...route, ...browser() })).statusCode]).toEqual([
        route.method,
        401,
      ]);
      const answer = await ctx.app.inject({ ...route, ...as(stranger.cookie) });
      expect([route.method, answer.statusCode]).toEqual([route.method, 404]);
      expect(answer.body).not.toContain(resume.name);
    }
    expect((await view(ctx, link)).statusCode).toBe(200);
  });

  it("keeps a deck's links and a resume's apart: neither is listed, changed or opened as the other's", async () => {
    const { cookie, resume } = await founderWithResume(ctx);
    const { cookie: deckCookie, deck } = await founderWithDeck(ctx);
    const resumeLink = await makeResumeLink(ctx, cookie, resume.id);
    const deckLink = await makeLink(ctx, deckCookie, deck.id);
    const asDeck = await ctx.app.inject({ method: 'GET', url: `/share/deck/${resumeLink.token}`, ...browser() });
    const asResume = await ctx.app.inject({ method: 'GET', url: `/share/resume/${deckLink.token}`, ...browser() });
    expect([asDeck.statusCode, asResume.statusCode]).toEqual([404, 404]);
    expect(asResume.body).not.toContain(deck.name);
    const listed = await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}/links`, ...as(cookie) });
    expect(listed.json().items.map((row: DeckLink) => row.id)).toEqual([resumeLink.id]);
  });
});

describe('GET /share/resume/:token before the gate', () => {
  it.each([
    [{ requireEmail: true }, 'email_required'],
    [{ passcode: 'mango-tree' }, 'passcode_required'],
    [{ nda: 'Keep this to yourself.' }, 'nda_required'],
  ])('answers 401 with the gate (%j → %s) and nothing of the resume', async (settings, code) => {
    const { cookie, resume } = await founderWithResume(ctx);
    const link = await makeResumeLink(ctx, cookie, resume.id, settings);
    for (const userAgent of [undefined, PREVIEW_ROBOT]) {
      for (const part of ['', '/html', '/head']) {
        const answer = await ctx.app.inject({
          method: 'GET',
          url: `${link.path}${part}`,
          ...browser(undefined, userAgent),
        });
        expect(answer.statusCode).not.toBe(200);
        for (const words of resumeWords(resume)) expect(answer.body).not.toContain(words);
      }
    }
    const answer = await view(ctx, link);
    expect(answer.json()).toMatchObject({ code, error: expect.stringContaining('this resume') });
  });

  it('opens after the mailed code, the passcode and the NDA, and remembers the viewer for that link only', async () => {
    const { cookie, resume } = await founderWithResume(ctx);
    const link = await makeResumeLink(ctx, cookie, resume.id, {
      requireEmail: true,
      passcode: 'mango-tree',
      nda: 'Keep this to yourself.',
    });
    expect(
      (await startVisit(ctx, link, { email: 'a@example.com', acceptNda: true, passcode: 'pear' })).statusCode,
    ).toBe(401);
    const viewer = await passGate(ctx, link, { passcode: 'mango-tree' });
    const mail = ctx.smtp.messages.at(-1)!;
    expect(mail.subject).toContain(resume.name);
    expect(mail.text).toContain('view this resume');
    const seen = await view(ctx, link, viewer.cookie);
    expect([seen.statusCode, seen.json().name]).toEqual([200, resume.name]);
    const other = await makeResumeLink(ctx, cookie, resume.id, { requireEmail: true });
    expect((await view(ctx, other, viewer.cookie)).statusCode).toBe(401);
  });
});

describe("a resume link's visits", () => {
  it('counts active seconds per section, capped to the time elapsed, and shows them to the owner with the device', async () => {
    const { cookie, resume } = await founderWithResume(ctx);
    const link = await makeResumeLink(ctx, cookie, resume.id, { requireEmail: true });
    const viewer = await passGate(ctx, link, { userAgent: PHONE });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const counted = await report(ctx, link, { visitId: viewer.visitId, slide: 1, seconds: 3600 });
    expect(counted.statusCode).toBe(200);
    expect(counted.json().counted).toBeLessThan(3);
    const outside = await report(ctx, link, { visitId: viewer.visitId, slide: resume.sections.length, seconds: 1 });
    expect(outside.statusCode).toBe(400);

    const analytics = await analyticsOf(cookie, resume, link);
    expect(analytics.summary).toMatchObject({ visits: 1, viewers: 1 });
    const [visit] = analytics.visits;
    expect(visit).toMatchObject({ email: viewer.email, device: 'phone', downloaded: false });
    expect(visit!.slides).toHaveLength(resume.sections.length);
    expect(visit!.slides[1]!.seconds).toBeGreaterThanOrEqual(1);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/resumes/${resume.id}/links/${link.id}/analytics?format=csv`,
      ...as(cookie),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(viewer.email);
  });

  it("does not count the views of the resume's own workspace", async () => {
    const { cookie, email, resume } = await founderWithResume(ctx);
    const link = await makeResumeLink(ctx, cookie, resume.id, { requireEmail: true });
    await passGate(ctx, link, { email });
    expect((await analyticsOf(cookie, resume, link)).summary.visits).toBe(0);
  });
});

describe('revoking and expiring a resume link', () => {
  it('cuts a verified viewer off at once: 404 once revoked, 410 once expired, on every viewer route', async () => {
    const { cookie, resume } = await founderWithResume(ctx);
    const expiring = await makeResumeLink(ctx, cookie, resume.id, { requireEmail: true, allowDownload: true });
    const revoked = await makeResumeLink(ctx, cookie, resume.id, { requireEmail: true, allowDownload: true });
    const viewers = [await passGate(ctx, expiring), await passGate(ctx, revoked)];
    await ctx.app.inject({
      method: 'PATCH',
      url: `/resumes/${resume.id}/links/${expiring.id}`,
      payload: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      ...as(cookie),
    });
    await ctx.app.inject({ method: 'DELETE', url: `/resumes/${resume.id}/links/${revoked.id}`, ...as(cookie) });
    for (const [link, viewer, status] of [
      [expiring, viewers[0]!, 410],
      [revoked, viewers[1]!, 404],
    ] as const) {
      for (const request of [
        { method: 'GET', url: link.path },
        { method: 'GET', url: `${link.path}/pdf` },
        { method: 'POST', url: `${link.path}/visit`, payload: { email: viewer.email } },
        { method: 'POST', url: `${link.path}/activity`, payload: { visitId: viewer.visitId, slide: 0, seconds: 1 } },
      ] as const) {
        const answer = await ctx.app.inject({ ...request, ...browser(viewer.cookie) });
        expect([request.url, answer.statusCode]).toEqual([request.url, status]);
        expect(answer.body).not.toContain(resume.name);
      }
    }
  });
});

describe("a resume link's alert", () => {
  it('mails the owner on the first visit, once it has settled, naming the sections that held the viewer', async () => {
    const founder = await founderWithResume(ctx);
    const before = mailsTo(ctx, founder.email);
    const link = await makeResumeLink(ctx, founder.cookie, founder.resume.id, { requireEmail: true });
    const viewer = await passGate(ctx, link);
    const visits = ctx.app.db.connection.collection<{ _id: string }>('linkvisits');
    const long = new Date(Date.now() - 120_000);
    await visits.updateOne({ _id: viewer.visitId }, { $set: { startedAt: long, lastReportAt: long } });
    await report(ctx, link, { visitId: viewer.visitId, slide: 0, seconds: 40 });
    await visits.updateOne({ _id: viewer.visitId }, { $set: { lastReportAt: long } });
    expect(await ctx.app.links.sendAlerts()).toBeGreaterThanOrEqual(1);
    const mail = await ctx.smtp.waitFor(founder.email, before + 1);
    expect(mail.subject).toBe(`${viewer.email} opened ${founder.resume.name}`);
    expect(mail.text).toContain(`Section 1 (${founder.resume.sections[0]!.label}): 40 s`);
    expect(mail.text).toContain(`/resume-builder-editor?resume=${founder.resume.id}`);
  });
});
