import { expect, type APIRequestContext } from '@playwright/test';
import type { TeamResponse, TeamRole } from '@kuza/contracts';
import { e2eOrigin } from './env';
import { waitForMail } from './mail';

const api = (path: string) => `${e2eOrigin('api')}${path}`;

/** The link of the newest invitation e-mail to `email` (the `nth` message sent to that address). */
export async function invitationLinkIn(email: string, nth: number): Promise<string> {
  const mail = await waitForMail(email, nth);
  const link = /(https?:\/\/\S+\/invitation\?invite=[\w%-]+)/.exec(mail.text ?? '')?.[1];
  if (!link) throw new Error(`no invitation link in "${mail.subject}"`);
  return link;
}

/**
 * Puts a second account in the owner's workspace through the API: the owner invites, the member
 * accepts with the token from the mail (their `nth` message), and the owner sets the role.
 */
export async function joinTeam(
  owner: APIRequestContext,
  member: APIRequestContext,
  memberEmail: string,
  { role = 'Member', nth = 2 }: { role?: TeamRole; nth?: number } = {},
): Promise<TeamResponse> {
  const invited = await owner.post(api('/team/invitations'), { data: { email: memberEmail } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await invitationLinkIn(memberEmail, nth)).searchParams.get('invite');
  const accepted = await member.post(api('/team/invitations/accept'), { data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  let team = (await (await owner.get(api('/team'))).json()) as TeamResponse;
  if (role !== 'Member') {
    const row = team.members.find((m) => m.email === memberEmail.toLowerCase())!;
    const edited = await owner.put(api(`/team/members/${row.id}`), {
      data: { firstName: row.firstName, lastName: row.lastName, email: row.email, role },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    team = (await edited.json()) as TeamResponse;
  }
  return team;
}
