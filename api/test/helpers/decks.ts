import type { Deck, GenerationStatus, Resume, TeamResponse, TeamRole } from '@kuza/contracts';
import type { AuthTestApp } from './auth';
import { verifiedAccount } from './auth';
import { TEST_WEB_ORIGIN } from './test-app';

export const as = (cookie: string) => ({ headers: { cookie, origin: TEST_WEB_ORIGIN } });

export async function createAiDeck(
  ctx: AuthTestApp,
  cookie: string,
  inputs: Record<string, unknown> = {},
): Promise<Deck> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/decks',
    payload: {
      mode: 'ai',
      inputs: {
        startupName: 'SokoFresh',
        industry: 'Agritech',
        objective: 'Raise a $500k pre-seed round',
        yearFounded: 2022,
        customers: 1200,
        description: 'Solar-powered cold rooms for smallholder farmers in Nairobi, paid per crate.',
        ...inputs,
      },
    },
    ...as(cookie),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<Deck>();
}

/** Starts generation and polls until it ends, as /pitch-deck-generating does. */
export async function generate(ctx: AuthTestApp, cookie: string, id: string): Promise<GenerationStatus> {
  const started = await ctx.app.inject({ method: 'POST', url: `/decks/${id}/generate`, ...as(cookie) });
  if (started.statusCode !== 202) throw new Error(`generate failed: ${started.body}`);
  for (let i = 0; i < 200; i += 1) {
    const status = (
      await ctx.app.inject({ method: 'GET', url: `/decks/${id}/generation`, ...as(cookie) })
    ).json<GenerationStatus>();
    if (status.state === 'done' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('generation did not finish');
}

/** An Owner and a Member of the same workspace (the Member joined by invitation). */
export async function ownerAndMember(ctx: AuthTestApp) {
  const owner = await verifiedAccount(ctx);
  const member = await verifiedAccount(ctx);
  await ctx.app.inject({
    method: 'POST',
    url: '/team/invitations',
    payload: { email: member.email },
    ...as(owner.cookie),
  });
  const mail = await ctx.smtp.waitFor(member.email, 2);
  const token = decodeURIComponent((mail.text ?? '').match(/invite=([A-Za-z0-9_%-]+)/)![1]!);
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: '/team/invitations/accept',
    payload: { token },
    ...as(member.cookie),
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { owner, member, team: accepted.json<TeamResponse>() };
}

/** The Owner renames a member of the team and sets their role, as on the Team page. */
export async function setMember(
  ctx: AuthTestApp,
  ownerCookie: string,
  email: string,
  change: { firstName: string; lastName: string; role: TeamRole },
) {
  const team = (await ctx.app.inject({ method: 'GET', url: '/team', ...as(ownerCookie) })).json<TeamResponse>();
  const id = team.members.find((m) => m.email === email)!.id;
  const edited = await ctx.app.inject({
    method: 'PUT',
    url: `/team/members/${id}`,
    payload: { ...change, email },
    ...as(ownerCookie),
  });
  if (edited.statusCode !== 200) throw new Error(`edit failed: ${edited.body}`);
}

/** A resume made with 'Start with AI' and built with the given summary, as the resume dialog does. */
export async function builtResume(
  ctx: AuthTestApp,
  cookie: string,
  inputs: Record<string, unknown>,
  summary: string,
): Promise<Resume> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/resumes',
    payload: { mode: 'ai', inputs },
    ...as(cookie),
  });
  if (created.statusCode !== 201) throw new Error(`resume failed: ${created.body}`);
  const built = await ctx.app.inject({
    method: 'POST',
    url: `/resumes/${created.json<Resume>().id}/build`,
    payload: { summary },
    ...as(cookie),
  });
  if (built.statusCode !== 200) throw new Error(`build failed: ${built.body}`);
  return built.json<Resume>();
}
