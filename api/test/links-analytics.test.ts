import { execFileSync } from 'node:child_process';
import type { DeckLinkList, LinkAnalytics } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';
import {
  PHONE,
  browser,
  founderWithDeck,
  makeLink,
  passGate,
  report,
  startVisit,
  view,
  visitCookieOf,
} from './helpers/links';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const analytics = (cookie: string, deckId: string, linkId: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/decks/${deckId}/links/${linkId}/analytics${query}`, ...as(cookie) });

/** The viewer stays `ms` on the page: the visit's last report is moved that far into the past. */
async function spend(visitId: string, ms: number) {
  const visits = ctx.app.db.connection.collection<{ _id: string; lastReportAt: Date }>('linkvisits');
  const visit = (await visits.findOne({ _id: visitId }))!;
  await visits.updateOne({ _id: visitId }, { $set: { lastReportAt: new Date(visit.lastReportAt.getTime() - ms) } });
}

describe('GET /decks/:id/links/:linkId/analytics', () => {
  it("shows each visit's viewer, seconds per slide and download, and the link's summary", async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true, allowDownload: true });
    const wanjiku = await passGate(ctx, link, { userAgent: PHONE });
    await spend(wanjiku.visitId, 10_000);
    await report(ctx, link, { visitId: wanjiku.visitId, slide: 0, seconds: 10 });
    await spend(wanjiku.visitId, 30_000);
    await report(ctx, link, { visitId: wanjiku.visitId, slide: 2, seconds: 30 });
    await ctx.app.inject({ method: 'GET', url: `${link.path}/pdf`, ...browser(wanjiku.cookie) });
    const again = await passGate(ctx, link, { email: wanjiku.email });
    await spend(again.visitId, 20_000);
    await report(ctx, link, { visitId: again.visitId, slide: 2, seconds: 20 });
    const kofi = await passGate(ctx, link);
    await spend(kofi.visitId, 100_000);
    await report(ctx, link, { visitId: kofi.visitId, slide: 1, seconds: 100 });

    const answer = await analytics(cookie, deck.id, link.id);
    expect(answer.statusCode).toBe(200);
    const { summary, visits } = answer.json<LinkAnalytics>();
    expect(summary).toEqual({
      visits: 3,
      viewers: 2,
      totalSeconds: 160,
      medianSeconds: 40,
      lastVisitAt: visits[2]!.startedAt,
    });
    expect(visits.map((visit) => [visit.email, visit.seconds, visit.downloaded, visit.device])).toEqual([
      [wanjiku.email, 40, true, 'phone'],
      [wanjiku.email, 20, false, 'desktop'],
      [kofi.email, 100, false, 'desktop'],
    ]);
    expect(visits[0]!.slides.slice(0, 3)).toEqual([
      { index: 0, seconds: 10 },
      { index: 1, seconds: 0 },
      { index: 2, seconds: 30 },
    ]);
    expect(visits[0]!.slides).toHaveLength(deck.slides.length);
  });

  it('counts no visit for a viewer who never passed the gate', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    await view(ctx, link);
    await ctx.app.inject({
      method: 'POST',
      url: `${link.path}/visit`,
      payload: { email: 'never-verified@example.com' },
    });
    expect((await analytics(cookie, deck.id, link.id)).json()).toEqual({
      summary: { visits: 0, viewers: 0, totalSeconds: 0, medianSeconds: 0 },
      visits: [],
    });
  });

  it('counts a verified viewer back after half an hour as a new visit, without the gate again', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const viewer = await passGate(ctx, link);
    await spend(viewer.visitId, 10 * 60_000);
    const reload = await view(ctx, link, viewer.cookie);
    expect([reload.statusCode, reload.headers['x-visit-id']]).toEqual([200, viewer.visitId]);
    await spend(viewer.visitId, 31 * 60_000);
    const back = await view(ctx, link, viewer.cookie);
    expect(back.statusCode).toBe(200);
    expect(back.headers['x-visit-id']).not.toBe(viewer.visitId);
    const { summary, visits } = (await analytics(cookie, deck.id, link.id)).json<LinkAnalytics>();
    expect([summary.visits, summary.viewers]).toEqual([2, 1]);
    expect(visits.map((visit) => visit.email)).toEqual([viewer.email, viewer.email]);
  });

  it('gives the visits as CSV, one row per visit and one column per slide', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const viewer = await passGate(ctx, link);
    await spend(viewer.visitId, 12_000);
    await report(ctx, link, { visitId: viewer.visitId, slide: 1, seconds: 12 });
    const csv = await analytics(cookie, deck.id, link.id, '?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const [header, row, end] = csv.body.split('\r\n');
    const slides = deck.slides.map((_, i) => `"slide ${i + 1}"`);
    expect(header).toBe(['"email"', '"started at"', '"seconds"', '"downloaded"', ...slides].join(','));
    const cells = row!.split(',');
    expect(cells.slice(0, 1).concat(cells.slice(2, 6))).toEqual([`"${viewer.email}"`, '"12"', '"no"', '"0"', '"12"']);
    expect(end).toBe('');
  });

  it('answers 404 to a member of another workspace', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id);
    const stranger = await verifiedAccount(ctx);
    expect((await analytics(stranger.cookie, deck.id, link.id)).statusCode).toBe(404);
  });
});

describe('GET /decks/:id/links', () => {
  it("gives each link's visits and last visit, counted as its analytics counts them", async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const gated = await makeLink(ctx, cookie, deck.id, { requireEmail: true });
    const open = await makeLink(ctx, cookie, deck.id, { label: 'Angel — Wanjiku' });
    const unseen = await makeLink(ctx, cookie, deck.id, { label: 'Not opened yet' });
    await passGate(ctx, gated);
    await passGate(ctx, gated, { userAgent: PHONE });
    // A code mailed but never entered is no visit.
    await startVisit(ctx, gated, { email: 'waiting@example.com' });
    await view(ctx, open);

    const listed = await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}/links`, ...as(cookie) });
    const items = listed.json<DeckLinkList>().items;
    for (const link of [gated, open, unseen]) {
      const { summary } = (await analytics(cookie, deck.id, link.id)).json<LinkAnalytics>();
      const row = items.find((item) => item.id === link.id)!;
      expect([row.visits, row.lastVisitAt]).toEqual([summary.visits, summary.lastVisitAt]);
    }
    expect(items.map((item) => item.visits)).toEqual([2, 1, 0]);
    expect(items[2]).not.toHaveProperty('lastVisitAt');
  });
});

