import net, { type Socket } from 'node:net';
import { CursorStore } from './commands/cursors';
import { serveConnection, type ServerState } from './connection';
import { Catalog } from './store/catalog';
import { Journal } from './store/journal';
import { removeExpired } from './store/ttl';

export interface MongoOfflineOptions {
  /** TCP port; 0 (the default) picks any free port. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Persistence folder; without it everything lives in memory only. */
  dbpath?: string;
  /** How often TTL indexes are swept, in milliseconds; default 1000. */
  ttlIntervalMs?: number;
  logger?: (msg: string) => void;
}

export interface MongoOfflineServer {
  /** e.g. mongodb://127.0.0.1:PORT */
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export async function start(options: MongoOfflineOptions = {}): Promise<MongoOfflineServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.logger ?? (() => undefined);
  const catalog = new Catalog();
  const journal = options.dbpath ? Journal.open(options.dbpath, catalog, log) : undefined;
  catalog.sink = journal;
  const state: ServerState = { catalog, cursors: new CursorStore(), journal, log };

  const sockets = new Set<Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(socket, ++connections, state);
  });
  server.on('error', (error) => log(`mongo-offline: server error: ${error.message}`));

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    journal?.close();
    throw error;
  }

  const timer = setInterval(() => {
    try {
      removeExpired(catalog);
      journal?.flush();
      state.cursors.sweep();
    } catch (error) {
      log(`mongo-offline: TTL sweep failed: ${(error as Error).message}`);
    }
  }, options.ttlIntervalMs ?? 1000);
  // The sweeper alone must not keep the process alive.
  timer.unref();

  const port = (server.address() as net.AddressInfo).port;
  const uriHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= new Promise<void>((resolve) => {
      clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      server.close(() => {
        state.cursors.clear();
        journal?.close();
        resolve();
      });
    }));
  return { uri: `mongodb://${uriHost}:${port}`, port, stop };
}
