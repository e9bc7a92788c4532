import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { createAuthApp, json, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { TEST_WEB_ORIGIN } from './helpers/test-app';
import { accountsOf } from './helpers/accounts';

/**
 * The OAuth steps the browser drives, with app.inject: start → (provider) → callback → hand-off.
 * The provider's token and userinfo endpoints are a small local server here; the full browser
 * flow against oauth2-mock-server is the Playwright test e2e/tests/auth-google.spec.ts.
 */
let profile: Record<string, unknown> = {};
let provider: http.Server;
let providerUrl: string;

beforeAll(async () => {
  provider = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/token')) {
      response.end(JSON.stringify({ access_token: 'provider-access-token', token_type: 'Bearer', expires_in: 3600 }));
    } else if (
      request.url?.startsWith('/userinfo') &&
      request.headers.authorization === 'Bearer provider-access-token'
    ) {
      response.end(JSON.stringify(profile));
    } else {
      response.statusCode = 401;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const cookieHeader = (response: LightMyRequestResponse) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Start, then come back to the callback as the provider would; returns the callback's redirect. */
async function signInWithGoogle(ctx: AuthTestApp, next?: string, origin = TEST_WEB_ORIGIN): Promise<URL> {
  const query = new URLSearchParams({ origin, ...(next ? { next } : {}) });
  const start = await ctx.app.inject({ method: 'GET', url: `/auth/google?${query}` });
  expect(start.statusCode).toBe(302);
  const state = new URL(start.headers.location as string).searchParams.get('state')!;
  const callback = await ctx.app.inject({
    method: 'GET',
    url: `/auth/google/callback?code=provider-code&state=${encodeURIComponent(state)}`,
    headers: { cookie: cookieHeader(start) },
  });
  expect(callback.statusCode).toBe(302);
  return new URL(callback.headers.location as string);
}

async function redeem(ctx: AuthTestApp, landing: URL) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/auth/set-cookie/',
    ...json({ token: landing.searchParams.get('token') }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().user;
}

describe('Google sign-in', () => {
  let ctx: AuthTestApp;
  beforeAll(async () => {
    ctx = await createAuthApp({
      API_URL: 'http://localhost:4000',
      GOOGLE_CLIENT_ID: 'kuza-test',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_AUTHORIZE_URL: `${providerUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${providerUrl}/token`,
      GOOGLE_USERINFO_URL: `${providerUrl}/userinfo`,
    });
  });
  afterAll(() => ctx?.stop());

  it('starts at the provider with the client, the callback URL, a state and a PKCE challenge', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: `/auth/google?origin=${TEST_WEB_ORIGIN}` });
    const location = new URL(start.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${providerUrl}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'kuza-test',
      redirect_uri: 'http://localhost:4000/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('state')).toBeTruthy();
  });

  it('creates a verified account for a new Google user and sends them to onboarding', async () => {
    profile = {
      sub: 'g-new',
      email: 'Zawadi@Example.com',
      email_verified: true,
      given_name: 'Zawadi',
      family_name: 'Mwangi',
    };
    const landing = await signInWithGoogle(ctx);

    expect(`${landing.origin}${landing.pathname}`).toBe(`${TEST_WEB_ORIGIN}/signin`);
    expect(landing.searchParams.get('next')).toBe('/onboarding/about-startup');
    const user = await redeem(ctx, landing);
    expect(user).toMatchObject({
      email: 'zawadi@example.com',
      firstname: 'Zawadi',
      emailVerified: true,
      providers: ['google'],
    });
  });

  it('sends a new Google account begun from a redirect to `next`, as e-mail sign-up does after verification', async () => {
    profile = { sub: 'g-invited', email: 'invited@example.com', email_verified: true, given_name: 'Imani' };
    const landing = await signInWithGoogle(ctx, '/team-members?invite=abc');

    expect(landing.searchParams.get('next')).toBe('/team-members?invite=abc');
    const user = await redeem(ctx, landing);
    expect(user).toMatchObject({ email: 'invited@example.com', emailVerified: true, providers: ['google'] });
  });

  it('links an existing account with the same verified e-mail and returns to the page asked for', async () => {
    const { email } = await verifiedAccount(ctx);
    profile = { sub: 'g-link', email: email.toUpperCase(), email_verified: true, given_name: 'Other' };
    const landing = await signInWithGoogle(ctx, '/pitch-decks');

    expect(landing.searchParams.get('next')).toBe('/pitch-decks');
    const user = await redeem(ctx, landing);
    expect(user).toMatchObject({ email, firstname: 'Ada', providers: ['password', 'google'] });
    // The next Google sign-in finds the account by its Google id and goes to the dashboard.
    profile = { ...profile, email: 'changed@example.com' };
    const again = await signInWithGoogle(ctx);
    expect(again.searchParams.get('next')).toBe('/dashboard');
    expect((await redeem(ctx, again)).email).toBe(email);
  });

  it('drops the password of an unverified account it links: whoever set it never proved the mailbox', async () => {
    const email = 'squatted@example.com';
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/local',
      ...json({ firstname: 'Mal', lastname: 'Lory', email, password: 'Squat!pass1' }),
    });
    profile = { sub: 'g-owner', email, email_verified: true, given_name: 'Owner' };
    const user = await redeem(ctx, await signInWithGoogle(ctx));
    expect(user).toMatchObject({ email, emailVerified: true, providers: ['google'] });
    const squatter = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...json({ email, password: 'Squat!pass1' }),
    });
    expect(squatter.statusCode).toBe(401);
  });

  it('refuses a Google account without a verified e-mail', async () => {
    profile = { sub: 'g-unverified', email: 'unverified@example.com', email_verified: false };
    const landing = await signInWithGoogle(ctx);
    expect(landing.href).toBe(`${TEST_WEB_ORIGIN}/signin?error=google_email_unverified`);
    expect(await (await accountsOf(ctx.app)).countDocuments({ email: 'unverified@example.com' })).toBe(0);
  });

  it('sends the browser back with google_failed when the state does not match', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/auth/google/callback?code=x&state=forged' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/signin?error=google_failed');
  });

  it('only returns to allowed web origins', async () => {
    profile = { sub: 'g-origin', email: 'origin@example.com', email_verified: true, given_name: 'Ori' };
    const landing = await signInWithGoogle(ctx, '//evil.example', 'https://evil.example');
    expect(landing.origin).toBe('http://localhost:3000');
    expect(landing.searchParams.get('next')).toBe('/onboarding/about-startup');
  });

  it('drops a `next` with control characters, which browsers would turn into another site', async () => {
    profile = { sub: 'g-tab', email: 'tab@example.com', email_verified: true, given_name: 'Tabitha' };
    const landing = await signInWithGoogle(ctx, '/\t/evil.example/');
    expect(landing.origin).toBe('http://localhost:3000');
    expect(landing.searchParams.get('next')).toBe('/onboarding/about-startup');
  });
});

describe('Google sign-in when no Google client is configured', () => {
  it('sends the buttons back to /signin with a clear error code instead of failing', async () => {
    const ctx = await createAuthApp();
    try {
      const start = await ctx.app.inject({
        method: 'GET',
        url: '/auth/google?origin=http://localhost:3001&next=/dashboard',
      });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('http://localhost:3001/signin?error=google_unavailable');
      const callback = await ctx.app.inject({ method: 'GET', url: '/auth/google/callback?code=x&state=y' });
      expect(callback.headers.location).toBe('http://localhost:3000/signin?error=google_unavailable');
    } finally {
      await ctx.stop();
    }
  });
});
