/**
 * Picks the database the API talks to, in this order:
 *   1. MONGODB_URI, when set: a real deployment                        (kind 'mongodb')
 *   2. an embedded real `mongod` through mongodb-memory-server          (kind 'memory-server')
 *   3. @kuza/mongo-offline, the repository's wire-protocol server       (kind 'offline')
 *
 * Step 2 is attempted only when a `mongod` binary is already on this machine: MONGOMS_SYSTEM_BINARY,
 * or one cached by mongodb-memory-server (~/.cache/mongodb-binaries, node_modules/.cache, ...).
 * Without one, mongodb-memory-server would try to download ~100 MB at start, which on a machine
 * without internet only fails after retries; so we skip straight to step 3 and say why.
 * To get the embedded mongod on a machine with internet, download it once:
 *   node -e "require('mongodb-memory-server-core').MongoBinary.getPath().then(console.log)"
 *
 * Steps 2 and 3 are development and test tools (devDependencies of the API, absent from the
 * production image): they are loaded here with `import()`, only once step 1 did not apply and never
 * under NODE_ENV=production.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCTION_REQUIRES, type Config } from '../config';

export type DatabaseKind = 'mongodb' | 'memory-server' | 'offline';

export interface SelectedDatabase {
  readonly uri: string;
  readonly kind: DatabaseKind;
  stop(): Promise<void>;
}

export interface DatabaseLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** Database name used inside the embedded servers. */
export const EMBEDDED_DB_NAME = 'kuza';

/** A real mongod normally starts in 1-3 s; past this we give up and fall back. */
const MEMORY_SERVER_TIMEOUT_MS = 20_000;

const consoleLogger: DatabaseLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

export async function selectDatabase(
  config: Pick<Config, 'nodeEnv' | 'mongodbUri' | 'dataDir' | 'dbPersist' | 'mongomsSystemBinary'>,
  log: DatabaseLogger = consoleLogger,
): Promise<SelectedDatabase> {
  if (config.mongodbUri) {
    return { uri: config.mongodbUri, kind: 'mongodb', stop: async () => {} };
  }
  // loadConfig refuses this already; a config made some other way must not start a stand-in either.
  if (config.nodeEnv === 'production') throw new Error(`MONGODB_URI ${PRODUCTION_REQUIRES.mongodbUri}`);

  const memoryServer = await tryMemoryServer(config, log);
  if (memoryServer) return memoryServer;

  return startOffline(config, log);
}

async function tryMemoryServer(
  config: Pick<Config, 'dataDir' | 'dbPersist' | 'mongomsSystemBinary'>,
  log: DatabaseLogger,
): Promise<SelectedDatabase | undefined> {
  const binary = await findLocalMongod(config.mongomsSystemBinary);
  if (!binary) {
    log.info(
      'database: no local mongod binary (MONGOMS_SYSTEM_BINARY unset, none cached by mongodb-memory-server); ' +
        'skipping the embedded mongod instead of downloading one',
    );
    return undefined;
  }

  const dbPath = config.dbPersist ? path.join(config.dataDir, 'db') : undefined;
  if (dbPath) await mkdir(dbPath, { recursive: true });

  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const starting = MongoMemoryServer.create({
    binary: { systemBinary: config.mongomsSystemBinary },
    instance: {
      ip: '127.0.0.1',
      dbName: EMBEDDED_DB_NAME,
      launchTimeout: MEMORY_SERVER_TIMEOUT_MS,
      ...(dbPath ? { dbPath, storageEngine: 'wiredTiger' as const } : {}),
    },
  });
  try {
    const server = await withTimeout(starting, MEMORY_SERVER_TIMEOUT_MS, 'mongodb-memory-server start');
    const uri = server.getUri(EMBEDDED_DB_NAME);
    log.info(`database: embedded mongod (${binary}) at ${uri}${dbPath ? `, data in ${dbPath}` : ', in memory'}`);
    return {
      uri,
      kind: 'memory-server',
      stop: async () => {
        // A persistent dbPath is ours to keep; only temporary directories are cleaned up.
        await server.stop({ doCleanup: !dbPath, force: false });
      },
    };
  } catch (error) {
    // If the start merely timed out it may still finish later: stop it then, so it cannot linger.
    starting.then((late) => late.stop()).catch(() => {});
    log.warn(`database: embedded mongod failed to start (${errorMessage(error)}); falling back`);
    return undefined;
  }
}

/** Where mongodb-memory-server would find an existing binary, without downloading anything. */
async function findLocalMongod(systemBinary: string | undefined): Promise<string | undefined> {
  if (systemBinary) return systemBinary;
  try {
    const { DryMongoBinary } = await import('mongodb-memory-server-core');
    const options = await DryMongoBinary.generateOptions({});
    return await DryMongoBinary.locateBinary(options);
  } catch {
    return undefined;
  }
}

async function startOffline(
  config: Pick<Config, 'dataDir' | 'dbPersist'>,
  log: DatabaseLogger,
): Promise<SelectedDatabase> {
  const { start } = await import('@kuza/mongo-offline');
  const dbpath = config.dbPersist ? path.join(config.dataDir, 'offline-db') : undefined;
  if (dbpath) await mkdir(dbpath, { recursive: true });
  const server = await start({
    host: '127.0.0.1',
    port: 0,
    dbpath,
    logger: (message) => log.info(`mongo-offline: ${message}`),
  });
  const uri = withDatabaseName(server.uri, EMBEDDED_DB_NAME);
  log.warn(
    [
      '',
      '!!! ================================================================== !!!',
      '!!!  DATABASE: @kuza/mongo-offline (MongoDB wire-protocol emulator)    !!!',
      '!!!  No MONGODB_URI and no local mongod binary were found.             !!!',
      '!!!  This is a TEST / OFFLINE tool, NOT a product database: it is      !!!',
      '!!!  single-process, unoptimised and implements only what the API      !!!',
      '!!!  uses. Set MONGODB_URI (or MONGOMS_SYSTEM_BINARY) for real data.   !!!',
      '!!! ================================================================== !!!',
      `    uri: ${uri}${dbpath ? `   data: ${dbpath}` : '   (in memory)'}`,
      '',
    ].join('\n'),
  );
  return { uri, kind: 'offline', stop: () => server.stop() };
}

/** Adds `/name` to a single-host URI that names no database; leaves URIs that do untouched. */
export function withDatabaseName(uri: string, name: string): string {
  const match = /^(mongodb:\/\/[^/?]+)(\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) return uri;
  const [, base, dbPath, query = ''] = match;
  if (dbPath && dbPath !== '/') return uri;
  return `${base}/${name}${query}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
