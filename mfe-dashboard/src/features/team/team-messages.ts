import { defineMessages } from '@kuza/i18n';

/** Words the team's table, cards, dialogs and invitations share. */
export const TEAM_WORDS = defineMessages({
  role: { id: 'dashboard.team.role', defaultMessage: '{role, select, Owner {Owner} Admin {Admin} other {Member}}' },
  name: { id: 'dashboard.team.name', defaultMessage: 'Name' },
  roleHeading: { id: 'dashboard.team.roleHeading', defaultMessage: 'Role' },
  title: { id: 'dashboard.team.title', defaultMessage: 'Team Members' },
  members: { id: 'dashboard.team.members', defaultMessage: 'Team members' },
  inviteTitle: { id: 'dashboard.team.inviteTitle', defaultMessage: 'Invite Team Member' },
  pending: { id: 'dashboard.team.pending', defaultMessage: 'Pending invitations' },
});
