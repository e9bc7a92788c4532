import { execFileSync } from 'node:child_process';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { browser, passGate } from './helpers/links';
import { founderWithResume, makeResumeLink } from './helpers/resume-links';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

/** The text of each page of a PDF, as a reader copying it (or a search) finds it. */
const pagesOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-raw', '-', '-'], { input: pdf, encoding: 'utf8' })
    .split('\f')
    .filter((page) => page.trim())
    .map((page) => page.replace(/\s+/g, ' '));

describe("a resume link's watermark", () => {
  it('names its viewer on every page of the downloaded PDF: the verified e-mail and the day, as the share page does', async () => {
    const { cookie, resume } = await founderWithResume(ctx);
    const marked = await makeResumeLink(ctx, cookie, resume.id, {
      requireEmail: true,
      allowDownload: true,
      watermark: true,
    });
    const viewer = await passGate(ctx, marked);
    const seen = await ctx.app.inject({ method: 'GET', url: marked.path, ...browser(viewer.cookie) });
    const words = `${viewer.email} · ${new Date().toISOString().slice(0, 10)}`;
    expect(decodeURIComponent(String(seen.headers['x-link-watermark']))).toBe(words);
    const pdf = await ctx.app.inject({ method: 'GET', url: `${marked.path}/pdf`, ...browser(viewer.cookie) });
    const pages = pagesOf(pdf.rawPayload);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page).toContain(viewer.email);

    const plain = await makeResumeLink(ctx, cookie, resume.id, { requireEmail: true, allowDownload: true });
    const other = await passGate(ctx, plain);
    const unmarked = await ctx.app.inject({ method: 'GET', url: `${plain.path}/pdf`, ...browser(other.cookie) });
    expect(pagesOf(unmarked.rawPayload).join(' ')).not.toContain(other.email);
  });
});
