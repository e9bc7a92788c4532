import fc from 'fast-check';
import { Types } from 'mongoose';
import { COMMENT_LIMITS, type CommentList, type CommentThread, type Deck, type Resume } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, builtResume, createAiDeck, generate, ownerAndMember } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

type Kind = 'decks' | 'resumes';

const list = (cookie: string, kind: Kind, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/${kind}/${id}/comments`, ...as(cookie) });
const post = (cookie: string, kind: Kind, id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/${kind}/${id}/comments`, payload, ...as(cookie) });
const patch = (cookie: string, kind: Kind, id: string, commentId: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/${kind}/${id}/comments/${commentId}`, payload, ...as(cookie) });

async function thread(cookie: string, kind: Kind, id: string, payload: Record<string, unknown>) {
  const answer = await post(cookie, kind, id, payload);
  if (answer.statusCode !== 201) throw new Error(`comment not made: ${answer.body}`);
  return answer.json<{ thread: CommentThread }>().thread;
}

/** An Owner and a Member of one workspace, and the Owner's generated deck. */
async function teamWithDeck() {
  const team = await ownerAndMember(ctx);
  const created = await createAiDeck(ctx, team.owner.cookie);
  await generate(ctx, team.owner.cookie, created.id);
  const deck = (
    await ctx.app.inject({ method: 'GET', url: `/decks/${created.id}`, ...as(team.owner.cookie) })
  ).json<Deck>();
  const memberId = team.team.members.find((member) => member.email === team.member.email)!.id;
  return { ...team, deck, memberId };
}

async function teamWithResume() {
  const team = await ownerAndMember(ctx);
  const resume: Resume = await builtResume(
    ctx,
    team.owner.cookie,
    { name: 'Wanjiku Kamau', role: 'Founder & CEO', experience: 'Founder, SokoFresh (2021 to now).' },
    'Founder of SokoFresh, cold storage for 1,200 farmers in Nakuru.',
  );
  const memberId = team.team.members.find((member) => member.email === team.member.email)!.id;
  return { ...team, resume, memberId };
}

let shared: Awaited<ReturnType<typeof teamWithDeck>>;
beforeAll(async () => {
  shared = await teamWithDeck();
});

describe('POST and GET /decks/:id/comments', () => {
  it('lets the owner open a thread on a slide and a member read it, reply under it and see both', async () => {
    const { owner, member, deck } = shared;
    const slide = deck.slides[1]!;
    const opened = await thread(owner.cookie, 'decks', deck.id, { anchor: slide.id, body: 'Is 1,200 still right?' });
    expect(opened).toMatchObject({ anchor: slide.id, resolved: false, comments: [{ body: 'Is 1,200 still right?' }] });

    const replied = await thread(member.cookie, 'decks', deck.id, { threadId: opened.id, body: 'Yes, as of March.' });
    expect(replied.id).toBe(opened.id);
    expect(replied.comments.map((comment) => comment.body)).toEqual(['Is 1,200 still right?', 'Yes, as of March.']);
    expect(replied.comments[1]!.author.name).toBe('Ada Obi');

    const seen = (await list(member.cookie, 'decks', deck.id)).json<CommentList>();
    expect(seen.threads.find((row) => row.id === opened.id)?.comments).toHaveLength(2);
    expect(seen.members.map((person) => person.id)).toContain(shared.memberId);
  });

  it('answers 404 to someone outside the workspace, for reading, writing and resolving alike', async () => {
    const { owner, deck } = shared;
    const opened = await thread(owner.cookie, 'decks', deck.id, { anchor: deck.slides[0]!.id, body: 'Private' });
    const outsider = await verifiedAccount(ctx);
    expect((await list(outsider.cookie, 'decks', deck.id)).statusCode).toBe(404);
    expect((await post(outsider.cookie, 'decks', deck.id, { anchor: deck.slides[0]!.id, body: 'Hi' })).statusCode).toBe(
      404,
    );
    expect((await patch(outsider.cookie, 'decks', deck.id, opened.id, { resolved: true })).statusCode).toBe(404);
    const after = (await list(owner.cookie, 'decks', deck.id)).json<CommentList>();
    expect(after.threads.find((row) => row.id === opened.id)?.resolved).toBe(false);
    expect(JSON.stringify(after)).not.toContain('"Hi"');
  });

  it('lets a member comment on a deck they may not delete', async () => {
    const { member, deck } = shared;
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/decks/${deck.id}`, ...as(member.cookie) })).statusCode,
    ).toBe(403);
    expect((await post(member.cookie, 'decks', deck.id, { anchor: deck.slides[0]!.id, body: 'Nice' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a thread on a slide the deck does not have, and a reply to a thread of another deck', async () => {
    const { owner, deck } = shared;
    const gone = await post(owner.cookie, 'decks', deck.id, { anchor: 'no-such-slide', body: 'Where?' });
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({ error: 'This slide is no longer in the deck' });

    const other = await createAiDeck(ctx, owner.cookie);
    await generate(ctx, owner.cookie, other.id);
    const full = (await ctx.app.inject({ method: 'GET', url: `/decks/${other.id}`, ...as(owner.cookie) })).json<Deck>();
    const elsewhere = await thread(owner.cookie, 'decks', other.id, { anchor: full.slides[0]!.id, body: 'Other' });
    const stray = await post(owner.cookie, 'decks', deck.id, { threadId: elsewhere.id, body: 'Reply' });
    expect(stray.statusCode).toBe(404);
    expect(stray.json()).toMatchObject({ error: 'Comment not found' });
  });

  it('takes every comment up to the limit and refuses every longer one with the limit in words', async () => {
    const { owner, deck } = shared;
    const anchor = deck.slides[0]!.id;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: COMMENT_LIMITS.bodyMax * 3 }), async (length) => {
        const answer = await post(owner.cookie, 'decks', deck.id, { anchor, body: 'a'.repeat(length) });
        if (length <= COMMENT_LIMITS.bodyMax) expect(answer.statusCode).toBe(201);
        else {
          expect(answer.statusCode).toBe(400);
          expect(answer.json()).toMatchObject({ error: 'A comment can be at most 2,000 characters' });
        }
      }),
      { numRuns: 12 },
    );
    const blank = await post(owner.cookie, 'decks', deck.id, { anchor, body: '   ' });
    expect(blank.json()).toMatchObject({ error: 'Write a comment first' });
  });
});

