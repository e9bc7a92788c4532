import type { Document } from '../bson/values';
import type { CommandHandler } from './context';

export const SERVER_VERSION = '7.0.0-offline';
const MAX_WIRE_VERSION = 21; // MongoDB 7.0; driver 7 needs at least 9 (4.4).

/** A standalone server: no setName/hosts (not a replica set), no topologyVersion (no streaming). */
export const hello: CommandHandler = (command, ctx) => {
  const legacy = !('hello' in command);
  const reply: Document = legacy ? { ismaster: true } : { isWritablePrimary: true };
  if (command.helloOk) reply.helloOk = true;
  return {
    ...reply,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
};

export const ping: CommandHandler = () => ({ ok: 1 });

export const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  versionArray: [7, 0, 0, 0],
  gitVersion: 'mongo-offline',
  bits: 64,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ['mongo-offline'],
  modules: [],
  ok: 1,
});

export const getParameter: CommandHandler = (command) => {
  const reply: Document = {};
  const all = command.getParameter === '*';
  if (all || command.featureCompatibilityVersion) reply.featureCompatibilityVersion = { version: '7.0' };
  if (all || command.authenticationMechanisms) reply.authenticationMechanisms = [];
  return { ...reply, ok: 1 };
};

/** Sessions and transactions are accepted; writes are applied immediately (no rollback). */
export const acknowledge: CommandHandler = () => ({ ok: 1 });

export const abortTransaction: CommandHandler = (_command, ctx) => {
  ctx.log('mongo-offline: abortTransaction received; writes made in the transaction were already applied and stay');
  return { ok: 1 };
};

export const serverStatus: CommandHandler = (_command, ctx) => ({
  host: 'mongo-offline',
  version: SERVER_VERSION,
  process: 'mongo-offline',
  pid: process.pid,
  uptime: Math.floor(process.uptime()),
  localTime: new Date(),
  metrics: { queryExecutor: { scannedObjects: ctx.catalog.metrics.scannedObjects } },
  ok: 1,
});

export const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});
