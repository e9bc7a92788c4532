import { FOREIGN_ORIGIN } from './helpers/test-app';
import {
  account,
  createAuthApp,
  json,
  login,
  newEmail,
  PASSWORD,
  verifiedAccount,
  type AuthTestApp,
} from './helpers/auth';

const STATE_CHANGING = [
  ['POST', '/auth/local'],
  ['PUT', '/auth/email/verify'],
  ['POST', '/auth/email/resend'],
  ['POST', '/auth/login'],
  ['POST', '/auth/logout'],
  ['PUT', '/auth'],
  ['POST', '/auth/password/forgot'],
  ['POST', '/auth/password/reset?token=abc'],
  ['POST', '/auth/set-cookie/?token=abc'],
] as const;

describe('Origin check on the account routes', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp();
  });
  afterAll(() => ctx?.stop());

  it.each(STATE_CHANGING)('refuses %s %s from a foreign origin with 403', async (method, url) => {
    const response = await ctx.app.inject({ method, url, payload: {}, headers: { origin: FOREIGN_ORIGIN } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Origin not allowed' });
  });

  it('refuses a sign-in from a foreign origin even with the right password, and sets no cookie', async () => {
    const { email } = await verifiedAccount(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: account(email).password },
      headers: { origin: FOREIGN_ORIGIN },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });
});

