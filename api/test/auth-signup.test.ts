import { account, createAuthApp, json, newEmail, PASSWORD, signUp, type AuthTestApp } from './helpers/auth';
import { codeIn } from './helpers/smtp';
import { accountsOf } from './helpers/accounts';

describe('POST /auth/local (sign-up)', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx?.stop());

  it('creates the account and answers 201 with the e-mail and the spec message', async () => {
    const email = newEmail();
    const response = await signUp(ctx, account(email));

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Account created! Please verify your email to continue.',
      user: { email },
    });
    // No session yet: only the cookie naming this browser, where the code will be verified.
    expect(response.cookies.map((cookie) => [cookie.name, cookie.httpOnly, cookie.path])).toEqual([
      ['kuza_signup', true, '/auth'],
    ]);
    const user = await (await accountsOf(ctx.app)).findOne({ email }).select('+passwordHash');
    expect(user).toMatchObject({ firstname: 'Ada', lastname: 'Obi', emailVerified: false });
    expect(user!.passwordHash).toBeUndefined();
    const pending = await ctx.app.db.connection.collection('pending_signups').findOne({ email });
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('mails a six-digit code over SMTP, with a plain-text and an HTML part and a sender', async () => {
    const email = newEmail();
    await signUp(ctx, account(email));
    const mail = await ctx.smtp.waitFor(email);

    expect(mail.from?.value).toEqual([{ name: 'Kuza', address: 'no-reply@kuza.local' }]);
    expect(mail.subject).toMatch(/^\d{6} is your Kuza verification code$/);
    const code = codeIn(mail);
    expect(mail.text).toContain(`Your Kuza verification code is: ${code}`);
    expect(mail.html).toContain(code);
    // Only a hash of the code is stored.
    const stored = await (await accountsOf(ctx.app)).findOne({ email }).select('+verification').lean();
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('stores the address in lower case, trims names, and drops unknown fields', async () => {
    const email = newEmail('Mixed.Case');
    const response = await signUp(
      ctx,
      account(email.toUpperCase(), { firstname: '  Ada ', emailVerified: true, role: 'admin' }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json().user.email).toBe(email.toLowerCase());
    const user = await (await accountsOf(ctx.app)).findOne({ email: email.toLowerCase() }).lean();
    expect(user).toMatchObject({ firstname: 'Ada', emailVerified: false });
    expect(user).not.toHaveProperty('role');
  });

  it.each([
    ['firstname', '', 'First name is required'],
    ['firstname', 'A', 'First name must be at least 2 characters'],
    ['lastname', undefined, 'Last name is required'],
    ['lastname', 'B', 'Last name must be at least 2 characters'],
    ['email', 'not-an-email', 'Invalid email'],
    ['email', '', 'Email is required'],
    ['password', 'Ab!', 'Must be at least 8 characters'],
    [
      'password',
      'lowercase!only',
      'Password must contain at least one uppercase letter, one lowercase letter, and one symbol',
    ],
    ['password', '', 'Password is required'],
  ])('answers 400 when %s is %j, with the spec message', async (field, value, message) => {
    const response = await signUp(ctx, account(newEmail(), { [field]: value }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });

  it('rejects operator objects instead of passing them to a query', async () => {
    const response = await signUp(ctx, account(newEmail(), { email: { $gt: '' } }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Email must be text' });
    expect(await (await accountsOf(ctx.app)).countDocuments({ email: { $exists: false } })).toBe(0);
  });

  it('refuses numbers where text is expected instead of saving them as strings', async () => {
    const email = newEmail();
    const response = await signUp(ctx, account(email, { firstname: 12345 }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'First name must be text' });
    expect(await (await accountsOf(ctx.app)).countDocuments({ email })).toBe(0);
    const numericEmail = await signUp(ctx, account(newEmail(), { email: 42 }));
    expect(numericEmail.statusCode).toBe(400);
    expect(numericEmail.json()).toMatchObject({ error: 'Email must be text' });
  });

  it('answers a second sign-up with the same e-mail exactly like the first, and mails the owner instead of a code', async () => {
    const email = newEmail();
    const first = await signUp(ctx, account(email));
    const otp = codeIn(await ctx.smtp.waitFor(email));
    await ctx.app.inject({ method: 'PUT', url: '/auth/email/verify', ...json({ email, otp }) });

    const second = await signUp(ctx, account(email.toUpperCase(), { firstname: 'Mallory', password: 'Other!pass2' }));

    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const notice = await ctx.smtp.waitFor(email, 2);
    expect(notice.subject).toBe('You already have a Kuza account');
    expect(notice.text).toContain('/forgot-password');
    // The account is untouched: one account, the first owner's name and password.
    expect(await (await accountsOf(ctx.app)).countDocuments({ email })).toBe(1);
    expect(await (await accountsOf(ctx.app)).findOne({ email }).lean()).toMatchObject({ firstname: 'Ada' });
    const login = await ctx.app.inject({ method: 'POST', url: '/auth/login', ...json({ email, password: PASSWORD }) });
    expect(login.statusCode).toBe(200);
  });

  /** Another browser: requests with their own sign-up cookie. */
  const browser = (id: string) => ({ cookie: `kuza_signup=${id.padEnd(24, '0')}` });
  const signUpIn = (id: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/local',
      ...json(body),
      headers: { ...json(body).headers, ...browser(id) },
    });
  const verifyIn = (id: string, email: string, otp: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/auth/email/verify',
      ...json({ email, otp }),
      headers: { ...json({}).headers, ...browser(id) },
    });
  const loginWith = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/login', ...json({ email, password }) });
  /** Lets the address be mailed again (one code a minute per address). */
  const afterCooldown = (email: string) =>
    ctx.app.db.connection
      .collection('pending_signups')
      .updateMany({ email }, { $set: { sentAt: new Date(Date.now() - 2 * 60_000) } });

  it('a stranger signing up with a pending address cannot keep a password on it: the owner verifies their own', async () => {
    const email = newEmail();
    expect((await signUpIn('victim', account(email, { firstname: 'Owner', password: 'Owner!pass1' }))).statusCode).toBe(
      201,
    );
    const ownersCode = codeIn(await ctx.smtp.waitFor(email));
    const stranger = await signUpIn('stranger', account(email, { firstname: 'Squatter', password: 'Squat!pass1' }));
    expect(stranger.statusCode).toBe(201);

    const verified = await verifyIn('victim', email, ownersCode);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.firstname).toBe('Owner');
    expect((await loginWith(email, 'Squat!pass1')).statusCode).toBe(401);
    expect((await loginWith(email, 'Owner!pass1')).statusCode).toBe(200);
  });

  it("a code works only in the browser whose sign-up it was sent for, so the stranger's code does not hand over the account", async () => {
    const email = newEmail();
    await signUpIn('victim', account(email, { firstname: 'Owner', password: 'Owner!pass1' }));
    const ownersCode = codeIn(await ctx.smtp.waitFor(email));
    await afterCooldown(email);
    await signUpIn('stranger', account(email, { firstname: 'Squatter', password: 'Squat!pass1' }));
    // The stranger's code reaches the owner's mailbox; typed in the owner's browser it does nothing.
    const strangersCode = codeIn(await ctx.smtp.waitFor(email, 2));
    expect(strangersCode).not.toBe(ownersCode);
    const refused = await verifyIn('victim', email, strangersCode);
    expect([refused.statusCode, refused.json()]).toMatchObject([400, { error: 'Invalid or expired code' }]);

    expect((await verifyIn('victim', email, ownersCode)).json().user.firstname).toBe('Owner');
    expect((await loginWith(email, 'Squat!pass1')).statusCode).toBe(401);
  });

  it('a sign-up made before the owner signed up is void once the owner verifies', async () => {
    const email = newEmail();
    await signUpIn('stranger', account(email, { firstname: 'Squatter', password: 'Squat!pass1' }));
    await ctx.smtp.waitFor(email);
    await afterCooldown(email);
    await signUpIn('victim', account(email, { firstname: 'Owner', password: 'Owner!pass1' }));
    const ownersCode = codeIn(await ctx.smtp.waitFor(email, 2));
    expect((await verifyIn('victim', email, ownersCode)).statusCode).toBe(200);
    expect((await loginWith(email, 'Squat!pass1')).statusCode).toBe(401);
    expect(await ctx.app.db.connection.collection('pending_signups').countDocuments({ email })).toBe(0);
  });
});
