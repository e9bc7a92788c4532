import type { Types } from 'mongoose';
import type { TeamMemberCard, TeamRole } from '@kuza/contracts';
import type { ResumesForDecks } from '../resumes/service';
import type { TeamService } from '../teams/service';

const ROLE_LINES: Record<TeamRole, string> = { Owner: 'Founder', Admin: 'Co-founder', Member: 'Team member' };

/**
 * The Team slide's people: the workspace members who have a resume, each with a role line and a
 * two-line bio from their newest one. A workspace where nobody has a resume yet (a founder's first
 * deck) lists every member with their workspace role, so the deck still has a team.
 */
export async function teamCards(
  teams: TeamService,
  resumes: ResumesForDecks,
  workspaceId: Types.ObjectId,
): Promise<TeamMemberCard[]> {
  const members = await teams.membersOf(workspaceId);
  const profiles = await resumes.ownerProfiles(
    workspaceId,
    members.map((member) => member.userId),
  );
  const listed = profiles.size ? members.filter((member) => profiles.has(member.userId)) : members;
  return listed.map((member) => {
    const profile = profiles.get(member.userId);
    return {
      name: member.name,
      role: profile?.role || ROLE_LINES[member.role],
      ...(profile?.bio ? { bio: profile.bio } : {}),
      ...(profile?.imageUrl ? { imageUrl: profile.imageUrl } : {}),
    };
  });
}
