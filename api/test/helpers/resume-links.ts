import type { Resume } from '@kuza/contracts';
import { verifiedAccount, type AuthTestApp } from './auth';
import { builtResume } from './decks';
import { makeLinkTo } from './links';

/** A founder with a built resume of several sections. */
export async function founderWithResume(ctx: AuthTestApp): Promise<{ cookie: string; email: string; resume: Resume }> {
  const founder = await verifiedAccount(ctx);
  const resume = await builtResume(
    ctx,
    founder.cookie,
    {
      name: 'Wanjiku Kamau',
      role: 'Founder & CEO',
      experience: 'Founder, SokoFresh (2021 to now): cold storage for 1,200 farmers in Nakuru.',
      education: 'BSc Agricultural Economics, University of Nairobi, 2016',
      skills: 'Logistics, fundraising, supply chains',
    },
    'Founder of SokoFresh, who built cold storage for 1,200 farmers in Nakuru.',
  );
  return { ...founder, resume };
}

/** A named link to a resume, made by its owner through the API. */
export const makeResumeLink = (
  ctx: AuthTestApp,
  cookie: string,
  resumeId: string,
  settings: Record<string, unknown> = {},
) => makeLinkTo(ctx, cookie, `/resumes/${resumeId}`, settings);
