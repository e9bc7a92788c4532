import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Types } from 'mongoose';
import { defineMessages } from '@kuza/i18n';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ExpiringCache } from '../lib/expiring-cache';
import { HttpError } from '../lib/http-error';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../modules/sessions/cookie';
import { sessionModel } from '../modules/sessions/model';
import { createSessionService, type ActiveSession, type SessionService } from '../modules/sessions/service';
import type { User } from '../modules/users/model';
import { createUsersService, type UsersService } from '../modules/users/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every read and write of accounts (api/src/modules/users/service.ts); never the collection itself. */
    users: UsersService;
    /** Server-side sessions (api/src/modules/sessions). */
    sessions: SessionService;
    /**
     * Hook for routes that need a signed-in user: sets `request.user` or answers 401. Routes whose
     * body is checked use it as a preValidation hook, so 401 comes before 400.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The live session the request's cookie opens, or null; looked up once per request, however
     * many hooks ask (the rate limiter keys on it before `requireUser` runs).
     */
    sessionOf: (request: FastifyRequest) => Promise<ActiveSession | null>;
  }
  interface FastifyRequest {
    /** The signed-in user (a plain object, read without hydration), once `requireUser` ran. */
    user: User | null;
    /** The raw session id from the cookie, once `requireUser` ran. */
    sessionId: string | null;
  }
}

export const { notSignedIn: NOT_SIGNED_IN } = defineMessages({
  notSignedIn: { id: 'api.auth.notSignedIn', defaultMessage: 'Not signed in' },
});

/** Where instances tell each other an account changed: its id, or `*` for any account. */
const ACCOUNTS_CHANNEL = 'accounts-changed';

/** One read of an account is shared by the requests that use it: none may change it. */
function frozen(user: User | null): User | null {
  if (user?.onboarding) Object.freeze(user.onboarding);
  return user && Object.freeze(user);
}

/**
 * The signed-in user of a route guarded by `app.requireUser`, typed as present. Fastify cannot
 * narrow `request.user` per route, so this is the one place that turns "set by the hook" into a
 * type; a route that forgot the hook answers 401 instead of crashing.
 */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
  return request.user;
}

/**
 * Who is calling: the session cookie → a live session → the user. Routes opt in with the
 * `app.requireUser` hook, so requests that need no user never touch the database for it.
 *
 * Sessions and accounts are read at most once per READ_CACHE_MS on an instance (the pages ask for
 * the user on every view). A write to an account through the users service forgets it here at once and on
 * the other instances through the shared state; a write that reached none of them (Redis down, or
 * made outside the API) shows at most READ_CACHE_MS later.
 */
export const authenticatePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const users = await createUsersService(app.db.connection);
    const sessions = await createSessionService(await sessionModel(app.db.connection), {
      cacheMs: config.readCacheMs,
      shared: app.shared,
    });
    const accounts = new ExpiringCache<string, User | null>(config.readCacheMs);
    const forgetAccount = (id: string) => (id === '*' ? accounts.clear() : accounts.delete(id));
    if (config.readCacheMs > 0) {
      await app.shared.subscribe(ACCOUNTS_CHANNEL, forgetAccount);
      users.onWrite((id = '*') => {
        forgetAccount(id);
        app.shared.publish(ACCOUNTS_CHANNEL, id).catch(() => undefined);
      });
    }
    const accountOf = (userId: Types.ObjectId) =>
      accounts.get(String(userId), async () => frozen(await users.byId(userId)));
    app.decorate('users', users);
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    const lookups = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
    const sessionOf = (request: FastifyRequest) => {
      let lookup = lookups.get(request);
      if (!lookup) {
        lookup = sessions.find(request.cookies[SESSION_COOKIE]);
        lookups.set(request, lookup);
      }
      return lookup;
    };
    app.decorate('sessionOf', sessionOf);

    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      const id = request.cookies[SESSION_COOKIE];
      const session = await sessionOf(request);
      const user = session ? await accountOf(session.userId) : null;
      if (!session || !user) {
        // A cookie that no longer opens anything is removed, so the browser stops sending it.
        if (id) clearSessionCookie(reply, config.cookieSecure);
        throw new HttpError(401, NOT_SIGNED_IN);
      }
      if (session.renewed) setSessionCookie(reply, id!, session.expiresAt, config.cookieSecure);
      request.user = user;
      request.sessionId = id!;
    });
  },
  { name: 'kuza-authenticate', dependencies: ['kuza-mongoose', 'kuza-cookie', 'kuza-shared-state'] },
);
