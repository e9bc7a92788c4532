import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { AUTH_LIMITS } from '@kuza/contracts';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { SharedState } from '../../lib/shared-state';
import type { SessionModel } from './model';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = AUTH_LIMITS.sessionTtlDays * DAY_MS;
/** A session is extended at most this often, so busy pages do not write on every request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;
/** Where instances tell each other a session ended: `session:<hash>` or `user:<id>` (all of one account's). */
const ENDED_CHANNEL = 'sessions-ended';

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export interface ActiveSession {
  userId: Types.ObjectId;
  expiresAt: Date;
  /** True when this lookup extended the session: the cookie must be sent again with the new expiry. */
  renewed: boolean;
}

export interface SessionServiceOptions {
  now?: () => Date;
  /**
   * A session looked up in the last `cacheMs` is answered from memory. Ending a session (sign-out,
   * password change) forgets it at once on this instance and, through `shared`, on the others; a
   * message lost while Redis is down still leaves it working at most `cacheMs` longer.
   */
  cacheMs?: number;
  shared?: SharedState;
}

/** Server-side sessions: created at every sign-in, sliding 7-day expiry, revocable. */
export async function createSessionService(
  sessions: SessionModel,
  { now = () => new Date(), cacheMs = 0, shared }: SessionServiceOptions = {},
) {
  // Keyed by the cookie value, so a hit costs no hashing; each entry knows its hash, which is all
  // that is ever sent to the other instances.
  const cache = new ExpiringCache<string, { hash: string; session: Omit<ActiveSession, 'renewed'> | null }>(cacheMs);
  const forget = (message: string) => {
    const [kind, id] = [message.slice(0, message.indexOf(':')), message.slice(message.indexOf(':') + 1)];
    if (kind === 'session') cache.deleteWhere((entry) => entry.hash === id);
    else if (kind === 'user') cache.deleteWhere(({ session }) => session !== null && String(session.userId) === id);
  };
  const ended = async (message: string) => {
    forget(message);
    // Best effort: the other instances' entries end within `cacheMs` anyway.
    await shared?.publish(ENDED_CHANNEL, message).catch(() => undefined);
  };
  if (cacheMs > 0) await shared?.subscribe(ENDED_CHANNEL, forget);

  /** The stored session, extended when it was last extended over an hour ago. */
  async function read(hash: string): Promise<ActiveSession | null> {
    const at = now();
    const session = await sessions.findOne({ _id: hash, expiresAt: { $gt: at } }).lean();
    if (!session) return null;
    if (at.getTime() - session.lastSeenAt.getTime() < RENEW_AFTER_MS) {
      return { userId: session.userId, expiresAt: session.expiresAt, renewed: false };
    }
    const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
    await sessions.updateOne({ _id: session._id }, { $set: { lastSeenAt: at, expiresAt } });
    return { userId: session.userId, expiresAt, renewed: true };
  }

  return {
    /** A new random id (256 bits) for a user; the caller puts it in the cookie. */
    async create(userId: Types.ObjectId): Promise<{ id: string; expiresAt: Date }> {
      const id = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
      await sessions.create({ _id: hashId(id), userId, createdAt: at, lastSeenAt: at, expiresAt });
      return { id, expiresAt };
    },

    /** The live session for a cookie value; `renewed` is true for the one lookup that extended it. */
    async find(id: string | undefined): Promise<ActiveSession | null> {
      if (!id || id.length > 100) return null;
      let renewed = false;
      const { session } = await cache.get(id, async () => {
        const hash = hashId(id);
        const found = await read(hash);
        renewed = found?.renewed ?? false;
        return { hash, session: found && { userId: found.userId, expiresAt: found.expiresAt } };
      });
      if (!session || session.expiresAt <= now()) return null;
      return { ...session, renewed };
    },

    async revoke(id: string | undefined): Promise<void> {
      if (!id) return;
      const hash = hashId(id);
      await sessions.deleteOne({ _id: hash });
      await ended(`session:${hash}`);
    },

    /** Signs a user out everywhere (after a password reset). */
    async revokeAll(userId: Types.ObjectId): Promise<void> {
      await sessions.deleteMany({ userId });
      await ended(`user:${String(userId)}`);
    },
  };
}

export type SessionService = Awaited<ReturnType<typeof createSessionService>>;
