import type { TeamMember, TeamRole } from '@kuza/contracts';

/**
 * What the signed-in user may do on the team page. The API enforces the same rules
 * (api/src/modules/teams/service.ts); the page only hides what would be refused.
 */
export function canManageTeam(actor: TeamRole | undefined): boolean {
  return actor === 'Owner' || actor === 'Admin';
}

/** Owners edit anyone; Admins edit Members and rename fellow Admins; Members edit no one. */
export function canEditMember(actor: TeamRole, target: TeamMember): boolean {
  if (actor === 'Owner') return true;
  return actor === 'Admin' && target.role !== 'Owner';
}

/** Only an Owner changes who manages the workspace. */
export function canChangeRole(actor: TeamRole): boolean {
  return actor === 'Owner';
}

/** Delete is hidden for Admins (product.md §6) and for Owners; Members can be removed by a manager. */
export function canRemoveMember(actor: TeamRole, target: TeamMember): boolean {
  return canManageTeam(actor) && target.role === 'Member' && !target.isYou;
}
