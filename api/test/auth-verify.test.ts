import {
  account,
  createAuthApp,
  json,
  newEmail,
  sessionCookieOf,
  signUp,
  verify,
  type AuthTestApp,
} from './helpers/auth';
import { codeIn } from './helpers/smtp';

function resend(ctx: AuthTestApp, email: string) {
  return ctx.app.inject({ method: 'POST', url: '/auth/email/resend', ...json({ email }) });
}

/** Moves the clock of the address's pending sign-ups: `sentAt` and `expiresAt` shifted into the past. */
async function age(ctx: AuthTestApp, email: string, minutes: number) {
  const pendingSignups = ctx.app.db.connection.collection('pending_signups');
  for (const pending of await pendingSignups.find({ email }).toArray()) {
    const shift = (date: Date) => new Date(date.getTime() - minutes * 60_000);
    await pendingSignups.updateOne(
      { _id: pending._id },
      { $set: { sentAt: shift(pending.sentAt as Date), expiresAt: shift(pending.expiresAt as Date) } },
    );
  }
}

async function pending(ctx: AuthTestApp) {
  const email = newEmail();
  await signUp(ctx, account(email));
  return { email, otp: codeIn(await ctx.smtp.waitFor(email)) };
}

const wrong = (otp: string) => (otp === '000000' ? '111111' : '000000');

describe('PUT /auth/email/verify', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx?.stop());

  it('verifies the address with the mailed code, answers the user and starts a session', async () => {
    const { email, otp } = await pending(ctx);
    const response = await verify(ctx, email.toUpperCase(), otp);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Email verified successfully',
      user: { email, emailVerified: true },
    });
    const cookie = response.cookies.find((c) => c.name === 'kuza_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 7 * 24 * 3600 });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/auth/user',
      headers: { cookie: sessionCookieOf(response)! },
    });
    expect(me.json().user.email).toBe(email);
  });

  it('refuses a wrong code with the same message as an unknown address', async () => {
    const { email, otp } = await pending(ctx);
    const bad = await verify(ctx, email, wrong(otp));
    const unknown = await verify(ctx, newEmail('nobody'), otp);

    expect([bad.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(bad.json()).toMatchObject({ error: 'Invalid or expired code' });
    expect(unknown.json()).toEqual(bad.json());
    expect(bad.cookies).toEqual([]);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { email, otp } = await pending(ctx);
    await age(ctx, email, 10);

    const response = await verify(ctx, email, otp);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Invalid or expired code' });
  });

  it('answers a pending address whose code is spent exactly as an unknown address', async () => {
    const { email, otp } = await pending(ctx);
    for (let i = 0; i < 5; i += 1) await verify(ctx, email, wrong(otp));
    const spent = await verify(ctx, email, wrong(otp));
    const unknown = await verify(ctx, `nobody-${Date.now()}@example.com`, wrong(otp));
    expect([spent.statusCode, spent.json()]).toEqual([unknown.statusCode, unknown.json()]);
  });

  it('allows 5 wrong tries, then refuses even the right code until a new one is sent', async () => {
    const { email, otp } = await pending(ctx);
    for (let i = 0; i < 5; i += 1) expect((await verify(ctx, email, wrong(otp))).statusCode).toBe(400);

    const locked = await verify(ctx, email, otp);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ error: 'Invalid or expired code' });

    await age(ctx, email, 1);
    expect((await resend(ctx, email)).statusCode).toBe(200);
    const fresh = codeIn(await ctx.smtp.waitFor(email, 2));
    expect((await verify(ctx, email, fresh)).statusCode).toBe(200);
  });

  it('counts wrong codes sent in parallel: after 5 even the right code waits for a new one', async () => {
    const { email, otp } = await pending(ctx);
    const responses = await Promise.all(Array.from({ length: 10 }, () => verify(ctx, email, wrong(otp))));

    responses.forEach((r) =>
      expect([r.statusCode, r.json()]).toMatchObject([400, { error: 'Invalid or expired code' }]),
    );

    // This app's per-address limiter (10 per 15 minutes) is spent now: a restarted app on the same data.
    await age(ctx, email, 1);
    const again = await createAuthApp({}, { dbName: ctx.dbName, keepDatabase: true });
    try {
      const right = await verify(again, email, otp);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ error: 'Invalid or expired code' });

      expect((await resend(again, email)).statusCode).toBe(200);
      const fresh = codeIn(await again.smtp.waitFor(email));
      expect((await verify(again, email, fresh)).statusCode).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('spends the code: it cannot verify twice', async () => {
    const { email, otp } = await pending(ctx);
    expect((await verify(ctx, email, otp)).statusCode).toBe(200);
    expect((await verify(ctx, email, otp)).statusCode).toBe(400);
  });

  it.each([
    [{ otp: '12345' }, 'Must be 6 digits'],
    [{ otp: '12a456' }, 'Must be 6 digits'],
    [{ otp: '' }, 'Required'],
    [{ otp: { $ne: '' } }, 'Code must be text'],
  ])('answers 400 for %j with the spec message', async (change, message) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/email/verify',
      ...json({ email: newEmail(), ...change }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });
});

describe('POST /auth/email/resend', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx?.stop());

  it('sends a new code after the 60 s cooldown; the old code stops working', async () => {
    const { email, otp } = await pending(ctx);
    await age(ctx, email, 1);
    // The in-memory per-address limiter (60 s) still holds in this app: a restarted app on the same data.
    const again = await createAuthApp({}, { dbName: ctx.dbName, keepDatabase: true });
    try {
      const response = await again.app.inject({ method: 'POST', url: '/auth/email/resend', ...json({ email }) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'If this address is waiting for verification, a new code is on its way.',
        cooldownSeconds: 60,
      });
      const fresh = codeIn(await again.smtp.waitFor(email));
      if (fresh !== otp) expect((await verify(again, email, otp)).statusCode).toBe(400);
      expect((await verify(again, email, fresh)).statusCode).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('answers right after sign-up exactly as for an unknown address, and sends nothing', async () => {
    const { email } = await pending(ctx);
    const nobody = newEmail('nobody');
    const early = await resend(ctx, email);
    const unknown = await resend(ctx, nobody);

    expect([early.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(early.json()).toEqual({
      message: 'If this address is waiting for verification, a new code is on its way.',
      cooldownSeconds: 60,
    });
    expect(unknown.json()).toEqual(early.json());
    await ctx.app.mailer.flush();
    expect(ctx.smtp.messages.filter((m) => JSON.stringify(m.to).includes(email))).toHaveLength(1);
  });

  it('answers an unknown address exactly like a real one, and sends nothing', async () => {
    const nobody = newEmail('nobody');
    const response = await resend(ctx, nobody);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('If this address is waiting for verification, a new code is on its way.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ctx.smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(nobody))).toEqual([]);
  });
});
