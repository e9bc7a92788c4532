import type { LightMyRequestResponse } from 'fastify';
import type { EnvSource } from '../../src/config';
import { codeIn, startTestSmtp, type TestSmtp } from './smtp';
import { createTestApp, TEST_WEB_ORIGIN, type TestApp, type TestAppOptions } from './test-app';

export interface AuthTestApp extends TestApp {
  smtp: TestSmtp;
}

export const PASSWORD = 'Secret!pass1';
let counter = 0;

/** A fresh address per call: tests in one file never share an account. */
export function newEmail(label = 'ada'): string {
  counter += 1;
  return `${label}-${counter}-${Date.now().toString(36)}@example.com`;
}

/** An app that really sends its mail, over SMTP, to a server in this process. */
export async function createAuthApp(
  env: EnvSource = {},
  options: Omit<TestAppOptions, 'env'> = {},
): Promise<AuthTestApp> {
  const smtp = await startTestSmtp();
  try {
    const ctx = await createTestApp({ ...options, env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: '1000', ...env } });
    return {
      ...ctx,
      smtp,
      stop: async () => {
        await ctx.stop();
        await smtp.stop();
      },
    };
  } catch (error) {
    await smtp.stop();
    throw error;
  }
}

/** The session cookie a response set, as a request header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'kuza_session');
  return cookie && cookie.value ? `kuza_session=${cookie.value}` : undefined;
}

export const json = (body: unknown) => ({
  payload: body as Record<string, unknown>,
  headers: { origin: TEST_WEB_ORIGIN },
});

export function signUp(ctx: TestApp, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/auth/local', ...json(body) });
}

export function verify(ctx: TestApp, email: string, otp: string) {
  return ctx.app.inject({ method: 'PUT', url: '/auth/email/verify', ...json({ email, otp }) });
}

export function login(ctx: TestApp, email: string, password = PASSWORD) {
  return ctx.app.inject({ method: 'POST', url: '/auth/login', ...json({ email, password }) });
}

export function currentUser(ctx: TestApp, cookie: string | undefined) {
  return ctx.app.inject({ method: 'GET', url: '/auth/user', headers: cookie ? { cookie } : {} });
}

export const account = (email: string, extra: Record<string, unknown> = {}) => ({
  firstname: 'Ada',
  lastname: 'Obi',
  email,
  password: PASSWORD,
  ...extra,
});

/** Signs up, reads the code from the received mail, verifies: a verified account and its session cookie. */
export async function verifiedAccount(
  ctx: AuthTestApp,
  email = newEmail(),
): Promise<{ email: string; cookie: string }> {
  const created = await signUp(ctx, account(email));
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
  const otp = codeIn(await ctx.smtp.waitFor(email));
  const verified = await verify(ctx, email, otp);
  const cookie = sessionCookieOf(verified);
  if (verified.statusCode !== 200 || !cookie) throw new Error(`verification failed: ${verified.body}`);
  return { email, cookie };
}
