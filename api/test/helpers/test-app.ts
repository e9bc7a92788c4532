import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, pickProcessEnv, type Config, type EnvSource } from '../../src/config';
import { selectDatabase, type SelectedDatabase } from '../../src/db/select-database';
import { SHARED_DATABASE_VARIABLE } from './global-database';

export interface TestApp {
  app: FastifyInstance;
  dbName: string;
  config: Config;
  database: SelectedDatabase;
  /** Every log line the app wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables for this app's config, on top of the test defaults. */
  env?: EnvSource;
  /** Adds test-only routes, in a plugin registered after all of the app's own. */
  extend?: (app: FastifyInstance) => void;
  /** Reuses a database by name (e.g. another app's `dbName`) instead of a fresh one. */
  dbName?: string;
  /** Leaves the database in place on stop(), so a later app can open it (restart tests). */
  keepDatabase?: boolean;
}

/** The origins the tests treat as "ours". */
export const TEST_WEB_ORIGIN = 'http://localhost:3000';
export const FOREIGN_ORIGIN = 'https://evil.example';

/**
 * A config for tests: in memory, quiet, generous rate limit. The database variables come from the
 * real environment so CI can point the same suite at a real mongod with MONGODB_URI.
 */
export function testConfig(env: EnvSource = {}): Config {
  return loadConfig({
    ...pickProcessEnv(['MONGODB_URI', 'MONGOMS_SYSTEM_BINARY']),
    NODE_ENV: 'test',
    DB_PERSIST: 'false',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '10000',
    // Tests that look for unused pictures call app.collectUnusedMedia themselves.
    MEDIA_COLLECT_MINUTES: '0',
    WEB_ORIGINS: `${TEST_WEB_ORIGIN},http://localhost:3001`,
    ...env,
  });
}

// A database server of this test file's own, when it needs one (see sharedDatabase): Jest gives every
// file its own module registry, so this module-level state is per file. Each app gets its own database.
let database: Promise<SelectedDatabase> | undefined;
let users = 0;

function sharedDatabase(config: Config): Promise<SelectedDatabase> {
  // The run's one offline server (global-database.ts), unless the test asks for a server of its own:
  // one that persists to a folder, or a real mongod through MONGODB_URI.
  const runWide = process.env[SHARED_DATABASE_VARIABLE];
  if (runWide && !config.mongodbUri && !config.dbPersist) {
    return Promise.resolve({ uri: runWide, kind: 'offline', stop: async () => {} });
  }
  database ??= selectDatabase(config, { info: () => {}, warn: () => {} });
  return database;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  users += 1;
  const release = async () => {
    users -= 1;
    if (users === 0 && database) {
      const current = database;
      database = undefined;
      await (await current).stop();
    }
  };

  const logs: Array<Record<string, unknown>> = [];
  let db: SelectedDatabase;
  let app: FastifyInstance | undefined;
  const dbName = options.dbName ?? `kuza_test_${randomBytes(4).toString('hex')}`;
  try {
    db = await sharedDatabase(config);
    app = buildApp(config, {
      database: { uri: db.uri, kind: db.kind, dbName },
      logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    });
    const { extend } = options;
    // As a plugin, so the routes load after (and get the hooks of) every plugin buildApp registered.
    if (extend) app.register(async (scope) => extend(scope));
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => {});
    await release();
    throw error;
  }
  const ready = app;
  actLikeABrowserPerAddress(ready);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (ready.db.connection.readyState === 1 && !options.keepDatabase) await ready.db.connection.dropDatabase();
    await ready.close();
    await release();
  };
  return { app: ready, dbName, config, database: db, logs, stop };
}

/**
 * Account requests in tests come from one browser per address, as a founder's would: the sign-up
 * cookie an answer sets for an address is sent again with the next requests about that address
 * (verify, resend, sign-in), unless the test sends a `kuza_signup` cookie of its own (another browser).
 */
// Per test file (Jest's module registry), shared by its apps: a restarted app meets the same browsers.
const signupCookies = new Map<string, string>();

function actLikeABrowserPerAddress(app: FastifyInstance) {
  const jar = signupCookies;
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const emailOf = (payload: unknown): string | undefined => {
    const email = (payload as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
  };
  const patched = async (options: InjectOptions) => {
    const email = options.url?.toString().startsWith('/auth') ? emailOf(options.payload) : undefined;
    const cookie = String(options.headers?.cookie ?? '');
    const known = email ? jar.get(email) : undefined;
    const request =
      known && !cookie.includes('kuza_signup=')
        ? {
            ...options,
            headers: { ...options.headers, cookie: [cookie, `kuza_signup=${known}`].filter(Boolean).join('; ') },
          }
        : options;
    const response = await inject(request);
    const set = response.cookies.find((c) => c.name === 'kuza_signup');
    if (email && set?.value) jar.set(email, set.value);
    return response;
  };
  (app as unknown as { inject: typeof patched }).inject = patched;
}
