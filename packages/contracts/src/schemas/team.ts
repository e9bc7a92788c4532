import { mixed, object, type InferType } from 'yup';
import { TEAM_ROLES, type TeamRole } from '../constants';
import { emailAddress, line, text } from '../validation';
import { NAME_MAX_LENGTH } from './auth';

/** Team members and invitations (product.md §2 Team Members, §3 team member, §6 roles). */
export const TEAM_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  roleInvalid: 'Role must be Owner, Admin or Member',
  notAllowed: 'Only the workspace Owner or an Admin can do this',
  lastOwner: 'A workspace needs at least one Owner',
  ownerOnly: 'Only an Owner can change an Owner or an Admin',
  notMember: 'Member not found',
  alreadyMember: 'This person is already on the team',
  invitationNotFound: 'This invitation is no longer valid. Ask for a new one.',
  invitationOtherEmail: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  emailFixed: "A member's e-mail belongs to their account and cannot be changed here",
  invited: 'Invitation sent',
} as const;

export const INVITATION_TTL_DAYS = 7;

const email = emailAddress({ required: TEAM_MESSAGES.emailRequired, invalid: TEAM_MESSAGES.emailInvalid });

export const inviteMemberSchema = object({ email });
export type InviteMemberInput = InferType<typeof inviteMemberSchema>;

export const editMemberSchema = object({
  firstName: line('First name').required(TEAM_MESSAGES.firstNameRequired).max(NAME_MAX_LENGTH),
  lastName: line('Last name').required(TEAM_MESSAGES.lastNameRequired).max(NAME_MAX_LENGTH),
  email,
  role: mixed<TeamRole>()
    .oneOf([...TEAM_ROLES], TEAM_MESSAGES.roleInvalid)
    .required(TEAM_MESSAGES.roleInvalid),
});
export type EditMemberInput = InferType<typeof editMemberSchema>;

export const acceptInvitationSchema = object({
  token: text('Token').required('The invitation link is missing its token').max(200),
});
export type AcceptInvitationInput = InferType<typeof acceptInvitationSchema>;

export interface TeamMember {
  /** The member's user id. */
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  role: TeamRole;
  isYou: boolean;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: TeamRole;
  invitedAt: string;
  expiresAt: string;
}

/** POST /team/invitations/preview: what the invitation page says before the invitee signs in. */
export interface InvitationPreview {
  /** The team's (workspace's) name. */
  workspace: string;
  /** Who sent it; empty when that account is gone. */
  inviter: string;
  /** The address invited: the one to sign in or sign up with. */
  email: string;
  role: TeamRole;
  /** Whether that address has a Kuza account yet (Sign in to join, else Sign up to join). */
  hasAccount: boolean;
}

export interface TeamResponse {
  workspace: { id: string; name: string };
  /** The caller's role: the UI hides what it cannot do; the API enforces it. */
  role: TeamRole;
  members: TeamMember[];
  /** Pending invitations; only Owners and Admins see them. */
  invitations: TeamInvitation[];
}

export type RecentKind = 'deck' | 'resume';

export interface RecentItem {
  id: string;
  kind: RecentKind;
  name: string;
  status: 'Draft' | 'Complete';
  updatedAt: string;
  /** Decks only: how many slides it has (0 = outline only). */
  slideCount?: number;
}

export interface RecentsResponse {
  items: RecentItem[];
  /** Pass as `before` to get the next page; null on the last page. */
  nextCursor: string | null;
}

/** Who may delete a workspace's decks and resumes: its Owners and Admins (the API refuses the rest with 403). */
export function mayDeleteDocuments(role: TeamRole): boolean {
  return role !== 'Member';
}

/** GET /decks and GET /resumes: the rows, newest first, and whether the caller may delete them. */
export interface DocumentListResponse<T> {
  items: T[];
  canDelete: boolean;
}
