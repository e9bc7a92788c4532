import type { Types } from 'mongoose';
import { sectionContent } from '@kuza/contracts';
import { resumeFacts } from '../ai/text/resume-facts';
import type { ResumeModel, ResumeRecord } from './model';

/** What a member's newest resume says about them, for a deck's Team slide. */
export interface ResumeOwnerProfile {
  role?: string;
  bio?: string;
  imageUrl?: string;
}

type ProfileSource = Pick<ResumeRecord, 'inputs' | 'sections' | 'profileImageUrl'>;

const sectionText = (resume: ProfileSource, label: RegExp) => {
  const section = resume.sections?.find((s) => label.test(s.label ?? ''));
  return section && sectionContent(section);
};

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
 * The role a resume states: the one typed at creation, else the CV's headline, else the title of
 * the job its Experience (as edited since) says is held now, read by the parser that built it;
 * never an employer's name.
 */
function resumeRole(resume: ProfileSource): string | undefined {
  const typed = resume.inputs?.role?.trim();
  if (typed) return typed;
  // Built sections mark titles in bold ('**CTO, PayLink** (2021 – present)'); the parser reads plain lines.
  const experience = sectionText(resume, /experience|expérience/i)?.replace(/\*\*/g, '');
  const facts = resumeFacts(
    { ...resume.inputs, experience: experience || resume.inputs?.experience },
    new Date().getFullYear(),
  );
  return facts.role || undefined;
}

/** Each owner's profile from their newest resume in the workspace; owners without one are absent. */
export async function ownerProfiles(
  model: ResumeModel,
  workspaceId: Types.ObjectId,
  ownerIds: string[],
): Promise<Map<string, ResumeOwnerProfile>> {
  const resumes = await model
    .find(
      { workspaceId, ownerId: { $in: ownerIds } },
      { ownerId: 1, inputs: 1, sections: 1, profileImageUrl: 1, updatedAt: 1 },
    )
    .sort({ updatedAt: -1 })
    .lean();
  const profiles = new Map<string, ResumeOwnerProfile>();
  for (const resume of resumes) {
    const owner = String(resume.ownerId);
    if (profiles.has(owner)) continue;
    const bio = twoLines(sectionText(resume, /summary|profil|perfil|about/i));
    const role = resumeRole(resume);
    profiles.set(owner, {
      ...(role ? { role } : {}),
      ...(bio ? { bio } : {}),
      ...(resume.profileImageUrl ? { imageUrl: resume.profileImageUrl } : {}),
    });
  }
  return profiles;
}
