import { PASSWORD_CHANGE_LIMIT } from '../src/modules/users/routes';
import {
  createAuthApp,
  currentUser,
  json,
  login,
  PASSWORD,
  sessionCookieOf,
  verifiedAccount,
  type AuthTestApp,
} from './helpers/auth';
import { accountsOf } from './helpers/accounts';

const NEW_PASSWORD = 'Fresh!pass2';

describe('PUT /users/me/password', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx?.stop());

  const change = (cookie: string | undefined, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/users/me/password',
      ...json(body),
      headers: { ...json(body).headers, ...(cookie ? { cookie } : {}) },
    });
  const valid = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

  it('changes the password, keeps this browser signed in with a new session and ends every other one', async () => {
    const { email, cookie } = await verifiedAccount(ctx);
    const otherDevice = sessionCookieOf(await login(ctx, email));

    const response = await change(cookie, valid);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed. You were signed out on your other devices.' });
    const fresh = sessionCookieOf(response);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(cookie);
    expect((await currentUser(ctx, fresh)).statusCode).toBe(200);
    expect((await currentUser(ctx, cookie)).statusCode).toBe(401);
    expect((await currentUser(ctx, otherDevice)).statusCode).toBe(401);
    expect((await login(ctx, email)).statusCode).toBe(401);
    expect((await login(ctx, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('tells the owner by e-mail', async () => {
    const { email, cookie } = await verifiedAccount(ctx);
    await change(cookie, valid);
    const notice = await ctx.smtp.waitFor(email, 2);
    expect(notice.subject).toBe('Your Kuza password was changed');
    expect(notice.text).toContain('/forgot-password');
  });

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const { email, cookie } = await verifiedAccount(ctx);
    const response = await change(cookie, { ...valid, currentPassword: 'Wrong!pass1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Your current password is not correct' });
    expect((await currentUser(ctx, cookie)).statusCode).toBe(200);
    expect((await login(ctx, email)).statusCode).toBe(200);
  });

  it.each([
    [{ ...valid, currentPassword: '' }, 'Current password is required'],
    [{ ...valid, newPassword: 'short', confirmPassword: 'short' }, 'Must be at least 8 characters'],
    [
      { ...valid, newPassword: 'lowercase!only', confirmPassword: 'lowercase!only' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one symbol',
    ],
    [{ ...valid, confirmPassword: 'Other!pass3' }, 'Passwords must match'],
    [
      { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
      'Choose a new password that differs from the current one',
    ],
  ])('answers 400 with the rule broken: %j', async (body, message) => {
    const { cookie } = await verifiedAccount(ctx);
    const response = await change(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });

  it('refuses operator objects and numbers where a password is expected', async () => {
    const { cookie } = await verifiedAccount(ctx);
    for (const bad of [
      { ...valid, currentPassword: { $ne: null } },
      { ...valid, newPassword: 12345678 },
    ]) {
      expect((await change(cookie, bad)).statusCode).toBe(400);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await change(undefined, valid);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Not signed in' });
  });

  it('points an account without a password (Google only) to the reset link', async () => {
    const user = await (
      await accountsOf(ctx.app)
    ).create({
      firstname: 'Zuri',
      lastname: 'Mwangi',
      email: `zuri-${Date.now()}@example.com`,
      emailVerified: true,
      googleId: `g-${Date.now()}`,
      hasPassword: false,
    });
    const session = await ctx.app.sessions.create(user._id);
    const response = await change(`kuza_session=${session.id}`, valid);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/has no password yet/);
  });

  it(`stops guessing after ${PASSWORD_CHANGE_LIMIT} tries per account with 429`, async () => {
    const { cookie } = await verifiedAccount(ctx);
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT; i += 1) {
      expect((await change(cookie, { ...valid, currentPassword: `Guess!${i}xx` })).statusCode).toBe(400);
    }
    const blocked = await change(cookie, valid);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many attempts/);
  });
});
