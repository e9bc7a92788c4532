import { MongoClient, type Db } from 'mongodb';
import { start, type MongoOfflineOptions, type MongoOfflineServer } from '../src';

export interface Harness {
  server: MongoOfflineServer;
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

/** An in-process server plus a connected driver client on a fresh database. */
export async function startHarness(options: MongoOfflineOptions = {}, dbName = 'test'): Promise<Harness> {
  const server = await start({ port: 0, ...options });
  const client = await MongoClient.connect(server.uri, { serverSelectionTimeoutMS: 2000 });
  return {
    server,
    client,
    db: client.db(dbName),
    async close() {
      await client.close();
      await server.stop();
    },
  };
}
