import { Types, type Connection } from 'mongoose';
import type { TeamMemberCard, TeamRole } from '@kuza/contracts';
import type { TeamService } from '../teams/service';

const ROLE_LINES: Record<TeamRole, string> = { Owner: 'Founder', Admin: 'Co-founder', Member: 'Team member' };

interface ResumeRow {
  ownerId: Types.ObjectId;
  inputs?: { role?: string; name?: string };
  sections?: Array<{ label?: string; content?: string }>;
  profileImageUrl?: string;
  updatedAt: Date;
}

/** The first two sentences of a resume summary, as plain text. */
function twoLines(summary: string | undefined): string | undefined {
  if (!summary) return undefined;
  const plain = summary.replace(/\*\*/g, '').replace(/^- /gm, '').replace(/\s+/g, ' ').trim();
  const sentences = plain.match(/[^.!?]+[.!?]+/g) ?? [plain];
  return (
    sentences
      .slice(0, 2)
      .map((sentence) => sentence.trim())
      .join(' ')
      .slice(0, 300) || undefined
  );
}

/**
 * The Team slide's people: the workspace's members, each with the role line and a two-line bio
 * from their newest resume when they have one (the resumes collection is read directly).
 */
export async function teamCards(
  connection: Connection,
  teams: TeamService,
  workspaceId: Types.ObjectId,
): Promise<TeamMemberCard[]> {
  const members = await teams.membersOf(workspaceId);
  const resumes = (await connection
    .collection('resumes')
    .find({ workspaceId, ownerId: { $in: members.map((m) => new connection.base.Types.ObjectId(m.userId)) } })
    .sort({ updatedAt: -1 })
    .toArray()) as unknown as ResumeRow[];
  const newest = new Map<string, ResumeRow>();
  for (const resume of resumes) if (!newest.has(String(resume.ownerId))) newest.set(String(resume.ownerId), resume);
  return members.map((member) => {
    const resume = newest.get(member.userId);
    const summary = resume?.sections?.find((section) => /summary|profile|about/i.test(section.label ?? ''))?.content;
    return {
      name: member.name,
      role: resume?.inputs?.role?.trim() || ROLE_LINES[member.role],
      ...(twoLines(summary) ? { bio: twoLines(summary) } : {}),
      ...(resume?.profileImageUrl ? { imageUrl: resume.profileImageUrl } : {}),
    };
  });
}
