import fs from 'node:fs';
import path from 'node:path';
import type { Deck, Resume, ShareInfo } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck, generate, ownerAndMember, setMember } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const FOUNDER = {
  name: 'Chinedu Okeke',
  role: 'Co-founder & CTO',
  experience:
    'Lead engineer at Paystack (2018-2022): built card payments for 60,000 merchants\nFounder of AgroLink (2022-now)',
  education: 'BSc Computer Science, University of Lagos',
  skills: 'TypeScript, payments, team leadership',
};

const create = (cookie: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/resumes', payload: body, ...as(cookie) });

describe('creating resumes', () => {
  it('writes a specific summary from the founder details, then builds every section', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await create(cookie, { mode: 'ai', inputs: FOUNDER });
    expect(response.statusCode).toBe(201);
    const draft = response.json<Resume>();
    expect(draft).toMatchObject({ name: 'Chinedu Okeke', status: 'Draft', template: 'Modern' });
    expect(draft.sections[0]!.label).toBe('Summary');
    expect(draft.sections[0]!.content).toMatch(/Chinedu|CTO|Paystack/);
    const other = await ctx.app.inject({
      method: 'POST',
      url: `/resumes/${draft.id}/summary`,
      payload: { variant: 1 },
      ...as(cookie),
    });
    expect(other.json().summary).not.toBe(draft.sections[0]!.content);
    const built = await ctx.app.inject({
      method: 'POST',
      url: `/resumes/${draft.id}/build`,
      payload: { summary: 'Edited summary.' },
      ...as(cookie),
    });
    expect(built.statusCode).toBe(200);
    const resume = built.json<Resume>();
    expect(resume.status).toBe('Complete');
    expect(resume.sections.map((s) => s.label)).toEqual(
      expect.arrayContaining(['Summary', 'Experience', 'Education', 'Skills']),
    );
    expect(resume.sections[0]!.content).toBe('Edited summary.');
  });

  it('parses a pasted CV into its sections', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const pastedText =
      'Amina Yusuf\nSummary\nFintech operator.\nExperience\n- Head of Growth, Kuda\nEducation\nMBA, Lagos Business School\nSkills\nGrowth, SQL';
    const resume = (await create(cookie, { mode: 'paste', inputs: { pastedText } })).json<Resume>();
    // The name line above the first heading is kept as a Contact section.
    expect(resume.sections.map((s) => s.label)).toEqual(['Summary', 'Contact', 'Experience', 'Education', 'Skills']);
    expect(resume.sections[0]!.content).toContain('Fintech operator');
  });

  it('imports a real .docx and refuses what is not a CV document', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const docx = fs.readFileSync(path.join(__dirname, 'fixtures/files/resume-chinedu-en.docx'));
    const headers = { ...as(cookie).headers, 'content-type': 'application/octet-stream' };
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/resumes/import?filename=cv.docx',
      payload: docx,
      headers,
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json<Resume>().sections.map((s) => s.label)).toEqual(
      expect.arrayContaining(['Summary', 'Experience', 'Education', 'Skills']),
    );
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/resumes/import?filename=cv.docx',
      payload: Buffer.from('plain text'),
      headers,
    });
    expect(wrong.statusCode).toBe(415);
  });

  it('keeps every typed section in the draft before the summary step, so closing that dialog loses nothing', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const draft = (await create(cookie, { mode: 'ai', inputs: FOUNDER })).json<Resume>();

    const fetched = (
      await ctx.app.inject({ method: 'GET', url: `/resumes/${draft.id}`, ...as(cookie) })
    ).json<Resume>();
    expect(fetched.sections.map((s) => s.label)).toEqual(
      expect.arrayContaining(['Summary', 'Experience', 'Education', 'Skills']),
    );
    const text = fetched.sections.map((s) => s.content).join('\n');
    for (const typed of [FOUNDER.education!, ...FOUNDER.skills!.split(', ')])
      expect(text).toContain(typed.split(' (')[0]);
  });

  it('explains what is missing', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const blank = await create(cookie, { mode: 'ai', inputs: {} });
    expect([blank.statusCode, blank.json().error]).toEqual([
      400,
      'Tell us about the founder: at least a name or some experience',
    ]);
  });
});

