import type { TeamResponse, TeamRole } from '@kuza/contracts';
import { createAuthApp, json, newEmail, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const team = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/team', ...as(cookie) })).json<TeamResponse>();
const invite = (cookie: string, email: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/team/invitations', payload: { email }, ...as(cookie) });
const edit = (cookie: string, memberId: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/team/members/${memberId}`, payload: body, ...as(cookie) });
const remove = (cookie: string, memberId: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/team/members/${memberId}`, ...as(cookie) });
/** What the Team page sends to edit the invited member (named Zuri Mwangi) or the Owner (Ada Obi, from sign-up). */
const asZuri = (email: string, role: TeamRole) => ({ firstName: 'Zuri', lastName: 'Mwangi', email, role });
const asAda = (email: string, role: TeamRole) => ({ firstName: 'Ada', lastName: 'Obi', email, role });

function tokenOf(text: string): string {
  const match = text.match(/invite=([A-Za-z0-9_%-]+)/);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

/** An Owner with a second person who accepted an invitation and is now a Member. */
async function ownerWithMember() {
  const owner = await verifiedAccount(ctx);
  const member = await verifiedAccount(ctx);
  expect((await invite(owner.cookie, member.email)).statusCode).toBe(201);
  const mail = await ctx.smtp.waitFor(member.email, 2);
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: '/team/invitations/accept',
    payload: { token: tokenOf(mail.text ?? '') },
    ...as(member.cookie),
  });
  expect(accepted.statusCode).toBe(200);
  const memberId = accepted.json<TeamResponse>().members.find((m) => m.isYou)!.id;
  const ownerId = accepted.json<TeamResponse>().members.find((m) => m.role === 'Owner')!.id;
  return { owner, member, memberId, ownerId };
}

describe('GET /team', () => {
  it('gives a new user their own workspace with them as its Owner', async () => {
    const { cookie, email } = await verifiedAccount(ctx);
    const body = await team(cookie);
    expect(body.role).toBe('Owner');
    expect(body.workspace.name).toBe("Ada's workspace");
    expect(body.members).toEqual([expect.objectContaining({ email, role: 'Owner', name: 'Ada Obi', isYou: true })]);
  });

  it('refuses a visitor without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/team' });
    expect(response.statusCode).toBe(401);
  });
});

describe('invitations', () => {
  it('sends a real invitation e-mail and lists the invitation as pending', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const invitee = newEmail('zuri');
    const response = await invite(cookie, invitee);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Invitation sent',
      invitation: { email: invitee, role: 'Member' },
    });
    const mail = await ctx.smtp.waitFor(invitee);
    expect(mail.subject).toContain('invited you to');
    expect(mail.html).toContain('/invitation?invite=');
    expect((await team(cookie)).invitations).toEqual([expect.objectContaining({ email: invitee })]);
  });

  it('lets the invitee join as a Member, seen by both sides', async () => {
    const { owner, member } = await ownerWithMember();
    const ownerView = await team(owner.cookie);
    expect(ownerView.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'Owner'],
      [member.email, 'Member'],
    ]);
    expect(ownerView.invitations).toEqual([]);
    const memberView = await team(member.cookie);
    expect(memberView.workspace.id).toBe(ownerView.workspace.id);
    expect(memberView.role).toBe('Member');
    expect(memberView.invitations).toEqual([]);
  });

  it('tells the link holder, without a session, who invited which address to which team', async () => {
    const owner = await verifiedAccount(ctx);
    const newcomer = newEmail('wanjiru');
    await invite(owner.cookie, newcomer);
    const preview = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/team/invitations/preview',
        payload: { token },
        headers: { origin: 'http://localhost:3000' },
      });
    const token = tokenOf((await ctx.smtp.waitFor(newcomer)).text ?? '');
    const answer = await preview(token);
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      { workspace: "Ada's workspace", inviter: 'Ada Obi', email: newcomer, role: 'Member', hasAccount: false },
    ]);

    const member = await verifiedAccount(ctx);
    await invite(owner.cookie, member.email);
    const known = await preview(tokenOf((await ctx.smtp.waitFor(member.email, 2)).text ?? ''));
    expect(known.json()).toMatchObject({ email: member.email, hasAccount: true });

    const wrong = await preview('not-a-real-token');
    expect([wrong.statusCode, wrong.json().error]).toEqual([
      404,
      'This invitation is no longer valid. Ask for a new one.',
    ]);
    const empty = await preview('');
    expect(empty.statusCode).toBe(400);
  });

  it('refuses an invitation accepted by an account with another e-mail', async () => {
    const owner = await verifiedAccount(ctx);
    const stranger = await verifiedAccount(ctx);
    const invitee = newEmail('kofi');
    await invite(owner.cookie, invitee);
    const token = tokenOf((await ctx.smtp.waitFor(invitee)).text ?? '');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/team/invitations/accept',
      payload: { token },
      ...as(stranger.cookie),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/sent to another e-mail address/);
  });

  it('stops one person from sending more than 20 invitations an hour', async () => {
    const { cookie } = await verifiedAccount(ctx);
    for (let i = 0; i < 20; i += 1) expect((await invite(cookie, newEmail(`bulk${i}`))).statusCode).toBe(201);
    const over = await invite(cookie, newEmail('one-too-many'));
    expect([over.statusCode, over.json().error]).toEqual([429, 'Too many attempts. Please try again in 60 minutes.']);
    const other = await verifiedAccount(ctx);
    expect((await invite(other.cookie, newEmail('fresh'))).statusCode).toBe(201);
    // Two sign-ups and 22 invitations, each mailed over SMTP: more than Jest's 5 s on a busy 2-core machine.
  }, 20_000);

  it('refuses an unknown token, an existing member, a bad address and an operator object', async () => {
    const { owner, member } = await ownerWithMember();
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/team/invitations/accept',
      payload: { token: 'nope' },
      ...as(member.cookie),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await invite(owner.cookie, member.email)).statusCode).toBe(409);
    const bad = await invite(owner.cookie, 'not-an-email');
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'Invalid email']);
    const operator = await invite(owner.cookie, { $ne: null });
    expect(operator.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/team/invitations',
      ...json({}),
      headers: as(owner.cookie).headers,
    });
    expect([missing.statusCode, missing.json().error]).toEqual([400, 'Email is required']);
  });
});

