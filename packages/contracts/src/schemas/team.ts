import { defineMessages } from '@kuza/i18n';
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { TEAM_ROLES, type TeamRole } from '../constants';
import { emailAddress, line, rule, text } from '../validation';
import { NAME_MAX_LENGTH } from './auth';

/** Team members and invitations (product.md §2 Team Members, §3 team member, §6 roles). */
export const TEAM_MESSAGES = defineMessages({
  emailRequired: { id: 'team.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'team.emailInvalid', defaultMessage: 'Invalid email' },
  firstNameRequired: { id: 'team.firstNameRequired', defaultMessage: 'First name is required' },
  lastNameRequired: { id: 'team.lastNameRequired', defaultMessage: 'Last name is required' },
  roleInvalid: { id: 'team.roleInvalid', defaultMessage: 'Role must be Owner, Admin or Member' },
  notAllowed: { id: 'team.notAllowed', defaultMessage: 'Only the workspace Owner or an Admin can do this' },
  lastOwner: { id: 'team.lastOwner', defaultMessage: 'A workspace needs at least one Owner' },
  ownerOnly: { id: 'team.ownerOnly', defaultMessage: 'Only an Owner can change an Owner or an Admin' },
  notMember: { id: 'team.notMember', defaultMessage: 'Member not found' },
  alreadyMember: { id: 'team.alreadyMember', defaultMessage: 'This person is already on the team' },
  invitationNotFound: {
    id: 'team.invitationNotFound',
    defaultMessage: 'This invitation is no longer valid. Ask for a new one.',
  },
  invitationOtherEmail: {
    id: 'team.invitationOtherEmail',
    defaultMessage: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  },
  tokenRequired: { id: 'team.tokenRequired', defaultMessage: 'The invitation link is missing its token' },
  emailFixed: {
    id: 'team.emailFixed',
    defaultMessage: "A member's e-mail belongs to their account and cannot be changed here",
  },
  invited: { id: 'team.invited', defaultMessage: 'Invitation sent' },
});

export const INVITATION_TTL_DAYS = 7;

const email = emailAddress({ required: TEAM_MESSAGES.emailRequired, invalid: TEAM_MESSAGES.emailInvalid });

export const inviteMemberSchema = object({ email });
export type InviteMemberInput = InferType<typeof inviteMemberSchema>;

export const editMemberSchema = object({
  firstName: line('First name').required(rule(TEAM_MESSAGES.firstNameRequired)).max(NAME_MAX_LENGTH),
  lastName: line('Last name').required(rule(TEAM_MESSAGES.lastNameRequired)).max(NAME_MAX_LENGTH),
  email,
  role: mixed<TeamRole>()
    .oneOf([...TEAM_ROLES], rule(TEAM_MESSAGES.roleInvalid))
    .required(rule(TEAM_MESSAGES.roleInvalid)),
});
export type EditMemberInput = InferType<typeof editMemberSchema>;

export const acceptInvitationSchema = object({
  token: text('Token').required(rule(TEAM_MESSAGES.tokenRequired)).max(200),
});
export type AcceptInvitationInput = InferType<typeof acceptInvitationSchema>;

const defined = () => string().defined();
const role = () =>
  string()
    .oneOf([...TEAM_ROLES])
    .defined();

export const teamMemberSchema = object({
  /** The member's user id. */
  id: defined(),
  firstName: defined(),
  lastName: defined(),
  name: defined(),
  email: defined(),
  role: role(),
  isYou: boolean().defined(),
});
export type TeamMember = InferType<typeof teamMemberSchema>;

export const teamInvitationSchema = object({
  id: defined(),
  email: defined(),
  role: role(),
  invitedAt: defined(),
  expiresAt: defined(),
});
export type TeamInvitation = InferType<typeof teamInvitationSchema>;

/** POST /team/invitations: the invitation just sent. */
export const invitationSentSchema = object({ message: defined(), invitation: teamInvitationSchema });

/** POST /team/invitations/preview: what the invitation page says before the invitee signs in. */
export const invitationPreviewSchema = object({
  /** The team's (workspace's) name. */
  workspace: defined(),
  /** Who sent it; empty when that account is gone. */
  inviter: defined(),
  /** The address invited: the one to sign in or sign up with. */
  email: defined(),
  role: role(),
  /** Whether that address has a Kuza account yet (Sign in to join, else Sign up to join). */
  hasAccount: boolean().defined(),
});
export type InvitationPreview = InferType<typeof invitationPreviewSchema>;

/** GET /team and every change to it. */
export const teamResponseSchema = object({
  workspace: object({ id: defined(), name: defined() }),
  /** The caller's role: the UI hides what it cannot do; the API enforces it. */
  role: role(),
  members: array(teamMemberSchema).defined(),
  /** Pending invitations; only Owners and Admins see them. */
  invitations: array(teamInvitationSchema).defined(),
});
export type TeamResponse = InferType<typeof teamResponseSchema>;

export type RecentKind = 'deck' | 'resume';

/** GET /recents: one row of the workspace's decks and resumes, newest first. */
export const recentItemSchema = object({
  id: string().defined(),
  kind: string<RecentKind>().oneOf(['deck', 'resume']).defined(),
  name: string().defined(),
  status: string<'Draft' | 'Complete'>().oneOf(['Draft', 'Complete']).defined(),
  updatedAt: string().defined(),
  /** Decks only: how many slides it has (0 = outline only). */
  slideCount: number().integer(),
});
export type RecentItem = InferType<typeof recentItemSchema>;

export const recentsReplySchema = object({
  items: array(recentItemSchema.defined()).defined(),
  /** Pass as `before` to get the next page; null on the last page. */
  nextCursor: string().nullable().defined(),
});
export type RecentsResponse = InferType<typeof recentsReplySchema>;

/** Who may delete a workspace's decks and resumes: its Owners and Admins (the API refuses the rest with 403). */
export function mayDeleteDocuments(role: TeamRole): boolean {
  return role !== 'Member';
}

/** GET /decks and GET /resumes: the rows, newest first, and whether the caller may delete them. */
export interface DocumentListResponse<T> {
  items: T[];
  canDelete: boolean;
}
