import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { docsOnly } from '../../lib/docs-only';
import { signedInUser } from '../../plugins/authenticate';
import {
  forgotPasswordSchema,
  parseInput,
  resendCodeSchema,
  resetPasswordSchema,
  setCookieSchema,
  signInSchema,
  signUpSchema,
  tokenSchema,
  updateProfileSchema,
  stepRuleSchema,
  verifyEmailSchema,
  AUTH_LIMITS,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../sessions/cookie';
import type { UserDocument } from '../users/model';
import { toPublicUser } from '../users/public-user';
import { googleRoutes } from './google';
import { attemptLimit, byEmail, byIp, byResetToken, PER_ACCOUNT_LIMITS } from './limits';
import { authModels } from './model';
import {
  currentUserReply,
  documented,
  errorReply,
  messageReply,
  publicUserSchema,
  resendReply,
  sessionReply,
  signUpReply,
} from './schemas';
import { hashToken, newToken } from './secrets';
import { AUTH_REPLIES, createAuthService } from './service';

/** The cookie naming the browser a sign-up was made in (see signupBrowser). */
const SIGNUP_COOKIE = 'kuza_signup';
/** The cookie naming a browser that signed in with the password before (see knownDevice). */
const DEVICE_COOKIE = 'kuza_device';
const MAX_KNOWN_DEVICES = 10;

declare module 'fastify' {
  interface FastifyRequest {
    /** The hash of this browser's device cookie, when the account of the body's address knows it. */
    knownDevice?: string;
  }
}

const text = { type: 'string' };
const email = { type: 'string', format: 'email' };

/** OpenAPI details of a route; bodies and query strings are validated by the shared yup schemas. */
function docs(summary: string, extra: Record<string, unknown>): RouteShorthandOptions {
  return { schema: { tags: ['auth'], summary, ...extra }, validatorCompiler: docsOnly };
}

/**
 * The account routes of product.md §7, under /auth. Each route: limits → shared schema → service →
 * reply. Sessions start on login, verification and the Google hand-off, each with a new id.
 */
export const authRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const { resetTokens, handoffs, pendingSignups } = await authModels(app.db.connection);
  const service = createAuthService({
    users: app.users,
    sessions: app.sessions,
    resetTokens,
    handoffs,
    pendingSignups,
    mailer: app.mailer,
    config,
    log: app.log,
  });
  app.addSchema(publicUserSchema);
  // Reset links still being made are finished before the database and the mailer close.
  app.addHook('onClose', () => service.flush());

  const perIp = (name: string) => attemptLimit(app, `${name}:ip`, config.authRateLimitMax, byIp);
  const perEmail = (name: keyof typeof PER_ACCOUNT_LIMITS) =>
    attemptLimit(app, `${name}:email`, PER_ACCOUNT_LIMITS[name], byEmail);

  /**
   * The browser a sign-up was made in: a random id in an HttpOnly cookie, set when a sign-up (or
   * the sign-in of an unverified account) starts and read when its code is verified or resent, so
   * a code only works where its sign-up was made.
   */
  function signupBrowser(request: FastifyRequest, reply: FastifyReply): string {
    const known = request.cookies[SIGNUP_COOKIE];
    if (known && /^[\w-]{20,100}$/.test(known)) return known;
    const id = newToken();
    reply.setCookie(SIGNUP_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/auth',
      maxAge: 24 * 60 * 60,
    });
    return id;
  }

  /**
   * Known devices: a browser that signed in with the account's password gets a long-lived random
   * id (HttpOnly cookie; its hash kept on the account, the newest MAX_KNOWN_DEVICES). Sign-in
   * failures are counted per address and source, the source being that device when it is known,
   * else the IP; so a stranger's wrong guesses slow the stranger down, never the owner's browser.
   */
  const knownDevice = async (request: FastifyRequest) => {
    const email = byEmail(request);
    const device = request.cookies[DEVICE_COOKIE];
    if (!email || !device) return;
    const user = await app.users.findOne({ email }).select('+knownDevices');
    if (user?.knownDevices?.includes(hashToken(device))) request.knownDevice = hashToken(device);
  };
  const bySource = (request: FastifyRequest) => {
    const email = byEmail(request);
    return email && `${email}|${request.knownDevice ? `device:${request.knownDevice}` : `ip:${request.ip}`}`;
  };
  async function rememberDevice(request: FastifyRequest, reply: FastifyReply, user: UserDocument) {
    const id = request.knownDevice ? undefined : newToken();
    if (!id) return;
    await app.users.updateOne(
      { _id: user._id },
      { $push: { knownDevices: { $each: [hashToken(id)], $slice: -MAX_KNOWN_DEVICES } } },
    );
    reply.setCookie(DEVICE_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/auth',
      maxAge: 365 * 24 * 60 * 60,
    });
  }

  /** A new session for the user (a fresh id at every sign-in) in the cookie, and the spec's answer. */
  async function startSession(reply: FastifyReply, user: UserDocument, message: string) {
    const previous = reply.request.cookies[SESSION_COOKIE];
    if (previous) await app.sessions.revoke(previous);
    const session = await app.sessions.create(user._id);
    setSessionCookie(reply, session.id, session.expiresAt, config.cookieSecure);
    return reply.send({ message, user: toPublicUser(user) });
  }

  app.post(
    '/local',
    {
      ...docs('Sign up with e-mail and password; mails a six-digit code', {
        body: documented({ firstname: text, lastname: text, email, password: text }),
        response: { 201: signUpReply, 400: errorReply, 429: errorReply },
      }),
      preHandler: [perIp('signup'), perEmail('signUp')],
    },
    async (request, reply) => {
      const input = await parseInput(signUpSchema, request.body);
      const user = await service.signUp(input, signupBrowser(request, reply));
      return reply.code(201).send({ message: AUTH_REPLIES.signUp, user });
    },
  );

  app.put(
    '/email/verify',
    {
      ...docs('Verify the e-mail with its code; starts a session', {
        body: documented({ email, otp: text }),
        response: { 200: sessionReply, 400: errorReply, 429: errorReply },
      }),
      preHandler: [perIp('verify'), perEmail('verify')],
    },
    async (request, reply) => {
      const input = await parseInput(verifyEmailSchema, request.body);
      const user = await service.verifyEmail(input, request.cookies[SIGNUP_COOKIE] ?? '');
      reply.clearCookie(SIGNUP_COOKIE, { path: '/auth' });
      return startSession(reply, user, AUTH_REPLIES.verified);
    },
  );

  app.post(
    '/email/resend',
    {
      ...docs('Send a new code (once a minute)', {
        body: documented({ email }),
        response: { 200: resendReply, 400: errorReply, 429: errorReply },
      }),
      preHandler: [
        perIp('resend'),
        // Every address, known or not, gets the same one-a-minute limit, so a 429 reveals nothing.
        attemptLimit(app, 'resend:email', 1, byEmail, AUTH_LIMITS.resendCooldownSeconds * 1000),
      ],
    },
    async (request) => {
      const { email: address } = await parseInput(resendCodeSchema, request.body);
      await service.resendCode(address, request.cookies[SIGNUP_COOKIE] ?? '');
      return { message: AUTH_REPLIES.resent, cooldownSeconds: AUTH_LIMITS.resendCooldownSeconds };
    },
  );

  app.post(
    '/login',
    {
      ...docs('Sign in with e-mail and password; starts a session', {
        body: documented({ email, password: text }),
        response: { 200: sessionReply, 400: errorReply, 401: errorReply, 403: errorReply, 429: errorReply },
      }),
      preHandler: [
        perIp('login'),
        knownDevice,
        attemptLimit(app, 'login:source', PER_ACCOUNT_LIMITS.login, bySource),
        attemptLimit(app, 'login:email', PER_ACCOUNT_LIMITS.loginAnySource, (request) =>
          request.knownDevice ? undefined : byEmail(request),
        ),
      ],
    },
    async (request, reply) => {
      const input = await parseInput(signInSchema, request.body);
      const user = await service.login(input, () => signupBrowser(request, reply));
      await rememberDevice(request, reply, user);
      return startSession(reply, user, AUTH_REPLIES.login);
    },
  );

  app.post(
    '/logout',
    { ...docs('Sign out: revokes the session and clears its cookie', { response: { 200: messageReply } }) },
    async (request, reply) => {
      await app.sessions.revoke(request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, config.cookieSecure);
      return { message: AUTH_REPLIES.logout };
    },
  );

  app.get(
    '/user',
    {
      ...docs('The signed-in user (never a secret)', { response: { 200: currentUserReply, 401: errorReply } }),
      preHandler: app.requireUser,
    },
    async (request) => ({ user: toPublicUser(signedInUser(request)) }),
  );

  app.put(
    '/',
    {
      ...docs('Update the profile or onboarding answers (partial)', {
        body: documented({
          firstname: text,
          lastname: text,
          profileImage: text,
          industry: text,
          team_size: text,
          target_audience: text,
          goal: text,
          goals: { type: 'array' },
          completed_step: { type: 'integer', description: 'The onboarding step just passed: 1, 2 or 3' },
        }),
        response: { 200: sessionReply, 400: errorReply, 401: errorReply },
      }),
      preHandler: app.requireUser,
    },
    async (request) => {
      const input = await parseInput(updateProfileSchema, request.body);
      const stepRules = stepRuleSchema(input.completed_step, (request.body ?? {}) as Record<string, unknown>);
      if (stepRules) await parseInput(stepRules, request.body);
      const user = await service.updateProfile(signedInUser(request)._id, input);
      return { message: AUTH_REPLIES.profile, user: toPublicUser(user) };
    },
  );

  app.post(
    '/password/forgot',
    {
      ...docs('Mail a reset link; the same answer whether or not the account exists', {
        body: documented({ email }),
        response: { 200: messageReply, 400: errorReply, 429: errorReply },
      }),
      preHandler: [perIp('forgot'), perEmail('forgot')],
    },
    async (request) => {
      // Not awaited inside: the answer leaves before any per-account work (see forgotPassword).
      service.forgotPassword(await parseInput(forgotPasswordSchema, request.body));
      return { message: AUTH_REPLIES.forgot };
    },
  );

  app.post(
    '/password/reset',
    {
      ...docs('Set a new password with the single-use token of the mailed link', {
        querystring: documented({ token: text }),
        body: documented({ newPassword: text, confirmPassword: text }),
        response: { 200: messageReply, 400: errorReply, 429: errorReply },
      }),
      preHandler: [perIp('reset'), attemptLimit(app, 'reset:token', PER_ACCOUNT_LIMITS.reset, byResetToken)],
    },
    async (request) => {
      const token = await tokenSchema.validate((request.query as { token?: unknown }).token);
      await service.resetPassword(token, await parseInput(resetPasswordSchema, request.body));
      return { message: AUTH_REPLIES.reset };
    },
  );

  const setCookie = {
    ...docs('Trade the one-time code of a Google sign-in (?token=) for the session cookie', {
      querystring: documented({ token: text }),
      body: documented({ token: text }),
      response: { 200: sessionReply, 400: errorReply, 429: errorReply },
    }),
    preHandler: [perIp('set-cookie')],
  };
  const redeem = async (request: { query: unknown; body: unknown }, reply: FastifyReply) => {
    // The spec sends the token both in the query string and in the body; either will do.
    const fromQuery = (request.query as { token?: unknown }).token;
    const { token } = await parseInput(setCookieSchema, fromQuery !== undefined ? { token: fromQuery } : request.body);
    return startSession(reply, await service.redeemHandoff(token), AUTH_REPLIES.login);
  };
  // product.md §7 writes the path with a trailing slash; both spellings work.
  app.post('/set-cookie/', setCookie, redeem);
  app.post('/set-cookie', { ...setCookie, schema: { ...setCookie.schema, hide: true } }, redeem);

  await app.register(googleRoutes, { config, service });
};
