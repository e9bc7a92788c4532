import type { SaidMessage } from '@kuza/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/authenticate';
import {
  forgotPasswordSchema,
  parseInput,
  resendCodeSchema,
  resetPasswordSchema,
  setCookieSchema,
  signInSchema,
  signUpSchema,
  tokenQuerySchema,
  tokenSchema,
  updateProfileSchema,
  stepRuleSchema,
  verifyEmailSchema,
  AUTH_LIMITS,
} from '@kuza/contracts';
import type { Config } from '../../config';
import { readerLocale, sayTo } from '../../lib/i18n';
import { named } from '../../lib/named-plugin';
import { errorReply, yupRoute, type YupRoutes, type YupRouteSchema } from '../../lib/yup-route';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../sessions/cookie';
import type { User } from '../users/model';
import { toPublicUser } from '../users/public-user';
import { googleRoutes } from './google';
import { attemptLimit, byEmail, byEmailAnd, byIp, byResetToken, PER_ACCOUNT_LIMITS } from './limits';
import { authModels } from './model';
import { currentUserReply, messageReply, resendReply, sessionReply, signUpReply } from './schemas';
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

/** A route whose body (or query string) the shared yup schema checks; its OpenAPI details come from it. */
const docs = <const S extends Omit<YupRouteSchema, 'tags' | 'summary'>>(summary: string, schema: S) =>
  yupRoute({ tags: ['auth'], summary, ...schema });
const plain = <const R extends Record<number, unknown>>(summary: string, response: R) => ({
  schema: { tags: ['auth'], summary, response },
});

/**
 * The account routes of product.md §7, under /auth. Each route: limits → shared schema → service →
 * reply. Sessions start on login, verification and the Google hand-off, each with a new id.
 */
