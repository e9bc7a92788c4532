import { codeIn } from './helpers/smtp';
import { account, createAuthApp, newEmail, sessionCookieOf, signUp, verify, type AuthTestApp } from './helpers/auth';
import { as } from './helpers/decks';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

// eslint-disable-next-line no-control-regex
const BREAKS = /[\r\n\u2028\u2029\u0000-\u0008\u000B-\u001F\u007F]/;

describe('control characters in names', () => {
  it('a name with CR/LF and other controls is stored on one line and reaches mail subjects and bodies without them', async () => {
    const email = newEmail('crlf');
    const created = await signUp(
      ctx,
      account(email, { firstname: 'Ama\r\nBcc: victim@evil.example', lastname: 'Okafor\u2028\u0000X' }),
    );
    expect(created.statusCode).toBe(201);
    const codeMail = await ctx.smtp.waitFor(email);
    expect(codeMail.text).toContain('Ama Bcc: victim@evil.example');
    expect(codeMail.bcc).toBeUndefined();
    const verified = await verify(ctx, email, codeIn(codeMail));
    const cookie = sessionCookieOf(verified)!;
    expect(verified.json().user).toMatchObject({ firstname: 'Ama Bcc: victim@evil.example', lastname: 'OkaforX' });

    const invitee = newEmail('invitee');
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/team/invitations',
      payload: { email: invitee },
      ...as(cookie),
    });
    expect(invited.statusCode).toBe(201);
    const invitation = await ctx.smtp.waitFor(invitee);
    expect(invitation.subject).toContain('Ama Bcc: victim@evil.example OkaforX');
    expect(invitation.subject).not.toMatch(BREAKS);
    const inviterLine = (invitation.text ?? '').split('\n').find((line) => line.includes('Ama Bcc'));
    expect(inviterLine).toContain('Ama Bcc: victim@evil.example OkaforX');
  });
});