describe('roles, enforced by the server', () => {
  it('lets a Member see the team but not invite, edit or remove anyone', async () => {
    const { member, ownerId } = await ownerWithMember();
    expect((await team(member.cookie)).members).toHaveLength(2);
    expect((await invite(member.cookie, newEmail())).statusCode).toBe(403);
    const escalate = await edit(member.cookie, ownerId, {
      firstName: 'A',
      lastName: 'B',
      email: 'x@example.com',
      role: 'Member',
    });
    expect(escalate.statusCode).toBe(403);
    const self = (await team(member.cookie)).members.find((m) => m.isYou)!;
    const promoteSelf = await edit(member.cookie, self.id, { ...self, role: 'Owner' });
    expect(promoteSelf.statusCode).toBe(403);
    expect((await remove(member.cookie, ownerId)).statusCode).toBe(403);
  });

  it('lets the Owner rename a member and make them Admin, but not change their e-mail', async () => {
    const { owner, member, memberId } = await ownerWithMember();
    const promoted = await edit(owner.cookie, memberId, asZuri(member.email, 'Admin'));
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<TeamResponse>().members[1]).toMatchObject({ name: 'Zuri Mwangi', role: 'Admin' });
    const renamed = await edit(owner.cookie, memberId, asZuri('other@example.com', 'Admin'));
    expect(renamed.statusCode).toBe(400);
  });

  it('stops an Admin from removing or demoting the Owner, or making anyone Owner', async () => {
    const { owner, member, memberId, ownerId } = await ownerWithMember();
    await edit(owner.cookie, memberId, asZuri(member.email, 'Admin'));
    expect((await remove(member.cookie, ownerId)).statusCode).toBe(403);
    const demote = await edit(member.cookie, ownerId, asAda(owner.email, 'Member'));
    expect(demote.statusCode).toBe(403);
    const crown = await edit(member.cookie, memberId, asZuri(member.email, 'Owner'));
    expect(crown.statusCode).toBe(403);
  });

  it('never leaves a workspace without an Owner', async () => {
    const { cookie, email } = await verifiedAccount(ctx);
    const me = (await team(cookie)).members[0]!;
    const demote = await edit(cookie, me.id, asAda(email, 'Admin'));
    expect([demote.statusCode, demote.json().error]).toEqual([409, 'A workspace needs at least one Owner']);
    expect((await remove(cookie, me.id)).statusCode).toBe(409);
  });

  /** The Owner crowns the Member, so the workspace has two Owners. */
  async function twoOwners() {
    const pair = await ownerWithMember();
    const { owner, member, memberId } = pair;
    expect((await edit(owner.cookie, memberId, asZuri(member.email, 'Owner'))).statusCode).toBe(200);
    return pair;
  }
  /** Owners of the workspace itself: a removed person's own view would show a new workspace of theirs. */
  const ownersOf = async (workspaceId: string) =>
    ctx.app.db.connection.collection('memberships').countDocuments({
      workspaceId: new (await import('mongoose')).Types.ObjectId(workspaceId),
      role: 'Owner',
    });

  it('keeps an Owner when two Owners demote each other at the same moment', async () => {
    const { owner, member, memberId, ownerId } = await twoOwners();
    const { workspace } = await team(owner.cookie);
    const answers = await Promise.all([
      edit(owner.cookie, memberId, asZuri(member.email, 'Member')),
      edit(member.cookie, ownerId, asAda(owner.email, 'Member')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toContain(409);
    expect(await ownersOf(workspace.id)).toBeGreaterThanOrEqual(1);
  });

  it('keeps an Owner when two Owners remove each other at the same moment', async () => {
    const { owner, member, memberId, ownerId } = await twoOwners();
    const { workspace } = await team(owner.cookie);
    const answers = await Promise.all([remove(owner.cookie, memberId), remove(member.cookie, ownerId)]);
    expect(answers.map((answer) => answer.statusCode)).toContain(409);
    expect(await ownersOf(workspace.id)).toBeGreaterThanOrEqual(1);
  });

  it('shows nothing of one workspace to users of another', async () => {
    const { memberId } = await ownerWithMember();
    const outsider = await verifiedAccount(ctx);
    expect((await remove(outsider.cookie, memberId)).statusCode).toBe(404);
    const body = { firstName: 'X', lastName: 'Y', email: 'x@example.com', role: 'Member' };
    expect((await edit(outsider.cookie, memberId, body)).statusCode).toBe(404);
    expect((await team(outsider.cookie)).members.map((m) => m.id)).not.toContain(memberId);
  });

  it('lets the Owner remove a member, who then falls back to a workspace of their own', async () => {
    const { owner, member, memberId } = await ownerWithMember();
    const after = await remove(owner.cookie, memberId);
    expect(after.json<TeamResponse>().members).toHaveLength(1);
    const memberView = await team(member.cookie);
    expect(memberView.role).toBe('Owner');
    expect(memberView.members.map((m) => m.email)).toEqual([member.email]);
  });
});

describe('GET /recents', () => {
  it('lists the workspace decks and resumes newest first, a page at a time', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const empty = await ctx.app.inject({ method: 'GET', url: '/recents', ...as(cookie) });
    expect(empty.json()).toEqual({ items: [], nextCursor: null });
    const { workspace } = await team(cookie);
    const workspaceId = new (await import('mongoose')).Types.ObjectId(workspace.id);
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await ctx.app.db.connection.collection('decks').insertMany([
      { workspaceId, name: 'Seed deck', status: 'Complete', updatedAt: at(8) },
      { workspaceId, name: 'Demo day deck', status: 'Draft', updatedAt: at(1) },
    ]);
    await ctx.app.db.connection
      .collection('resumes')
      .insertOne({ workspaceId, name: 'Ada Obi', status: 'Draft', updatedAt: at(3) });
    const first = (await ctx.app.inject({ method: 'GET', url: '/recents?limit=2', ...as(cookie) })).json();
    expect(first.items.map((i: { name: string; kind: string }) => `${i.kind}:${i.name}`)).toEqual([
      'deck:Demo day deck',
      'resume:Ada Obi',
    ]);
    const next = (
      await ctx.app.inject({
        method: 'GET',
        url: `/recents?limit=2&before=${encodeURIComponent(first.nextCursor)}`,
        ...as(cookie),
      })
    ).json();
    expect(next).toEqual({
      items: [expect.objectContaining({ name: 'Seed deck', status: 'Complete' })],
      nextCursor: null,
    });
  });

  it('neither skips nor repeats items that were changed at the same instant', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const { workspace } = await team(cookie);
    const workspaceId = new (await import('mongoose')).Types.ObjectId(workspace.id);
    const updatedAt = new Date(Date.now() - 60_000);
    await ctx.app.db.connection
      .collection('decks')
      .insertMany(['D1', 'D2', 'D3'].map((name) => ({ workspaceId, name, status: 'Draft', updatedAt })));
    await ctx.app.db.connection
      .collection('resumes')
      .insertMany(['R1', 'R2'].map((name) => ({ workspaceId, name, status: 'Draft', updatedAt })));
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = `/recents?limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const body: { items: Array<{ name: string }>; nextCursor: string | null } = (
        await ctx.app.inject({ method: 'GET', url: query, ...as(cookie) })
      ).json();
      seen.push(...body.items.map((item) => item.name));
      before = body.nextCursor;
    } while (before);
    expect([...seen].sort()).toEqual(['D1', 'D2', 'D3', 'R1', 'R2']);
    expect(seen.slice(0, 3).every((name) => name.startsWith('D'))).toBe(true);
  });

  it('tells a deck with slides from an outline-only one, and leaves other workspaces out', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const stranger = await verifiedAccount(ctx);
    const ids = await Promise.all(
      [cookie, stranger.cookie].map(
        async (c) => new (await import('mongoose')).Types.ObjectId((await team(c)).workspace.id),
      ),
    );
    await ctx.app.db.connection.collection('decks').insertMany([
      {
        workspaceId: ids[0],
        name: 'Built',
        status: 'Complete',
        updatedAt: new Date(),
        slides: [{ id: 's1' }, { id: 's2' }],
      },
      { workspaceId: ids[0], name: 'Outline', status: 'Draft', updatedAt: new Date(Date.now() - 1000) },
      { workspaceId: ids[1], name: 'Not yours', status: 'Draft', updatedAt: new Date() },
    ]);
    const body = (await ctx.app.inject({ method: 'GET', url: '/recents', ...as(cookie) })).json();
    expect(body.items.map((i: { name: string; slideCount: number }) => [i.name, i.slideCount])).toEqual([
      ['Built', 2],
      ['Outline', 0],
    ]);
  });

  it('refuses a visitor without a session and a cursor it did not give out', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/recents' })).statusCode).toBe(401);
    const { cookie } = await verifiedAccount(ctx);
    const bad = await ctx.app.inject({ method: 'GET', url: '/recents?before=yesterday', ...as(cookie) });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'before must be the nextCursor of a previous page']);
  });
});
