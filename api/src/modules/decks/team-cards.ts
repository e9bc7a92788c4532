import { Types, type Connection } from 'mongoose';
import type { ResumeCreationInputs, TeamMemberCard, TeamRole } from '@kuza/contracts';
import { resumeFacts } from '../ai/resume-facts';
import type { TeamService } from '../teams/service';

const ROLE_LINES: Record<TeamRole, string> = { Owner: 'Founder', Admin: 'Co-founder', Member: 'Team member' };

interface ResumeRow {
  ownerId: Types.ObjectId;
  inputs?: ResumeCreationInputs;
  sections?: Array<{ label?: string; content?: string }>;
  profileImageUrl?: string;
  updatedAt: Date;
}

const sectionText = (resume: ResumeRow, label: RegExp) =>
  resume.sections?.find((section) => label.test(section.label ?? ''))?.content;

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
 * The role a resume states: the one typed at creation, else the first job title of its Experience
 * (as edited since, so the slide follows the resume), read by the same parser that built it.
 */
function resumeRole(resume: ResumeRow): string | undefined {
  const typed = resume.inputs?.role?.trim();
  if (typed) return typed;
  // Built sections mark titles in bold ('**CTO, PayLink** (2021 – present)'); the parser reads plain lines.
  const experience = sectionText(resume, /experience|expérience/i)?.replace(/\*\*/g, '');
  const facts = resumeFacts(
    { ...resume.inputs, experience: experience || resume.inputs?.experience },
    new Date().getFullYear(),
  );
  return facts.experiences.find((entry) => entry.title)?.title;
}

/**
 * The Team slide's people: the workspace members who have a resume, each with a role line and a
 * two-line bio from their newest one. A workspace where nobody has a resume yet (a founder's first
 * deck) lists every member with their workspace role, so the deck still has a team.
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
  const listed = newest.size ? members.filter((member) => newest.has(member.userId)) : members;
  return listed.map((member) => {
    const resume = newest.get(member.userId);
    const bio = resume && twoLines(sectionText(resume, /summary|profile|about/i));
    return {
      name: member.name,
      role: (resume && resumeRole(resume)) || ROLE_LINES[member.role],
      ...(bio ? { bio } : {}),
      ...(resume?.profileImageUrl ? { imageUrl: resume.profileImageUrl } : {}),
    };
  });
}
