import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { authModels } from './model';

/** An account nobody verified is deleted this long after it was made (once no sign-up for it waits). */
export const UNVERIFIED_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60_000;
/** How often each instance looks for them (the delete is idempotent, so instances need not agree). */
const EXPIRE_EVERY_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes the accounts nobody verified within 7 days; answers how many (hourly; tests call it). */
    expireUnverifiedAccounts(now?: Date): Promise<number>;
  }
}

/**
 * Sign-ups expire: the account a sign-up makes for an address nobody verifies is deleted after
 * UNVERIFIED_ACCOUNT_TTL_MS, once no sign-up for the address waits for its code (those expire a day
 * after they are made). The address is free again and nothing of a stranger's sign-up stays. Not a
 * TTL index: it must spare verified accounts, and the offline database's TTL ignores partial filters.
 */
export const authExpiryPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { pendingSignups } = await authModels(app.db.connection);
    const users = app.users;

    async function expireUnverifiedAccounts(now = new Date()): Promise<number> {
      const stale = await users.unverifiedBefore(new Date(now.getTime() - UNVERIFIED_ACCOUNT_TTL_MS), 1000);
      if (stale.length === 0) return 0;
      const waiting = new Set(await pendingSignups.distinct('email', { email: { $in: stale.map((u) => u.email) } }));
      const expired = stale.filter((user) => !waiting.has(user.email)).map((user) => user._id);
      return users.deleteUnverified(expired);
    }
    app.decorate('expireUnverifiedAccounts', expireUnverifiedAccounts);

    if (config.nodeEnv === 'test') return;
    const run = () =>
      void expireUnverifiedAccounts().catch((error: unknown) =>
        app.log.error({ err: error }, 'unverified accounts could not be expired'),
      );
    const timer = setInterval(run, EXPIRE_EVERY_MS);
    timer.unref();
    app.addHook('onReady', async () => run());
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'kuza-auth-expiry', dependencies: ['kuza-mongoose', 'kuza-authenticate'] },
);
