import { createHash } from 'node:crypto';
import { createAuthApp, currentUser, json, login, newEmail, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { resetTokenIn } from './helpers/smtp';

const forgot = (ctx: AuthTestApp, email: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/auth/password/forgot', ...json({ email }) });

const reset = (ctx: AuthTestApp, token: string, newPassword = 'Brand!new22', confirmPassword = newPassword) =>
  ctx.app.inject({
    method: 'POST',
    url: `/auth/password/reset?token=${encodeURIComponent(token)}`,
    ...json({ newPassword, confirmPassword }),
  });

describe('forgot and reset password', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp({ PUBLIC_WEB_URL: 'http://localhost:3000' });
  });
  afterAll(() => ctx?.stop());

  async function requestLink(email: string, nth = 2) {
    expect((await forgot(ctx, email)).statusCode).toBe(200);
    return resetTokenIn(await ctx.smtp.waitFor(email, nth));
  }

  it('answers the same whether or not the account exists, and mails a link only to a real one', async () => {
    const { email } = await verifiedAccount(ctx);
    const known = await forgot(ctx, email.toUpperCase());
    const unknown = await forgot(ctx, newEmail('nobody'));

    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({
      message: 'If an account exists for this email, we sent a link to reset the password.',
    });
    expect(unknown.json()).toEqual(known.json());
    const mail = await ctx.smtp.waitFor(email, 2);
    expect(mail.subject).toBe('Reset your Kuza password');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/auth\/password\/reset\?token=[\w-]{43}/);
    expect(mail.html).toContain('/auth/password/reset?token=');
  });

  it('answers before any work for the account is done, then mails the link', async () => {
    const { email } = await verifiedAccount(ctx);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { users } = ctx.app;
    const byEmail = users.byEmail.bind(users);
    // The account lookup waits until the answer is in hand: a handler awaiting it would never answer.
    const lookup = jest.spyOn(users, 'byEmail').mockImplementationOnce((email) => gate.then(() => byEmail(email)));
    try {
      const response = await forgot(ctx, email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'If an account exists for this email, we sent a link to reset the password.',
      });
      expect(lookup).toHaveBeenCalledTimes(1);
    } finally {
      release();
      lookup.mockRestore();
    }
    expect(resetTokenIn(await ctx.smtp.waitFor(email, 2))).toMatch(/^[\w-]{43}$/);
  });

  it('logs a failure to make the link, and still answers as for any address', async () => {
    const failure = jest
      .spyOn(ctx.app.users, 'byEmail')
      .mockImplementationOnce(() => Promise.reject(new Error('database unavailable')));
    try {
      const response = await forgot(ctx, newEmail());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'If an account exists for this email, we sent a link to reset the password.',
      });
      for (let i = 0; i < 100 && !logged(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(logged()).toMatchObject({ level: 50, err: { message: 'database unavailable' } });
    } finally {
      failure.mockRestore();
    }

    function logged() {
      return ctx.logs.find((line) => line.msg === 'password reset link could not be created');
    }
  });

  it('stores only a hash of the token', async () => {
    const { email } = await verifiedAccount(ctx);
    const token = await requestLink(email);
    const resets = ctx.app.db.connection.collection('password_resets');
    expect(await resets.countDocuments({ tokenHash: token })).toBe(0);
    expect(await resets.countDocuments({ tokenHash: createHash('sha256').update(token).digest('base64url') })).toBe(1);
  });

  it('sets the new password, ends every session, and the old password stops working', async () => {
    const { email, cookie } = await verifiedAccount(ctx);
    const token = await requestLink(email);
    const response = await reset(ctx, token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' });
    expect((await currentUser(ctx, cookie)).statusCode).toBe(401);
    expect((await login(ctx, email)).statusCode).toBe(401);
    expect((await login(ctx, email, 'Brand!new22')).statusCode).toBe(200);
  });

  it('refuses a link used twice', async () => {
    const { email } = await verifiedAccount(ctx);
    const token = await requestLink(email);
    expect((await reset(ctx, token)).statusCode).toBe(200);

    const again = await reset(ctx, token, 'Third!pass33');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'This reset link is invalid or has expired. Please request a new one.',
    });
    expect((await login(ctx, email, 'Third!pass33')).statusCode).toBe(401);
  });

  it('refuses a link after its 30 minutes, and an earlier link once a newer one was sent', async () => {
    const { email } = await verifiedAccount(ctx);
    const older = await requestLink(email, 2);
    const newer = await requestLink(email, 3);
    expect((await reset(ctx, older)).statusCode).toBe(400);

    await ctx.app.db.connection
      .collection('password_resets')
      .updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await reset(ctx, newer);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatch(/invalid or has expired/);
  });

  it('refuses an unknown, missing or malformed token', async () => {
    expect((await reset(ctx, 'x'.repeat(43))).statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password/reset',
      ...json({ newPassword: 'Brand!new22', confirmPassword: 'Brand!new22' }),
    });
    expect(missing.json()).toMatchObject({ error: 'The link is missing its token' });
    const operator = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password/reset?token[$ne]=x',
      ...json({ newPassword: 'Brand!new22', confirmPassword: 'Brand!new22' }),
    });
    expect(operator.statusCode).toBe(400);
  });

  it.each([
    ['Short!1', 'Short!1', 'Must be at least 8 characters'],
    [
      'nocapitals!1',
      'nocapitals!1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one symbol',
    ],
    ['Brand!new22', 'Brand!new23', 'Passwords must match'],
    ['Brand!new22', '', 'Please confirm your password'],
  ])('answers 400 for new password %j and confirmation %j: %s', async (newPassword, confirmPassword, message) => {
    const response = await reset(ctx, 'a'.repeat(43), newPassword, confirmPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });

  it('validates the forgot-password e-mail with the spec messages', async () => {
    expect((await forgot(ctx, '')).json()).toMatchObject({ error: 'Email is required' });
    expect((await forgot(ctx, 'ada@')).json()).toMatchObject({ error: 'Invalid email address' });
    expect((await forgot(ctx, { $gt: '' })).json()).toMatchObject({ error: 'Email must be text' });
  });
});
