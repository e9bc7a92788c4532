import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { selectDatabase, type DatabaseLogger, type SelectedDatabase } from './db/select-database';

export interface StartServerOptions {
  /** Adds routes in a plugin loaded after the app's own, before listening (tests add slow routes). */
  extend?: (app: FastifyInstance) => void;
  logStream?: AppDeps['logStream'];
  dbLogger?: DatabaseLogger;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly database: SelectedDatabase;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  const database = await selectDatabase(config, options.dbLogger);
  let built: FastifyInstance | undefined;
  try {
    built = buildApp(config, { database, logStream: options.logStream });
    const { extend } = options;
    // As a plugin, so its routes load after (and get the hooks of) every plugin buildApp registered.
    if (extend) built.register(async (scope) => extend(scope));
    await built.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A half-started app may hold a database connection; release everything so the process can exit.
    await built?.close().catch(() => {});
    await database.stop().catch(() => {});
    throw error;
  }
  const app = built;

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    // app.close() stops the listener, waits for in-flight requests and runs onClose (mongoose).
    closing ??= app.close().then(() => database.stop());
    return closing;
  };
  return { app, url, database, close };
}

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`Kuza API listening on ${server.url} (docs: ${server.url}/docs, database: ${server.database.kind})`);

  const shutdown = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, 'shutting down');
    // A stuck request or database must not keep the process alive forever.
    setTimeout(() => {
      console.error(`Kuza API: shutdown took longer than ${SHUTDOWN_GRACE_MS} ms, exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Kuza API: error during shutdown', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