describe('GET /share/deck/:token/pdf', () => {
  it('downloads the deck as a PDF when the link allows it, and 403 when it does not', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const open = await makeLink(ctx, cookie, deck.id, { allowDownload: true });
    const closed = await makeLink(ctx, cookie, deck.id, { label: 'No download' });
    const pdf = await ctx.app.inject({ method: 'GET', url: `${open.path}/pdf`, ...browser() });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const refused = await ctx.app.inject({ method: 'GET', url: `${closed.path}/pdf`, ...browser() });
    expect([refused.statusCode, refused.json()]).toMatchObject([
      403,
      { error: 'Downloading is turned off for this link' },
    ]);
  });

  /** The text of each page of a PDF, as a reader copying it (or a search) finds it. */
  const pagesOf = (pdf: Buffer) =>
    execFileSync('pdftotext', ['-raw', '-', '-'], { input: pdf, encoding: 'utf8' })
      .split('\f')
      .filter((page) => page.trim())
      .map((page) => page.replace(/\s+/g, ' '));

  it('names its viewer on every page when the link asks for a watermark: the verified e-mail and the day', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const marked = await makeLink(ctx, cookie, deck.id, { requireEmail: true, allowDownload: true, watermark: true });
    const viewer = await passGate(ctx, marked);
    const pdf = await ctx.app.inject({ method: 'GET', url: `${marked.path}/pdf`, ...browser(viewer.cookie) });
    expect(pdf.statusCode).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    const pages = pagesOf(pdf.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(deck.slides.length);
    for (const page of pages) expect(page).toContain(`${viewer.email} · ${day}`);

    const plain = await makeLink(ctx, cookie, deck.id, { requireEmail: true, allowDownload: true });
    const other = await passGate(ctx, plain);
    const unmarked = await ctx.app.inject({ method: 'GET', url: `${plain.path}/pdf`, ...browser(other.cookie) });
    const text = pagesOf(unmarked.rawPayload).join(' ');
    expect(text).toContain(deck.name);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(day);
  });

  it('marks every page with the day when the watermarked link asks no e-mail, as its share page does', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { allowDownload: true, watermark: true });
    const seen = await view(ctx, link);
    const drawn = decodeURIComponent(String(seen.headers['x-link-watermark']));
    const pdf = await ctx.app.inject({ method: 'GET', url: `${link.path}/pdf`, ...browser(visitCookieOf(seen)) });
    for (const page of pagesOf(pdf.rawPayload)) expect(page).toContain(drawn);
  });

  it('asks for the gate first on a gated link', async () => {
    const { cookie, deck } = await founderWithDeck(ctx);
    const link = await makeLink(ctx, cookie, deck.id, { requireEmail: true, allowDownload: true });
    const answer = await ctx.app.inject({ method: 'GET', url: `${link.path}/pdf`, ...browser() });
    expect([answer.statusCode, answer.json().code]).toEqual([401, 'email_required']);
  });
});
