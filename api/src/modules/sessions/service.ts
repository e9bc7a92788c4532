import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { AUTH_LIMITS } from '@kuza/contracts';
import type { SessionModel } from './model';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = AUTH_LIMITS.sessionTtlDays * DAY_MS;
/** A session is extended at most this often, so busy pages do not write on every request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export interface ActiveSession {
  userId: Types.ObjectId;
  expiresAt: Date;
  /** True when this lookup extended the session: the cookie must be sent again with the new expiry. */
  renewed: boolean;
}

/** Server-side sessions: created at every sign-in, sliding 7-day expiry, revocable. */
export function createSessionService(sessions: SessionModel, now: () => Date = () => new Date()) {
  return {
    /** A new random id (256 bits) for a user; the caller puts it in the cookie. */
    async create(userId: Types.ObjectId): Promise<{ id: string; expiresAt: Date }> {
      const id = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
      await sessions.create({ _id: hashId(id), userId, createdAt: at, lastSeenAt: at, expiresAt });
      return { id, expiresAt };
    },

    /** The live session for a cookie value, extended when it was last extended over an hour ago. */
    async find(id: string | undefined): Promise<ActiveSession | null> {
      if (!id || id.length > 100) return null;
      const at = now();
      const session = await sessions.findOne({ _id: hashId(id), expiresAt: { $gt: at } }).lean();
      if (!session) return null;
      if (at.getTime() - session.lastSeenAt.getTime() < RENEW_AFTER_MS) {
        return { userId: session.userId, expiresAt: session.expiresAt, renewed: false };
      }
      const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
      await sessions.updateOne({ _id: session._id }, { $set: { lastSeenAt: at, expiresAt } });
      return { userId: session.userId, expiresAt, renewed: true };
    },

    async revoke(id: string | undefined): Promise<void> {
      if (id) await sessions.deleteOne({ _id: hashId(id) });
    },

    /** Signs a user out everywhere (after a password reset). */
    async revokeAll(userId: Types.ObjectId): Promise<void> {
      await sessions.deleteMany({ userId });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
