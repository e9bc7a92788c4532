import { execFileSync } from 'node:child_process';
import type { LinkAnalytics } from '@kuza/contracts';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';
import { browser, passGate } from './helpers/links';
import { founderWithResume, makeResumeLink } from './helpers/resume-links';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

/** The text of a PDF as a reader copying it (or a search) finds it. */
const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-raw', '-', '-'], { input: pdf, encoding: 'utf8' }).replace(/\s+/g, ' ');

describe('GET /share/resume/:token/pdf', () => {
  it("gives a viewer through the gate the resume's PDF when the link allows it, and tells the owner", async () => {
    const { cookie, resume } = await founderWithResume(ctx);
    const link = await makeResumeLink(ctx, cookie, resume.id, { requireEmail: true, allowDownload: true });
    expect((await ctx.app.inject({ method: 'GET', url: `${link.path}/pdf`, ...browser() })).statusCode).toBe(401);
    const viewer = await passGate(ctx, link);
    const seen = await ctx.app.inject({ method: 'GET', url: link.path, ...browser(viewer.cookie) });
    expect(seen.headers['x-link-download']).toBe('allowed');
    const pdf = await ctx.app.inject({ method: 'GET', url: `${link.path}/pdf`, ...browser(viewer.cookie) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('.pdf');
    expect(textOf(pdf.rawPayload)).toContain('Wanjiku Kamau');
    const analytics = (
      await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}/links/${link.id}/analytics`, ...as(cookie) })
    ).json<LinkAnalytics>();
    expect(analytics.visits.map((visit) => visit.downloaded)).toEqual([true]);
  });

  it('answers 403 when the link does not allow downloads', async () => {
    const { cookie, resume } = await founderWithResume(ctx);
    const link = await makeResumeLink(ctx, cookie, resume.id);
    const seen = await ctx.app.inject({ method: 'GET', url: link.path, ...browser() });
    expect(seen.headers['x-link-download']).toBeUndefined();
    const pdf = await ctx.app.inject({ method: 'GET', url: `${link.path}/pdf`, ...browser() });
    expect(pdf.statusCode).toBe(403);
  });
});
