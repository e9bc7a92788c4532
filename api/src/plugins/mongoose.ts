import fp from 'fastify-plugin';
import mongoose, { type Connection } from 'mongoose';
import type { DatabaseKind } from '../db/select-database';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's own mongoose connection; domain models are compiled on it (`app.db.connection.model`). */
    db: { readonly connection: Connection; readonly kind: DatabaseKind };
  }
}

export interface MongooseOptions {
  uri: string;
  kind: DatabaseKind;
  /** Overrides the database named in the URI (tests use one database per file). */
  dbName?: string;
}

/**
 * One connection per app instead of mongoose's global default, so several apps (tests, tools)
 * can live in one process and closing one never disconnects another.
 */
export const mongoosePlugin = fp<MongooseOptions>(
  async (app, options) => {
    const connection = mongoose.createConnection(options.uri, {
      dbName: options.dbName,
      serverSelectionTimeoutMS: 10_000,
    });
    await connection.asPromise();
    app.log.debug({ kind: options.kind }, 'database connected');

    app.decorate('db', { connection, kind: options.kind });
    app.addHook('onClose', async () => {
      await connection.close();
    });
  },
  { name: 'kuza-mongoose' },
);
