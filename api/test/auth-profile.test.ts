import { createAuthApp, currentUser, json, sessionCookieOf, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { createHandoffForTest } from './helpers/handoff';
import { accountsOf } from './helpers/accounts';

describe('PUT /auth (partial profile and onboarding update)', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx?.stop());

  const update = (cookie: string | undefined, body: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/auth',
      ...json(body),
      headers: { ...json(body).headers, ...(cookie ? { cookie } : {}) },
    });

  it('saves onboarding step 1 and answers the updated user', async () => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await update(cookie, { industry: 'Fintech', team_size: '1-10' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated',
      user: { onboarding: { industry: 'Fintech', team_size: '1-10' } },
    });
    expect((await currentUser(ctx, cookie)).json().user.onboarding).toEqual({ industry: 'Fintech', team_size: '1-10' });
  });

  it('changes only the fields sent, clears a choice sent empty, and keeps the rest', async () => {
    const { cookie } = await verifiedAccount(ctx);
    await update(cookie, { industry: 'Agritech', team_size: '10-50', target_audience: 'Smallholder farmers' });
    const response = await update(cookie, {
      team_size: '',
      goals: ['Create pitch deck', 'Resume Builder'],
      firstname: 'Adaeze',
    });

    expect(response.json().user).toMatchObject({
      firstname: 'Adaeze',
      lastname: 'Obi',
      onboarding: {
        industry: 'Agritech',
        target_audience: 'Smallholder farmers',
        goals: ['Create pitch deck', 'Resume Builder'],
      },
    });
    expect(response.json().user.onboarding).not.toHaveProperty('team_size');
  });

  it('cannot change the e-mail, the verified flag or a password this way', async () => {
    const { email, cookie } = await verifiedAccount(ctx);
    const response = await update(cookie, {
      email: 'other@example.com',
      emailVerified: false,
      passwordHash: 'x',
      googleId: 'g',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email, emailVerified: true, providers: ['password'] });
  });

  it.each([
    [{ industry: 'Mining' }, 'Choose an industry from the list'],
    [{ team_size: '7' }, 'Choose a team size from the list'],
    [{ goals: ['Fly'] }, 'Choose goals from the list'],
    [{ firstname: 'A' }, 'First name must be at least 2 characters'],
    [{ industry: { $ne: null } }, 'Industry must be text'],
  ])('answers 400 for %j', async (body, message) => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await update(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });

  it('answers 401 without a session', async () => {
    const response = await update(undefined, { industry: 'Fintech' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Not signed in' });
  });
});

describe('POST /auth/set-cookie/?token= (the Google hand-off)', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx?.stop());

  const redeem = (token: string, body: unknown = { token }) =>
    ctx.app.inject({ method: 'POST', url: `/auth/set-cookie/?token=${token}`, ...json(body) });

  it('trades a one-time code for a session, once', async () => {
    const { email } = await verifiedAccount(ctx);
    const user = await (await accountsOf(ctx.app)).findOne({ email });
    const code = await createHandoffForTest(ctx, user!._id);

    const response = await redeem(code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Login successful', user: { email } });
    expect((await currentUser(ctx, sessionCookieOf(response))).statusCode).toBe(200);

    const again = await redeem(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'This sign-in link is invalid or has expired. Please sign in again.' });
  });

  it('accepts the path without the trailing slash and the token in the body only', async () => {
    const { email } = await verifiedAccount(ctx);
    const user = await (await accountsOf(ctx.app)).findOne({ email });
    const code = await createHandoffForTest(ctx, user!._id);
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/set-cookie', ...json({ token: code }) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an expired, unknown or malformed code', async () => {
    const { email } = await verifiedAccount(ctx);
    const user = await (await accountsOf(ctx.app)).findOne({ email });
    const code = await createHandoffForTest(ctx, user!._id, -1000);
    expect((await redeem(code)).statusCode).toBe(400);
    expect((await redeem('unknown-code')).statusCode).toBe(400);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/set-cookie/',
      ...json({ token: { $gt: '' } }),
    });
    expect(malformed.json()).toMatchObject({ error: 'Token must be text' });
  });
});
