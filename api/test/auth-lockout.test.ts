import type { LightMyRequestResponse } from 'fastify';
import { account, createAuthApp, newEmail, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { codeIn } from './helpers/smtp';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx?.stop());

const OWNER = '203.0.113.10';
const STRANGER = '198.51.100.7';
/** The stranger's own browser (the test app otherwise sends the owner's sign-up cookie along). */
const STRANGERS_BROWSER = 'kuza_signup=stranger-browser-0000000000000';

/** A request from `ip`, in the browser whose sign-up cookie is `cookie` (if any). */
function send(method: 'POST' | 'PUT', url: string, body: object, ip: string, cookie?: string) {
  return ctx.app.inject({
    method,
    url,
    payload: body as Record<string, unknown>,
    remoteAddress: ip,
    headers: { origin: TEST_WEB_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}
const signupCookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === 'kuza_signup');
  return cookie ? `kuza_signup=${cookie.value}` : undefined;
};
const mailsTo = (email: string) =>
  ctx.smtp.messages.filter((mail) => [mail.to ?? []].flat().some((to) => to.text.toLowerCase() === email));

describe('a stranger naming the owner’s address', () => {
  it('cannot stop the owner signing up: the stranger alone meets the limit', async () => {
    const email = newEmail('owner');
    const stranger: number[] = [];
    for (let i = 0; i < 6; i += 1)
      stranger.push((await send('POST', '/auth/local', account(email), STRANGER)).statusCode);
    expect(stranger).toEqual([201, 201, 201, 201, 201, 429]);

    const owner = await send('POST', '/auth/local', account(email), OWNER);
    expect(owner.statusCode).toBe(201);
  });

  it('cannot stop the owner entering the code: bogus codes count in the stranger’s browser only', async () => {
    const email = newEmail('owner');
    const signedUp = await send('POST', '/auth/local', account(email), OWNER);
    const browser = signupCookieOf(signedUp)!;
    const code = codeIn(await ctx.smtp.waitFor(email));

    const stranger: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      stranger.push(
        (await send('PUT', '/auth/email/verify', { email, otp: '000000' }, STRANGER, STRANGERS_BROWSER)).statusCode,
      );
    }
    expect(stranger.at(-1)).toBe(429);

    const owner = await send('PUT', '/auth/email/verify', { email, otp: code }, OWNER, browser);
    expect(owner.statusCode).toBe(200);
  });

  it('cannot stop the owner asking for a reset link, and past the budget no more mail goes out', async () => {
    const { email } = await verifiedAccount(ctx);
    const stranger: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      stranger.push((await send('POST', '/auth/password/forgot', { email }, STRANGER)).statusCode);
    }
    expect(stranger).toEqual([200, 200, 200, 200, 200, 429]);

    // The owner is answered as always; the address has had its five links this window.
    const owner = await send('POST', '/auth/password/forgot', { email }, OWNER);
    expect(owner.json()).toEqual({
      message: 'If an account exists for this email, we sent a link to reset the password.',
    });
    await ctx.app.mailer.flush();
    for (let i = 1; i <= 6; i += 1) await send('POST', '/auth/password/forgot', { email }, `192.0.2.${i}`);
    await new Promise((resolve) => setImmediate(resolve));
    await ctx.app.mailer.flush();
    expect(mailsTo(email).filter((mail) => /reset/i.test(mail.subject ?? ''))).toHaveLength(5);
  });
});

describe('codes', () => {
  it('a code is void once its five guesses are spent: the right code no longer works', async () => {
    const email = newEmail('owner');
    const signedUp = await send('POST', '/auth/local', account(email), OWNER);
    const browser = signupCookieOf(signedUp)!;
    const code = codeIn(await ctx.smtp.waitFor(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await send('PUT', '/auth/email/verify', { email, otp: wrong }, OWNER, browser);
    const right = await send('PUT', '/auth/email/verify', { email, otp: code }, OWNER, browser);
    expect([right.statusCode, right.json().error]).toEqual([400, 'Invalid or expired code']);
  });

  it('an address is sent at most ten codes a day, so it meets at most fifty guesses a day', async () => {
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    try {
      const email = newEmail('owner');
      for (let i = 0; i < 12; i += 1) {
        // Each from a new address and browser, a minute apart: only the address's budget can stop it.
        await send('POST', '/auth/local', account(email), `192.0.2.${100 + i}`);
        jest.setSystemTime(Date.now() + 61_000);
      }
      await ctx.app.mailer.flush();
      expect(mailsTo(email)).toHaveLength(10);
    } finally {
      jest.useRealTimers();
    }
  });
});