describe('PATCH /decks/:id/comments/:commentId', () => {
  it('lets a member resolve a thread and anyone on the team reopen it, by its id or a reply’s', async () => {
    const { owner, member, deck } = shared;
    const opened = await thread(owner.cookie, 'decks', deck.id, { anchor: deck.slides[2]!.id, body: 'Fix the chart' });
    const replied = await thread(member.cookie, 'decks', deck.id, { threadId: opened.id, body: 'Done' });

    const resolved = await patch(member.cookie, 'decks', deck.id, opened.id, { resolved: true });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<{ thread: CommentThread }>().thread).toMatchObject({
      resolved: true,
      resolvedBy: { id: shared.memberId, name: 'Ada Obi' },
    });

    const reopened = await patch(owner.cookie, 'decks', deck.id, replied.comments[1]!.id, { resolved: false });
    expect(reopened.json<{ thread: CommentThread }>().thread.resolved).toBe(false);
    expect(reopened.json<{ thread: CommentThread }>().thread.resolvedBy).toBeUndefined();

    const shown = (await list(owner.cookie, 'decks', deck.id)).json<CommentList>();
    expect(shown.threads.find((row) => row.id === opened.id)?.resolved).toBe(false);
    expect((await patch(owner.cookie, 'decks', deck.id, opened.id, { resolved: 'yes' })).statusCode).toBe(400);
  });
});

