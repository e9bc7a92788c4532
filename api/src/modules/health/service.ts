import type { Connection } from 'mongoose';
import type { DatabaseKind } from '../../db/select-database';

export interface HealthReport {
  status: 'ok' | 'degraded';
  db: { status: 'up' | 'down'; kind: DatabaseKind };
  /** Seconds since the process started. */
  uptime: number;
}

/** Mongoose readyState 1 is "connected"; anything else (connecting, disconnected) means the DB is down. */
export function checkHealth(db: { connection: Connection; kind: DatabaseKind }): HealthReport {
  const up = db.connection.readyState === 1;
  return {
    status: up ? 'ok' : 'degraded',
    db: { status: up ? 'up' : 'down', kind: db.kind },
    uptime: Math.round(process.uptime() * 1000) / 1000,
  };
}
