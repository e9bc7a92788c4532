import { AUTH_MESSAGES } from '@kuza/contracts';
import { createAuthApp, type AuthTestApp } from './helpers/auth';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

// Bodies are checked by Fastify's validator, which runs before a route's preHandler: sessions,
// attempt limits and a reset link's token are checked before it, so what a request is told first
// does not depend on where the check runs.

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await createAuthApp();
});
afterAll(() => ctx.stop());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  ctx.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { origin: TEST_WEB_ORIGIN } });

describe('what a request with a broken body is told first', () => {
  it.each([
    ['PUT', '/decks/65f000000000000000000000'],
    ['POST', '/resumes'],
    ['POST', '/team/invitations'],
    ['PUT', '/team/members/65f000000000000000000000'],
    ['PUT', '/users/me/password'],
    ['PUT', '/auth'],
  ] as const)('answers %s %s without a session with 401, whatever the body holds', async (method, url) => {
    const response = await send(method, url, { version: 'x', email: 42, mode: 'nonsense', firstname: 7 });

    expect([response.statusCode, response.json()]).toMatchObject([401, { error: 'Not signed in' }]);
  });

  it('says a reset link has no token before it looks at the new password', async () => {
    const response = await send('POST', '/auth/password/reset', {});

    expect([response.statusCode, response.json()]).toMatchObject([400, { error: 'The link is missing its token' }]);
  });

  it('says a reset link is not valid before it looks at the new password', async () => {
    const response = await send('POST', '/auth/password/reset?token=not%20a%20token', { newPassword: 'x' });

    expect([response.statusCode, response.json()]).toMatchObject([400, { error: 'The token is not valid' }]);
  });

  it('takes the Google hand-off token from the query string before the body', async () => {
    const response = await send('POST', '/auth/set-cookie?token=not%20a%20token', { token: 'AbcDef123' });

    expect([response.statusCode, response.json()]).toMatchObject([400, { error: 'The token is not valid' }]);
  });

  it("answers a sign-in without a body with the sign-in form's own message", async () => {
    const response = await send('POST', '/auth/login', undefined);

    expect([response.statusCode, response.json()]).toMatchObject([
      400,
      { error: AUTH_MESSAGES.required.defaultMessage, code: AUTH_MESSAGES.required.id },
    ]);
  });
});
