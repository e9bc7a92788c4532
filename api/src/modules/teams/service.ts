import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import {
  INVITATION_TTL_DAYS,
  invitationPath,
  TEAM_MESSAGES,
  type EditMemberInput,
  type InvitationPreview,
  type TeamInvitation,
  type TeamMember,
  type TeamResponse,
  type TeamRole,
} from '@kuza/contracts';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../mail/mailer';
import type { UserDirectory } from '../users/directory';
import type { User } from '../users/model';
import { invitationMail } from './mail';
import type { Membership, TeamModels } from './model';

const MANAGERS: readonly TeamRole[] = ['Owner', 'Admin'];
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TeamServiceDeps {
  models: TeamModels;
  users: UserDirectory;
  mailer: Mailer;
  publicWebUrl: string;
}

export type TeamService = ReturnType<typeof createTeamService>;

/** Workspaces, members and invitations. Every rule is enforced here, whatever the UI shows. */
export function createTeamService({ models, users, mailer, publicWebUrl }: TeamServiceDeps) {
  const { workspaces, memberships, invitations } = models;

  /** The workspace the user works in: the one selected last; a first visit creates their own. */
  async function currentMembership(user: User): Promise<Membership> {
    const existing = await memberships.findOne({ userId: user._id }).sort({ selectedAt: -1 }).lean();
    if (existing) return existing;
    const name = user.firstname ? `${user.firstname}'s workspace` : 'My workspace';
    const workspace = await workspaces.create({ name, createdBy: user._id });
    try {
      return (await memberships.create({ workspaceId: workspace._id, userId: user._id, role: 'Owner' })).toObject();
    } catch (error) {
      // Two first requests at once: keep the membership that won, drop the spare workspace.
      await workspaces.deleteOne({ _id: workspace._id });
      const winner = await memberships.findOne({ userId: user._id }).sort({ selectedAt: -1 }).lean();
      if (winner) return winner;
      throw error;
    }
  }

  async function requireManager(user: User): Promise<Membership> {
    const membership = await currentMembership(user);
    if (!MANAGERS.includes(membership.role)) throw new HttpError(403, TEAM_MESSAGES.notAllowed);
    return membership;
  }

  async function ownerCount(workspaceId: Types.ObjectId): Promise<number> {
    return memberships.countDocuments({ workspaceId, role: 'Owner' });
  }

  /**
   * The count before a change cannot see a concurrent one (two Owners demoting each other at
   * once both count two). So a change that takes an Owner away is checked again after it is
   * written, and undone when it left the workspace with none.
   */
  async function keepAnOwner(workspaceId: Types.ObjectId, undo: () => Promise<void>): Promise<void> {
    if ((await ownerCount(workspaceId)) > 0) return;
    await undo();
    throw new HttpError(409, TEAM_MESSAGES.lastOwner);
  }

  async function targetMembership(workspaceId: Types.ObjectId, memberId: string): Promise<Membership> {
    if (!/^[0-9a-f]{24}$/i.test(memberId)) throw new HttpError(404, TEAM_MESSAGES.notMember);
    const target = await memberships.findOne({ workspaceId, userId: memberId }).lean();
    if (!target) throw new HttpError(404, TEAM_MESSAGES.notMember);
    return target;
  }

  async function team(user: User): Promise<TeamResponse> {
    const membership = await currentMembership(user);
    const workspace = await workspaces.findById(membership.workspaceId).lean();
    const rows = await memberships.find({ workspaceId: membership.workspaceId }).sort({ createdAt: 1 }).lean();
    const accounts = await users.byIds(rows.map((row) => row.userId));
    const byId = new Map(accounts.map((account) => [String(account._id), account]));
    const members: TeamMember[] = rows.flatMap((row) => {
      const account = byId.get(String(row.userId));
      if (!account) return [];
      const firstName = row.firstName || account.firstname || '';
      const lastName = row.lastName || account.lastname || '';
      return [
        {
          id: String(row.userId),
          firstName,
          lastName,
          name: `${firstName} ${lastName}`.trim() || account.email,
          email: account.email,
          role: row.role,
          isYou: String(row.userId) === String(user._id),
        },
      ];
    });
    const pending: TeamInvitation[] = MANAGERS.includes(membership.role)
      ? (await invitations.find({ workspaceId: membership.workspaceId, expiresAt: { $gt: new Date() } }).lean()).map(
          (invitation) => ({
            id: String(invitation._id),
            email: invitation.email,
            role: invitation.role,
            invitedAt: invitation.createdAt.toISOString(),
            expiresAt: invitation.expiresAt.toISOString(),
          }),
        )
      : [];
    return {
      workspace: { id: String(membership.workspaceId), name: workspace?.name ?? 'Workspace' },
      role: membership.role,
      members,
      invitations: pending,
    };
  }

  async function invite(user: User, email: string): Promise<TeamInvitation> {
    const membership = await requireManager(user);
    const address = email.toLowerCase();
    const account = await users.byEmail(address);
    if (account && (await memberships.exists({ workspaceId: membership.workspaceId, userId: account._id }))) {
      throw new HttpError(409, TEAM_MESSAGES.alreadyMember);
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
    // Inviting again replaces the old link: only the newest e-mail works.
    const invitation = await invitations
      .findOneAndUpdate(
        { workspaceId: membership.workspaceId, email: address },
        {
          $set: { tokenHash: hashToken(token), invitedBy: user._id, expiresAt, role: 'Member' },
          $setOnInsert: { createdAt: new Date() },
        },
        { upsert: true, returnDocument: 'after' },
      )
      .lean();
    const workspace = await workspaces.findById(membership.workspaceId).lean();
    const link = `${publicWebUrl.replace(/\/$/, '')}${invitationPath(token)}`;
    await mailer.send(
      invitationMail(
        address,
        link,
        `${user.firstname} ${user.lastname}`.trim(),
        workspace?.name ?? 'Kuza',
        // The invitee's language when the address has an account, else the inviter's.
        account?.locale ?? user.locale,
      ),
    );
    return {
      id: String(invitation!._id),
      email: invitation!.email,
      role: invitation!.role,
      invitedAt: invitation!.createdAt.toISOString(),
      expiresAt: invitation!.expiresAt.toISOString(),
    };
  }

  async function revokeInvitation(user: User, invitationId: string): Promise<void> {
    const membership = await requireManager(user);
    if (!/^[0-9a-f]{24}$/i.test(invitationId)) throw new HttpError(404, TEAM_MESSAGES.invitationNotFound);
    const { deletedCount } = await invitations.deleteOne({ _id: invitationId, workspaceId: membership.workspaceId });
    if (!deletedCount) throw new HttpError(404, TEAM_MESSAGES.invitationNotFound);
  }

  /**
   * What an invitation link's page shows before anyone signs in: who invited which address to
   * which team, and whether that address has an account yet (only the link's holder learns it).
   */
  async function preview(token: string): Promise<InvitationPreview> {
    const invitation = await invitations
      .findOne({ tokenHash: hashToken(token), expiresAt: { $gt: new Date() } })
      .lean();
    if (!invitation) throw new HttpError(404, TEAM_MESSAGES.invitationNotFound);
    const [workspace, inviter, account] = await Promise.all([
      workspaces.findById(invitation.workspaceId).lean(),
      users.byId(invitation.invitedBy),
      users.hasAccount(invitation.email),
    ]);
    return {
      workspace: workspace?.name ?? 'Kuza',
      inviter: inviter ? `${inviter.firstname} ${inviter.lastname}`.trim() : '',
      email: invitation.email,
      role: invitation.role,
      hasAccount: !!account,
    };
  }

  async function accept(user: User, token: string): Promise<TeamResponse> {
    const invitation = await invitations
      .findOne({ tokenHash: hashToken(token), expiresAt: { $gt: new Date() } })
      .lean();
    if (!invitation) throw new HttpError(404, TEAM_MESSAGES.invitationNotFound);
    if (invitation.email !== user.email.toLowerCase()) throw new HttpError(403, TEAM_MESSAGES.invitationOtherEmail);
    await memberships.updateOne(
      { workspaceId: invitation.workspaceId, userId: user._id },
      { $set: { selectedAt: new Date() }, $setOnInsert: { role: invitation.role } },
      { upsert: true },
    );
    await invitations.deleteOne({ _id: invitation._id });
    return team(user);
  }

  async function editMember(user: User, memberId: string, input: EditMemberInput): Promise<TeamResponse> {
    const actor = await requireManager(user);
    const target = await targetMembership(actor.workspaceId, memberId);
    const account = await users.byId(target.userId);
    if (!account) throw new HttpError(404, TEAM_MESSAGES.notMember);
    if (input.email.toLowerCase() !== account.email) throw new HttpError(400, TEAM_MESSAGES.emailFixed);
    const touchesManager = MANAGERS.includes(target.role) || MANAGERS.includes(input.role);
    if (actor.role !== 'Owner' && touchesManager && !(target.role === input.role && target.role !== 'Owner')) {
      // An Admin may rename fellow Admins but not change who manages the workspace.
      throw new HttpError(403, TEAM_MESSAGES.ownerOnly);
    }
    const demotesOwner = target.role === 'Owner' && input.role !== 'Owner';
    if (demotesOwner && (await ownerCount(actor.workspaceId)) <= 1) throw new HttpError(409, TEAM_MESSAGES.lastOwner);
    await memberships.updateOne(
      { _id: target._id },
      { $set: { role: input.role, firstName: input.firstName, lastName: input.lastName } },
    );
    if (demotesOwner) {
      await keepAnOwner(actor.workspaceId, () =>
        memberships.updateOne({ _id: target._id }, { $set: { role: 'Owner' } }).then(() => undefined),
      );
    }
    return team(user);
  }

  /** Told of every membership removed (a removal or a member leaving), e.g. to end their live connections. */
  const removedListeners: Array<(workspaceId: string, userId: string) => void> = [];

  async function removeMember(user: User, memberId: string): Promise<TeamResponse> {
    const self = String(user._id) === memberId;
    const actor = self ? await currentMembership(user) : await requireManager(user);
    const target = await targetMembership(actor.workspaceId, memberId);
    if (!self && actor.role !== 'Owner' && MANAGERS.includes(target.role)) {
      throw new HttpError(403, TEAM_MESSAGES.ownerOnly);
    }
    const removesOwner = target.role === 'Owner';
    if (removesOwner && (await ownerCount(actor.workspaceId)) <= 1) throw new HttpError(409, TEAM_MESSAGES.lastOwner);
    await memberships.deleteOne({ _id: target._id });
    for (const listener of removedListeners) listener(String(target.workspaceId), String(target.userId));
    if (removesOwner) {
      await keepAnOwner(actor.workspaceId, () => memberships.collection.insertOne(target).then(() => undefined));
    }
    return team(user);
  }

  /** The user's role in a given workspace, or null when they are not a member of it. */
  async function roleIn(
    userId: Types.ObjectId | string,
    workspaceId: Types.ObjectId | string,
  ): Promise<TeamRole | null> {
    const row = await memberships.findOne({ workspaceId, userId }, { role: 1 }).lean();
    return row?.role ?? null;
  }

  /** Names and roles of a workspace's members, for a deck's Team slide. */
  async function membersOf(
    workspaceId: Types.ObjectId | string,
  ): Promise<Array<{ userId: string; name: string; role: TeamRole }>> {
    const rows = await memberships.find({ workspaceId }).sort({ createdAt: 1 }).lean();
    const accounts = await users.byIds(rows.map((row) => row.userId));
    const byId = new Map(accounts.map((account) => [String(account._id), account]));
    return rows.flatMap((row) => {
      const account = byId.get(String(row.userId));
      if (!account) return [];
      const name = `${row.firstName || account.firstname || ''} ${row.lastName || account.lastname || ''}`.trim();
      return [{ userId: String(row.userId), name: name || account.email, role: row.role }];
    });
  }

  return {
    currentMembership,
    roleIn,
    membersOf,
    team,
    invite,
    revokeInvitation,
    preview,
    accept,
    editMember,
    removeMember,
    onMemberRemoved: (listener: (workspaceId: string, userId: string) => void) => removedListeners.push(listener),
  };
}
