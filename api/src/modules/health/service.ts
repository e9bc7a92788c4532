import type { Connection } from 'mongoose';
import type { DatabaseKind } from '../../db/select-database';
import type { SharedState } from '../../lib/shared-state';

export interface HealthReport {
  status: 'ok' | 'degraded';
  /** INSTANCE_ID: which API process answered. */
  instance: string;
  db: { status: 'up' | 'down'; kind: DatabaseKind };
  /** Seconds since the process started. */
  uptime: number;
}

export interface ReadyReport {
  status: 'ready' | 'unready';
  instance: string;
  db: { status: 'up' | 'down' };
  /** `off` when REDIS_URL is unset (state kept in this process). */
  redis: { status: 'up' | 'down' | 'off' };
}

/** How long /ready waits for the database and Redis to answer before counting them down. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/** Mongoose readyState 1 is "connected"; anything else (connecting, disconnected) means the DB is down. */
export function checkHealth(db: { connection: Connection; kind: DatabaseKind }, instance: string): HealthReport {
  const up = db.connection.readyState === 1;
  return {
    status: up ? 'ok' : 'degraded',
    instance,
    db: { status: up ? 'up' : 'down', kind: db.kind },
    uptime: Math.round(process.uptime() * 1000) / 1000,
  };
}

function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
  });
  const answered = check().then(
    () => true,
    () => false,
  );
  return Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
}

/** Readiness: the database and (when configured) Redis each answer a ping in time. */
export async function checkReady(
  db: { connection: Connection },
  shared: Pick<SharedState, 'kind' | 'ping'>,
  instance: string,
): Promise<ReadyReport> {
  const [dbUp, redisUp] = await Promise.all([
    answersInTime(async () => {
      const handle = db.connection.db;
      if (db.connection.readyState !== 1 || !handle) throw new Error('not connected');
      await handle.command({ ping: 1 });
    }),
    shared.kind === 'redis' ? answersInTime(() => shared.ping()) : Promise.resolve(undefined),
  ]);
  const redis = redisUp === undefined ? 'off' : redisUp ? 'up' : 'down';
  return {
    status: dbUp && redis !== 'down' ? 'ready' : 'unready',
    instance,
    db: { status: dbUp ? 'up' : 'down' },
    redis: { status: redis },
  };
}