describe('rate limits on the account routes', () => {
  it('limits attempts per IP (AUTH_RATE_LIMIT_MAX per 15 minutes), whatever the addresses', async () => {
    const ctx = await createAuthApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await login(ctx, newEmail('spray'))).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await login(ctx, newEmail('spray'));
      expect(limited.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Each route has its own count: sign-up still works from this address.
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/auth/local', ...json(account(newEmail())) })).statusCode,
      ).toBe(201);
    } finally {
      await ctx.stop();
    }
  });

  const wrongFrom = (ctx: AuthTestApp, email: string, ip: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...json({ email, password: 'Wrong!pass1' }),
      headers: { ...json({}).headers, ...headers },
      remoteAddress: ip,
    });

  it('limits sign-in attempts per address and source: a guesser is stopped, the owner elsewhere still signs in', async () => {
    const ctx = await createAuthApp();
    try {
      const { email } = await verifiedAccount(ctx);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await wrongFrom(ctx, email, '10.0.0.66')).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
      // Even the right password waits, from the guesser's address: guessing is what the limit stops.
      const guesser = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        ...json({ email, password: PASSWORD }),
        remoteAddress: '10.0.0.66',
      });
      expect(guesser.statusCode).toBe(429);
      // The owner, from anywhere else, is not locked out.
      expect((await login(ctx, email)).statusCode).toBe(200);
    } finally {
      await ctx.stop();
    }
  });

  it('stops guessing from many addresses, except for a browser that signed in before', async () => {
    const ctx = await createAuthApp();
    try {
      const { email } = await verifiedAccount(ctx);
      const signedIn = await login(ctx, email);
      const device = signedIn.cookies.find((c) => c.name === 'kuza_device');
      expect(device).toMatchObject({ httpOnly: true, path: '/auth' });

      const statuses: number[] = [];
      // 50 tries per address from sources it does not know; the owner's own sign-in was the first.
      for (let i = 0; i < 50; i += 1) statuses.push((await wrongFrom(ctx, email, `10.1.${i}.1`)).statusCode);
      expect(statuses.slice(0, 49)).toEqual(Array(49).fill(401));
      expect(statuses[49]).toBe(429);
      expect((await login(ctx, email)).statusCode).toBe(429);

      // The owner's browser, known from its earlier sign-in, still signs in with the right password.
      const known = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        ...json({ email, password: PASSWORD }),
        headers: { ...json({}).headers, cookie: `kuza_device=${device!.value}` },
      });
      expect(known.statusCode).toBe(200);
      // A made-up device cookie counts as no device.
      const forged = await wrongFrom(ctx, email, '10.9.9.9', { cookie: 'kuza_device=forged-device-id-0000000000' });
      expect(forged.statusCode).toBe(429);
    } finally {
      await ctx.stop();
    }
  }, 30_000);

  it('limits forgot-password per address, answering unknown addresses the same way', async () => {
    const ctx = await createAuthApp();
    try {
      const send = (email: string) =>
        ctx.app.inject({ method: 'POST', url: '/auth/password/forgot', ...json({ email }) });
      const { email } = await verifiedAccount(ctx);
      const nobody = newEmail('nobody');
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        known.push((await send(email)).statusCode);
        unknown.push((await send(nobody)).statusCode);
      }
      expect(known).toEqual([200, 200, 200, 200, 200, 429]);
      expect(unknown).toEqual(known);
    } finally {
      await ctx.stop();
    }
  });

  it('limits sign-up and verification per address', async () => {
    const ctx = await createAuthApp();
    try {
      const email = newEmail();
      const signUps: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        signUps.push(
          (await ctx.app.inject({ method: 'POST', url: '/auth/local', ...json(account(email)) })).statusCode,
        );
      }
      expect(signUps).toEqual([201, 201, 201, 201, 201, 429]);

      const verifies: Array<{ status: number; error: string }> = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await ctx.app.inject({
          method: 'PUT',
          url: '/auth/email/verify',
          ...json({ email, otp: '000000' }),
        });
        verifies.push({ status: response.statusCode, error: response.json().error });
      }
      // Tries 6-10 meet the code's own 5-tries lock, answered as any wrong code; the 11th is the
      // per-address limiter's answer, which an unknown address gets too.
      expect(verifies.slice(5, 10)).toEqual(Array(5).fill({ status: 400, error: 'Invalid or expired code' }));
      expect(verifies[10]!.status).toBe(429);
      expect(verifies[10]!.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    } finally {
      await ctx.stop();
    }
  });

  describe('per IP on every other account route (AUTH_RATE_LIMIT_MAX)', () => {
    const MAX = 3;
    let ctx: AuthTestApp;
    let n = 0;
    beforeAll(async () => {
      ctx = await createAuthApp({ AUTH_RATE_LIMIT_MAX: String(MAX) });
    });
    afterAll(() => ctx?.stop());

    // A new address or token every time, so only the per-IP count can refuse.
    const fresh = () => {
      n += 1;
      return `guess${n}`;
    };
    const newPassword = { newPassword: 'Brand!new22', confirmPassword: 'Brand!new22' };
    const ROUTES: Array<[string, number, () => { method: 'POST' | 'PUT'; url: string; body: object }]> = [
      ['sign-up', 201, () => ({ method: 'POST', url: '/auth/local', body: account(newEmail('ip')) })],
      [
        'verify',
        400,
        () => ({ method: 'PUT', url: '/auth/email/verify', body: { email: newEmail('ip'), otp: '000000' } }),
      ],
      ['resend', 200, () => ({ method: 'POST', url: '/auth/email/resend', body: { email: newEmail('ip') } })],
      ['forgot', 200, () => ({ method: 'POST', url: '/auth/password/forgot', body: { email: newEmail('ip') } })],
      ['reset', 400, () => ({ method: 'POST', url: `/auth/password/reset?token=${fresh()}`, body: newPassword })],
      ['set-cookie', 400, () => ({ method: 'POST', url: `/auth/set-cookie/?token=${fresh()}`, body: {} })],
    ];

    it.each(ROUTES)(
      'answers %s as usual up to the limit, then 429 with the limiter message',
      async (_name, ordinary, request) => {
        const send = () => {
          const { method, url, body } = request();
          return ctx.app.inject({ method, url, ...json(body) });
        };
        const statuses: number[] = [];
        for (let i = 0; i < MAX; i += 1) statuses.push((await send()).statusCode);
        expect(statuses).toEqual(Array(MAX).fill(ordinary));

        const limited = await send();
        expect(limited.statusCode).toBe(429);
        expect(limited.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      },
    );
  });

  it('limits reset attempts per token', async () => {
    const ctx = await createAuthApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/auth/password/reset?token=guess',
          ...json({ newPassword: 'Brand!new22', confirmPassword: 'Brand!new22' }),
          remoteAddress: `10.1.0.${i + 1}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses[10]).toBe(429);
    } finally {
      await ctx.stop();
    }
  });
});