describe('mentions', () => {
  it('mails a French teammate in French, with a link to the slide the thread is on', async () => {
    const { owner, member, deck, memberId } = shared;
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/auth',
      payload: { locale: 'fr' },
      ...as(member.cookie),
    });
    expect(chosen.statusCode).toBe(200);
    const slide = deck.slides[1]!;
    const before = countTo(member.email);
    await thread(owner.cookie, 'decks', deck.id, {
      anchor: slide.id,
      body: '@Ada can you check the traction figures?',
      mentions: [memberId],
    });
    const mail = await ctx.smtp.waitFor(member.email, before + 1);
    expect(mail.subject).toBe(`Ada Obi vous mentionne dans ${deck.name}`);
    expect(mail.text).toContain('@Ada can you check the traction figures?');
    expect(mail.text).toContain(`diapositive 2 « ${slide.title} »`);
    expect(mail.text).toContain(
      `${ctx.config.publicWebUrl}/pitch-deck-editor?deck=${deck.id}&slide=${encodeURIComponent(slide.id)}`,
    );
    expect(mail.html).toContain('lang="fr"');
  });

  it('refuses a mention of someone outside the team, storing and mailing nothing', async () => {
    const { owner, deck } = shared;
    const outsider = await verifiedAccount(ctx);
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/user', ...as(outsider.cookie) });
    const outsiderId = me.json<{ user: { id: string } }>().user.id;
    const mailsBefore = countTo(outsider.email);
    const refused = await post(owner.cookie, 'decks', deck.id, {
      anchor: deck.slides[0]!.id,
      body: 'Secret plan',
      mentions: [outsiderId],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'You can only mention members of this team' });
    await ctx.app.mailer.flush();
    expect(countTo(outsider.email)).toBe(mailsBefore);
    expect(JSON.stringify((await list(owner.cookie, 'decks', deck.id)).json())).not.toContain('Secret plan');
  });
});

describe('/resumes/:id/comments', () => {
  it('threads on a section, resolves it, and mails a mention with a link to the section', async () => {
    const { owner, member, resume, memberId } = await teamWithResume();
    const section = resume.sections[0]!;
    const before = countTo(member.email);
    const opened = await thread(owner.cookie, 'resumes', resume.id, {
      anchor: section.id,
      body: 'Shorter, please',
      mentions: [memberId],
    });
    expect(opened.anchor).toBe(section.id);
    const mail = await ctx.smtp.waitFor(member.email, before + 1);
    expect(mail.subject).toBe(`Ada Obi mentioned you on ${resume.name}`);
    expect(mail.text).toContain(`the section “${section.label}”`);
    expect(mail.text).toContain(`/resume-builder-editor?resume=${resume.id}&section=${encodeURIComponent(section.id)}`);

    const resolved = await patch(member.cookie, 'resumes', resume.id, opened.id, { resolved: true });
    expect(resolved.json<{ thread: CommentThread }>().thread.resolved).toBe(true);
    const outsider = await verifiedAccount(ctx);
    expect((await list(outsider.cookie, 'resumes', resume.id)).statusCode).toBe(404);
    expect((await post(owner.cookie, 'resumes', resume.id, { anchor: 'gone', body: 'x' })).json()).toMatchObject({
      error: 'This section is no longer in the resume',
    });
    // A deck's thread is not the resume's: the same id under the other kind is not found.
    expect((await patch(owner.cookie, 'decks', resume.id, opened.id, { resolved: false })).statusCode).toBe(404);
  });
});

/** How many messages an address has received so far. */
function countTo(email: string): number {
  return ctx.smtp.messages.filter((mail) =>
    [mail.to ?? []].flat().some((to) => to.value.some((value) => value.address?.toLowerCase() === email)),
  ).length;
}

describe('deleting a commented document', () => {
  it.each(['decks', 'resumes'] as const)('deletes the threads of the %s deleted, and only those', async (kind) => {
    const team = kind === 'decks' ? await teamWithDeck() : await teamWithResume();
    const id = 'deck' in team ? team.deck.id : team.resume.id;
    const anchor = 'deck' in team ? team.deck.slides[0]!.id : team.resume.sections[0]!.id;
    await thread(team.owner.cookie, kind, id, { anchor, body: 'Check this' });
    await thread(shared.owner.cookie, 'decks', shared.deck.id, { anchor: shared.deck.slides[0]!.id, body: 'Kept' });
    const threads = ctx.app.db.connection.collection('commentthreads');
    const before = await threads.countDocuments();
    expect(await threads.countDocuments({ documentId: new Types.ObjectId(id) })).toBe(1);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/${kind}/${id}`, ...as(team.owner.cookie) });
    expect(deleted.statusCode).toBe(204);
    expect(await threads.countDocuments({ documentId: new Types.ObjectId(id) })).toBe(0);
    expect(await threads.countDocuments()).toBe(before - 1);
  });
});
