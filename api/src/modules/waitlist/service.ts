import type { WaitlistJoinRequest } from '@kuza/contracts';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { WaitlistModel } from './model';

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** `cacheMs`: how long a count may be answered from memory (a join here forgets it at once). */
export function createWaitlistService(entries: WaitlistModel, cacheMs = 0) {
  const counts = new ExpiringCache<'count', number>(cacheMs);
  return {
    /**
     * Adds the address once. A second join (even one racing the first) hits the unique index and
     * is reported as already joined, keeping the first entry's time and source.
     */
    async join({ email, source }: WaitlistJoinRequest): Promise<{ alreadyJoined: boolean }> {
      try {
        await entries.create({ email, ...(source ? { source } : {}), joinedAt: new Date() });
        counts.clear();
        return { alreadyJoined: false };
      } catch (error) {
        if (isDuplicateKey(error)) return { alreadyJoined: true };
        throw error;
      }
    },

    /**
     * The whole collection is counted from its metadata (MongoDB's fast count) rather than by
     * walking an index: the landing pages ask on every view. It is exact except after an
     * unclean shutdown of mongod, until the collection is validated. Joins on other instances show
     * at most `cacheMs` later.
     */
    count(): Promise<number> {
      return counts.get('count', () => entries.estimatedDocumentCount());
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