describe('editing, permissions, export and sharing', () => {
  it('refuses a stale version, an empty section list and outsiders', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const resume = (await create(cookie, { mode: 'ai', inputs: FOUNDER })).json<Resume>();
    const put = (body: Record<string, unknown>, who = cookie) =>
      ctx.app.inject({ method: 'PUT', url: `/resumes/${resume.id}`, payload: body, ...as(who) });
    expect((await put({ version: 0, name: 'Chinedu O.' })).statusCode).toBe(200);
    expect((await put({ version: 0, name: 'Lost' })).statusCode).toBe(409);
    const empty = await put({ version: 1, sections: [] });
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'A resume keeps at least one section']);
    const outsider = await verifiedAccount(ctx);
    expect((await put({ version: 1, name: 'x' }, outsider.cookie)).statusCode).toBe(404);
  });

  it("refuses a Member's delete with 403 and keeps the resume", async () => {
    const { owner, member } = await ownerAndMember(ctx);
    const resume = (await create(owner.cookie, { mode: 'ai', inputs: FOUNDER })).json<Resume>();
    const list = await ctx.app.inject({ method: 'GET', url: '/resumes', ...as(member.cookie) });
    expect(list.json()).toEqual({ items: [expect.objectContaining({ id: resume.id })], canDelete: false });
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/resumes/${resume.id}`, ...as(member.cookie) });
    expect([refused.statusCode, refused.json().error]).toEqual([
      403,
      'Only the workspace Owner or an Admin can delete a resume',
    ]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}`, ...as(owner.cookie) })).statusCode,
    ).toBe(200);
  });

  it("lets an Admin delete another member's resume", async () => {
    const { owner, member } = await ownerAndMember(ctx);
    await setMember(ctx, owner.cookie, member.email, { firstName: 'Zuri', lastName: 'Mwangi', role: 'Admin' });
    const resume = (await create(owner.cookie, { mode: 'ai', inputs: FOUNDER })).json<Resume>();
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/resumes/${resume.id}`, ...as(member.cookie) });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/resumes/${resume.id}`, ...as(owner.cookie) })).statusCode,
    ).toBe(404);
  });

  it('exports PDF and DOCX and shares a read-only link', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const draft = (await create(cookie, { mode: 'ai', inputs: FOUNDER })).json<Resume>();
    await ctx.app.inject({
      method: 'POST',
      url: `/resumes/${draft.id}/build`,
      payload: { summary: 'Builder of payments in Lagos.' },
      ...as(cookie),
    });
    const pdf = await ctx.app.inject({ method: 'GET', url: `/resumes/${draft.id}/export?format=pdf`, ...as(cookie) });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const docx = await ctx.app.inject({ method: 'GET', url: `/resumes/${draft.id}/export?format=docx`, ...as(cookie) });
    expect([docx.statusCode, docx.rawPayload.subarray(0, 2).toString()]).toEqual([200, 'PK']);
    const share = (
      await ctx.app.inject({ method: 'POST', url: `/resumes/${draft.id}/share`, ...as(cookie) })
    ).json<ShareInfo>();
    const viewed = await ctx.app.inject({ method: 'GET', url: share.path! });
    expect(viewed.json().sections[0].content).toBe('Builder of payments in Lagos.');
    await ctx.app.inject({ method: 'DELETE', url: `/resumes/${draft.id}/share`, ...as(cookie) });
    expect((await ctx.app.inject({ method: 'GET', url: share.path! })).statusCode).toBe(404);
  });

  it("feeds the owner's role line and a two-line bio into a deck's Team slide, leaving out members without a resume", async () => {
    const { owner } = await ownerAndMember(ctx);
    await builtResume(
      ctx,
      owner.cookie,
      FOUNDER,
      'Chinedu builds payment rails. He scaled card payments to 60,000 merchants. He loves football.',
    );
    const deck = await createAiDeck(ctx, owner.cookie);
    await generate(ctx, owner.cookie, deck.id);
    const done = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(owner.cookie) })).json<Deck>();
    const team = done.slides.find((s) => s.type === 'team')!.team!;
    expect(team).toEqual([
      {
        name: 'Ada Obi',
        role: 'Co-founder & CTO',
        bio: 'Chinedu builds payment rails. He scaled card payments to 60,000 merchants.',
      },
    ]);
  });

  it('takes the role line from the first Experience title when the resume names no role', async () => {
    const { owner, member } = await ownerAndMember(ctx);
    await setMember(ctx, owner.cookie, member.email, { firstName: 'Amina', lastName: 'Yusuf', role: 'Member' });
    const pastedText =
      'Amina Yusuf\nSummary\nFintech operator. Grew Kuda to a million users.\nExperience\nHead of Growth, Kuda (2019 - 2023)\n- Grew monthly users tenfold\nEducation\nMBA, Lagos Business School';
    const pasted = await create(member.cookie, { mode: 'paste', inputs: { pastedText } });
    expect(pasted.statusCode).toBe(201);
    const deck = await createAiDeck(ctx, owner.cookie);
    await generate(ctx, owner.cookie, deck.id);
    const done = (await ctx.app.inject({ method: 'GET', url: `/decks/${deck.id}`, ...as(owner.cookie) })).json<Deck>();
    expect(done.slides.find((s) => s.type === 'team')!.team).toEqual([
      { name: 'Amina Yusuf', role: 'Head of Growth', bio: 'Fintech operator. Grew Kuda to a million users.' },
    ]);
  });
});