export const authRoutes: YupRoutes<{ config: Config }> = async (app, { config }) => {
  const { resetTokens, handoffs, pendingSignups } = await authModels(app.db.connection);
  const service = createAuthService({
    users: app.users,
    sessions: app.sessions,
    resetTokens,
    handoffs,
    pendingSignups,
    mailer: app.mailer,
    shared: app.shared,
    config,
    log: app.log,
  });
  // Reset links still being made are finished before the database and the mailer close.
  app.addHook('onClose', () => service.flush());

  const perIp = (name: string) => attemptLimit(app, `${name}:ip`, config.authRateLimitMax, byIp);
  /** The sign-up cookie's id, hashed: a key, never the cookie itself. */
  const signupCookie = (request: FastifyRequest) => {
    const id = request.cookies[SIGNUP_COOKIE];
    return id && /^[\w-]{20,100}$/.test(id) ? hashToken(id) : undefined;
  };
  /** Per address and requester: the IP for sign-ups and reset requests (a cookie is free to drop). */
  const perEmailAndIp = (name: keyof typeof PER_ACCOUNT_LIMITS) =>
    attemptLimit(
      app,
      `${name}:email-ip`,
      PER_ACCOUNT_LIMITS[name],
      byEmailAnd(() => undefined),
    );

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
    if (await app.users.knowsDevice(email, hashToken(device))) request.knownDevice = hashToken(device);
  };
  const bySource = (request: FastifyRequest) => {
    const email = byEmail(request);
    return email && `${email}|${request.knownDevice ? `device:${request.knownDevice}` : `ip:${request.ip}`}`;
  };
  async function rememberDevice(request: FastifyRequest, reply: FastifyReply, user: User) {
    const id = request.knownDevice ? undefined : newToken();
    if (!id) return;
    await app.users.rememberDevice(user._id, hashToken(id), MAX_KNOWN_DEVICES);
    reply.setCookie(DEVICE_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/auth',
      maxAge: 365 * 24 * 60 * 60,
    });
  }

  /** A new session for the user (a fresh id at every sign-in) in the cookie, and the spec's answer. */
  async function startSession(reply: FastifyReply, user: User, message: SaidMessage) {
    const previous = reply.request.cookies[SESSION_COOKIE];
    if (previous) await app.sessions.revoke(previous);
    const session = await app.sessions.create(user._id);
    setSessionCookie(reply, session.id, session.expiresAt, config.cookieSecure);
    return reply.send({ message: sayTo({ user, headers: reply.request.headers }, message), user: toPublicUser(user) });
  }

  app.post(
    '/local',
    {
      ...docs('Sign up with e-mail and password; mails a six-digit code', {
        body: signUpSchema,
        response: { 201: signUpReply, 400: errorReply, 429: errorReply },
      }),
      preValidation: [perIp('signup'), perEmailAndIp('signUp')],
    },
    async (request, reply) => {
      const user = await service.signUp(
        request.body,
        signupBrowser(request, reply),
        request.body.locale ?? readerLocale(request),
      );
      return reply.code(201).send({ message: sayTo(request, AUTH_REPLIES.signUp), user });
    },
  );

  app.put(
    '/email/verify',
    {
      ...docs('Verify the e-mail with its code; starts a session', {
        body: verifyEmailSchema,
        response: { 200: sessionReply, 400: errorReply, 429: errorReply },
      }),
      // Per address and the browser holding the sign-up (a code works only there): a stranger's
      // guesses, in another browser, never count against the owner's.
      preValidation: [
        perIp('verify'),
        attemptLimit(app, 'verify:browser', PER_ACCOUNT_LIMITS.verify, byEmailAnd(signupCookie)),
      ],
    },
    async (request, reply) => {
      const user = await service.verifyEmail(request.body, request.cookies[SIGNUP_COOKIE] ?? '');
      reply.clearCookie(SIGNUP_COOKIE, { path: '/auth' });
      return startSession(reply, user, AUTH_REPLIES.verified);
    },
  );

  app.post(
    '/email/resend',
    {
      ...docs('Send a new code (once a minute)', {
        body: resendCodeSchema,
        response: { 200: resendReply, 400: errorReply, 429: errorReply },
      }),
      preValidation: [
        perIp('resend'),
        // Every address, known or not, gets the same one-a-minute limit per browser, so a 429 reveals
        // nothing; codes themselves go out at most once a minute per address, whoever asks.
        attemptLimit(app, 'resend:browser', 1, byEmailAnd(signupCookie), AUTH_LIMITS.resendCooldownSeconds * 1000),
      ],
    },
    async (request) => {
      await service.resendCode(request.body.email, request.cookies[SIGNUP_COOKIE] ?? '');
      return { message: sayTo(request, AUTH_REPLIES.resent), cooldownSeconds: AUTH_LIMITS.resendCooldownSeconds };
    },
  );

  app.post(
    '/login',
    {
      ...docs('Sign in with e-mail and password; starts a session', {
        body: signInSchema,
        response: { 200: sessionReply, 400: errorReply, 401: errorReply, 403: errorReply, 429: errorReply },
      }),
      preValidation: [
        perIp('login'),
        knownDevice,
        attemptLimit(app, 'login:source', PER_ACCOUNT_LIMITS.login, bySource),
        attemptLimit(app, 'login:email', PER_ACCOUNT_LIMITS.loginAnySource, (request) =>
          request.knownDevice ? undefined : byEmail(request),
        ),
      ],
    },
    async (request, reply) => {
      const user = await service.login(request.body, () => signupBrowser(request, reply));
      await rememberDevice(request, reply, user);
      return startSession(reply, user, AUTH_REPLIES.login);
    },
  );

  app.post(
    '/logout',
    plain('Sign out: revokes the session and clears its cookie', { 200: messageReply }),
    async (request, reply) => {
      await app.sessions.revoke(request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, config.cookieSecure);
      return { message: sayTo(request, AUTH_REPLIES.logout) };
    },
  );

  app.get(
    '/user',
    {
      ...plain('The signed-in user (never a secret)', { 200: currentUserReply, 401: errorReply }),
      preHandler: app.requireUser,
    },
    async (request) => ({ user: toPublicUser(signedInUser(request)) }),
  );

  app.put(
    '/',
    {
      ...docs('Update the profile or onboarding answers (partial)', {
        body: updateProfileSchema,
        response: { 200: sessionReply, 400: errorReply, 401: errorReply },
      }),
      preValidation: app.requireUser,
    },
    async (request) => {
      const input = request.body;
      const stepRules = stepRuleSchema(input.completed_step, input);
      if (stepRules) await parseInput(stepRules, input);
      const user = await service.updateProfile(signedInUser(request)._id, input);
      return { message: sayTo({ user, headers: request.headers }, AUTH_REPLIES.profile), user: toPublicUser(user) };
    },
  );

  app.post(
    '/password/forgot',
    {
      ...docs('Mail a reset link; the same answer whether or not the account exists', {
        body: forgotPasswordSchema,
        response: { 200: messageReply, 400: errorReply, 429: errorReply },
      }),
      preValidation: [perIp('forgot'), perEmailAndIp('forgot')],
    },
    async (request) => {
      // Not awaited inside: the answer leaves before any per-account work (see forgotPassword).
      service.forgotPassword(request.body, readerLocale(request));
      return { message: sayTo(request, AUTH_REPLIES.forgot) };
    },
  );

  app.post(
    '/password/reset',
    {
      ...docs('Set a new password with the single-use token of the mailed link', {
        querystring: tokenQuerySchema,
        body: resetPasswordSchema,
        response: { 200: messageReply, 400: errorReply, 429: errorReply },
      }),
      preValidation: [
        perIp('reset'),
        attemptLimit(app, 'reset:token', PER_ACCOUNT_LIMITS.reset, byResetToken),
        // The token before the body: a dead link is what the page must say first.
        async (request) => {
          await tokenSchema.validate(request.query.token);
        },
      ],
    },
    async (request) => {
      const token = await tokenSchema.validate(request.query.token);
      await service.resetPassword(token, request.body);
      return { message: sayTo(request, AUTH_REPLIES.reset) };
    },
  );

  // product.md §7 writes the path with a trailing slash; both spellings work.
  for (const [path, hide] of [
    ['/set-cookie/', false],
    ['/set-cookie', true],
  ] as const) {
    app.post(
      path,
      {
        ...docs('Trade the one-time code of a Google sign-in (?token=) for the session cookie', {
          hide,
          querystring: tokenQuerySchema,
          body: setCookieSchema,
          response: { 200: sessionReply, 400: errorReply, 429: errorReply },
        }),
        preValidation: [
          perIp('set-cookie'),
          // The spec sends the token both in the query string and in the body; either will do, the
          // query string first. Checked as the body, so both give the same messages.
          async (request) => {
            const fromQuery: unknown = request.query.token;
            if (fromQuery !== undefined) request.body = { token: fromQuery as string };
          },
        ],
      },
      async (request, reply) =>
        startSession(reply, await service.redeemHandoff(request.body.token), AUTH_REPLIES.login),
    );
  }

  await app.register(named(googleRoutes), { config, service });
};
