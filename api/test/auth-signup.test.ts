import { account, createAuthApp, json, newEmail, PASSWORD, signUp, type AuthTestApp } from './helpers/auth';
import { codeIn } from './helpers/smtp';

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
    expect(response.cookies).toEqual([]);
    const user = await ctx.app.users.findOne({ email }).select('+passwordHash +verification');
    expect(user).toMatchObject({ firstname: 'Ada', lastname: 'Obi', emailVerified: false, hasPassword: true });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
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
    const stored = await ctx.app.users.findOne({ email }).select('+verification').lean();
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
    const user = await ctx.app.users.findOne({ email: email.toLowerCase() }).lean();
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
    expect(response.json()).toEqual({ error: message });
  });

  it('rejects operator objects instead of passing them to a query', async () => {
    const response = await signUp(ctx, account(newEmail(), { email: { $gt: '' } }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Email must be text' });
    expect(await ctx.app.users.countDocuments({ email: { $exists: false } })).toBe(0);
  });

  it('refuses numbers where text is expected instead of saving them as strings', async () => {
    const email = newEmail();
    const response = await signUp(ctx, account(email, { firstname: 12345 }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'First name must be text' });
    expect(await ctx.app.users.countDocuments({ email })).toBe(0);
    const numericEmail = await signUp(ctx, account(newEmail(), { email: 42 }));
    expect(numericEmail.statusCode).toBe(400);
    expect(numericEmail.json()).toEqual({ error: 'Email must be text' });
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
    expect(await ctx.app.users.countDocuments({ email })).toBe(1);
    expect(await ctx.app.users.findOne({ email }).lean()).toMatchObject({ firstname: 'Ada' });
    const login = await ctx.app.inject({ method: 'POST', url: '/auth/login', ...json({ email, password: PASSWORD }) });
    expect(login.statusCode).toBe(200);
  });

  it('lets whoever proves the mailbox own an unverified account: a new sign-up replaces its password', async () => {
    const email = newEmail();
    await signUp(ctx, account(email, { firstname: 'Squatter', password: 'Squat!pass1' }));
    await ctx.smtp.waitFor(email);

    const response = await signUp(ctx, account(email, { firstname: 'Owner', password: 'Owner!pass1' }));
    expect(response.statusCode).toBe(201);
    // Within the resend cooldown no second code is sent: the first one still works.
    const otp = codeIn(await ctx.smtp.waitFor(email));
    const verified = await ctx.app.inject({ method: 'PUT', url: '/auth/email/verify', ...json({ email, otp }) });
    expect(verified.json().user.firstname).toBe('Owner');
    const squatter = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...json({ email, password: 'Squat!pass1' }),
    });
    expect(squatter.statusCode).toBe(401);
  });
});
