import { createHash } from 'node:crypto';
import {
  account,
  createAuthApp,
  currentUser,
  json,
  login,
  newEmail,
  PASSWORD,
  sessionCookieOf,
  signUp,
  verifiedAccount,
  type AuthTestApp,
} from './helpers/auth';
import { accountsOf } from './helpers/accounts';

const logout = (ctx: AuthTestApp, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/logout',
    headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
  });

const sessionIdOf = (cookie: string) => createHash('sha256').update(cookie.split('=')[1]!).digest('base64url');

describe('sign-in, the current user and sign-out', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx?.stop());

  it('POST /auth/login answers "Login successful" with the user and an httpOnly, SameSite=Lax session cookie', async () => {
    const { email } = await verifiedAccount(ctx);
    const response = await login(ctx, email.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Login successful',
      user: { email, firstname: 'Ada', lastname: 'Obi' },
    });
    const cookie = response.cookies.find((c) => c.name === 'kuza_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
  });

  it('gives a new session id at every sign-in, and ends the one the browser had', async () => {
    const { email, cookie: fromVerify } = await verifiedAccount(ctx);
    const first = sessionCookieOf(await login(ctx, email))!;
    const second = sessionCookieOf(
      await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        ...json({ email, password: PASSWORD }),
        headers: { cookie: first },
      }),
    )!;

    expect(new Set([fromVerify, first, second]).size).toBe(3);
    expect((await currentUser(ctx, first)).statusCode).toBe(401);
    expect((await currentUser(ctx, second)).statusCode).toBe(200);
  });

  it('does not say which part was wrong: unknown address, wrong password, Google-only account', async () => {
    const { email } = await verifiedAccount(ctx);
    const wrongPassword = await login(ctx, email, 'Wrong!pass1');
    const unknown = await login(ctx, newEmail('nobody'));
    await (
      await accountsOf(ctx.app)
    ).updateOne({ email }, { $unset: { passwordHash: 1 }, $set: { hasPassword: false, googleId: 'g-1' } });
    const googleOnly = await login(ctx, email);

    for (const response of [wrongPassword, unknown, googleOnly]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'Invalid email or password' });
      expect(response.cookies).toEqual([]);
    }
  });

  it('tells an unverified account with the right password to verify, and mails a new code', async () => {
    const email = newEmail();
    await signUp(ctx, account(email));
    await ctx.smtp.waitFor(email);
    await ctx.app.db.connection
      .collection('pending_signups')
      .updateMany({ email }, { $set: { sentAt: new Date(Date.now() - 61_000) } });

    const response = await login(ctx, email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Please verify your email before signing in. We sent you a code.' });
    expect((await ctx.smtp.waitFor(email, 2)).subject).toMatch(/verification code/);
  });

  it('GET /auth/user answers the user without any secret, and 401 without a session', async () => {
    const { email, cookie } = await verifiedAccount(ctx);
    const response = await currentUser(ctx, cookie);

    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(Object.keys(user).sort()).toEqual(
      [
        'createdAt',
        'email',
        'emailVerified',
        'firstname',
        'id',
        'lastname',
        'locale',
        'onboarding',
        'providers',
        'updatedAt',
      ].sort(),
    );
    expect(user).toMatchObject({ email, emailVerified: true, providers: ['password'], onboarding: {} });
    expect(response.body).not.toMatch(/argon2|passwordHash|verification|googleId/);

    expect((await currentUser(ctx, undefined)).json()).toMatchObject({ error: 'Not signed in' });
    const forged = await currentUser(ctx, 'kuza_session=forged-value');
    expect(forged.statusCode).toBe(401);
    expect(forged.cookies.find((c) => c.name === 'kuza_session')?.value).toBe('');
  });

  it('POST /auth/logout revokes the session on the server and clears the cookie', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await logout(ctx, cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    expect(response.cookies.find((c) => c.name === 'kuza_session')).toMatchObject({ value: '' });
    // The old cookie, replayed, opens nothing.
    expect((await currentUser(ctx, cookie)).statusCode).toBe(401);
    expect(
      await ctx.app.db.connection.collection('sessions').countDocuments({ _id: sessionIdOf(cookie) as never }),
    ).toBe(0);
    // Signing out twice is harmless.
    expect((await logout(ctx)).statusCode).toBe(200);
  });

  it('stores only a hash of the session id, with a 7-day expiry that slides with use', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const sessions = ctx.app.db.connection.collection<{ _id: string; expiresAt: Date; lastSeenAt: Date }>('sessions');
    const stored = await sessions.findOne({ _id: sessionIdOf(cookie) });
    expect(stored).not.toBeNull();
    expect(await sessions.countDocuments({ _id: cookie.split('=')[1]! })).toBe(0);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);

    // Two days later the session is used: it is extended to 7 days from then and the cookie resent.
    const twoDays = 2 * 24 * 3600_000;
    await sessions.updateOne(
      { _id: stored!._id },
      {
        $set: {
          lastSeenAt: new Date(Date.now() - twoDays),
          expiresAt: new Date(stored!.expiresAt.getTime() - twoDays),
        },
      },
    );
    const response = await currentUser(ctx, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'kuza_session')?.maxAge).toBe(7 * 24 * 3600);
    const renewed = await sessions.findOne({ _id: stored!._id });
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(stored!.expiresAt.getTime() - 60_000);
  });

  it('refuses an expired session', async () => {
    const { cookie } = await verifiedAccount(ctx);
    await ctx.app.db.connection
      .collection('sessions')
      .updateOne({ _id: sessionIdOf(cookie) as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await currentUser(ctx, cookie)).statusCode).toBe(401);
  });
});

describe('sessions across an API restart', () => {
  it('keeps a session working in a rebuilt app on the same database, after the first app closed', async () => {
    const first = await createAuthApp({}, { keepDatabase: true });
    const { cookie } = await verifiedAccount(first);
    // The rebuilt app opens the same database; the first one (and its memory) is then gone.
    const second = await createAuthApp({}, { dbName: first.dbName });
    await first.stop();
    try {
      const response = await currentUser(second, cookie);
      expect(response.statusCode).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

describe('the session cookie over https', () => {
  it('is Secure when the site is served over https', async () => {
    const ctx = await createAuthApp({
      PUBLIC_WEB_URL: 'https://kuza.example',
      WEB_ORIGINS: 'https://kuza.example,http://localhost:3000',
    });
    try {
      const { email } = await verifiedAccount(ctx);
      const response = await login(ctx, email);
      expect(response.cookies.find((c) => c.name === 'kuza_session')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await ctx.stop();
    }
  });
});
