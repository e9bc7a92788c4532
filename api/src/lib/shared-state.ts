import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * What every API instance must see alike, beyond MongoDB: bounded slots (open progress streams per
 * person) and locks (work that must not overlap for one key). With REDIS_URL they live in Redis,
 * shared by all instances; without it, in this process, which is right for a single instance.
 * Rate limits use the same Redis through @fastify/rate-limit's own store (`redis`).
 */
export interface SharedState {
  readonly kind: 'redis' | 'memory';
  /** The client @fastify/rate-limit counts with; undefined when state is kept in this process. */
  readonly redis: Redis | undefined;
  /** Resolves when the store answers; rejects with the reason when it cannot be reached. */
  ping(): Promise<void>;
  /**
   * Takes one of `max` slots under `key` for at most `ttlMs` (a holder that dies frees its slot
   * then); answers the function that gives it back, or undefined when all `max` are taken.
   */
  takeSlot(key: string, max: number, ttlMs: number): Promise<(() => Promise<void>) | undefined>;
  /**
   * Runs `work` while no other caller, on any instance, runs work under the same key. A holder that
   * dies keeps the lock at most `ttlMs`.
   */
  withLock<T>(key: string, ttlMs: number, work: () => Promise<T>): Promise<T>;
  /**
   * Hands `message` to the listeners of `channel` on every instance, this one's included. Delivery is
   * best effort: a message sent while Redis is unreachable is lost, so a listener must only speed up
   * what happens anyway (a cache entry ending early, never a state change of its own).
   */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `listener` with every message published on `channel` from now on. */
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** Listeners by channel, for the in-process state and for the messages Redis delivers. */
class Listeners {
  private readonly byChannel = new Map<string, Array<(message: string) => void>>();

  add(channel: string, listener: (message: string) => void): boolean {
    const list = this.byChannel.get(channel);
    if (list) list.push(listener);
    else this.byChannel.set(channel, [listener]);
    return !list;
  }

  deliver(channel: string, message: string): void {
    for (const listener of this.byChannel.get(channel) ?? []) listener(message);
  }
}

const PREFIX = 'kuza:';
const LOCK_POLL_MS = 25;

/** Drops expired holders, then adds this one when fewer than `max` remain: one atomic step. */
const TAKE_SLOT = `
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
  if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 1
`;
/** Deletes the lock only while it is still this holder's (it may have expired and been taken). */
const RELEASE_LOCK = `
  if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
  return 0
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SharedStateError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SharedStateError';
  }
}

/**
 * Connects to REDIS_URL, waiting at most `connectTimeoutMs` for the first connection. Later
 * outages fail commands at once (no offline queue) and the client reconnects in the background.
 * (No per-command timeout: ioredis leaves each one's timer running after the command ends, which
 * keeps a stopping process alive; /ready bounds its own ping.)
 */
export async function redisSharedState(
  url: string,
  log: { warn(obj: unknown, msg?: string): void },
  connectTimeoutMs = 10_000,
): Promise<SharedState> {
  // Loaded only with REDIS_URL: a single instance never pays for the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: Math.min(connectTimeoutMs, 5_000),
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // One line per distinct failure, not one per reconnection attempt.
    if (error.message !== lastError) log.warn({ err: error }, 'redis connection problem');
    lastError = error.message;
  });
  redis.on('ready', () => (lastError = ''));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new SharedStateError(`REDIS_URL: Redis did not answer within ${connectTimeoutMs} ms`)),
      connectTimeoutMs,
    );
  });
  try {
    await Promise.race([redis.connect(), timeout]);
  } catch (error) {
    redis.disconnect();
    if (error instanceof SharedStateError) throw error;
    // The client's own error event names the cause (ECONNREFUSED, ENOTFOUND); the rejection only says "closed".
    throw new SharedStateError(`REDIS_URL: Redis cannot be reached (${lastError || (error as Error).message})`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }

  // A connection in subscriber mode can send nothing else: messages arrive on a second one, opened
  // with the first subscription (it reconnects and resubscribes by itself after an outage).
  const listeners = new Listeners();
  let subscriber: Redis | undefined;
  const subscriberConnection = async (): Promise<Redis> => {
    if (subscriber) return subscriber;
    subscriber = redis.duplicate({ enableOfflineQueue: true });
    subscriber.on('error', (error: Error) => log.warn({ err: error }, 'redis subscriber connection problem'));
    subscriber.on('message', (channel: string, message: string) => listeners.deliver(channel, message));
    await subscriber.connect();
    return subscriber;
  };

  return {
    kind: 'redis',
    redis,
    async ping() {
      await redis.ping();
    },
    async takeSlot(key, max, ttlMs) {
      const now = Date.now();
      const id = randomUUID();
      const slots = `${PREFIX}slots:${key}`;
      const taken = await redis.eval(TAKE_SLOT, 1, slots, now, max, now + ttlMs, id, ttlMs);
      if (taken !== 1) return undefined;
      return async () => {
        await redis.zrem(slots, id);
      };
    },
    async withLock(key, ttlMs, work) {
      const lock = `${PREFIX}lock:${key}`;
      const token = randomUUID();
      const giveUpAt = Date.now() + ttlMs;
      while ((await redis.set(lock, token, 'PX', ttlMs, 'NX')) !== 'OK') {
        // The holder's lock expires by then at the latest: a dead holder never blocks for longer.
        if (Date.now() > giveUpAt) throw new SharedStateError(`lock ${key} was not released`);
        await sleep(LOCK_POLL_MS);
      }
      try {
        return await work();
      } finally {
        await redis.eval(RELEASE_LOCK, 1, lock, token).catch(() => undefined);
      }
    },
    async publish(channel, message) {
      await redis.publish(`${PREFIX}${channel}`, message);
    },
    async subscribe(channel, listener) {
      const connection = await subscriberConnection();
      if (listeners.add(`${PREFIX}${channel}`, listener)) await connection.subscribe(`${PREFIX}${channel}`);
    },
    async close() {
      await subscriber?.quit().catch(() => subscriber?.disconnect());
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The same guarantees within one process: for `npm start`, tests and a single instance. */
export function memorySharedState(): SharedState {
  const slots = new Map<string, Map<string, number>>();
  const locks = new Map<string, Promise<unknown>>();
  const listeners = new Listeners();
  return {
    kind: 'memory',
    redis: undefined,
    async ping() {},
    async takeSlot(key, max, ttlMs) {
      const now = Date.now();
      const holders = slots.get(key) ?? new Map<string, number>();
      for (const [id, expiresAt] of holders) if (expiresAt <= now) holders.delete(id);
      if (holders.size >= max) return undefined;
      const id = randomUUID();
      holders.set(id, now + ttlMs);
      slots.set(key, holders);
      return async () => {
        holders.delete(id);
        if (holders.size === 0 && slots.get(key) === holders) slots.delete(key);
      };
    },
    withLock(key, _ttlMs, work) {
      const previous = locks.get(key) ?? Promise.resolve();
      const running = previous.then(work, work);
      const settled = running.catch(() => undefined);
      locks.set(key, settled);
      void settled.then(() => {
        if (locks.get(key) === settled) locks.delete(key);
      });
      return running;
    },
    async publish(channel, message) {
      listeners.deliver(channel, message);
    },
    async subscribe(channel, listener) {
      listeners.add(channel, listener);
    },
    async close() {},
  };
}
