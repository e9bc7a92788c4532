import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Decimal128, Long, MongoClient, ObjectId } from 'mongodb';
import { start } from '../src';

const BIN = path.join(__dirname, '..', 'bin', 'mongo-offline.mjs');
const dirs: string[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mongo-offline-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function withClient<T>(dbpath: string, run: (client: MongoClient) => Promise<T>): Promise<T> {
  const server = await start({ port: 0, dbpath });
  const client = await MongoClient.connect(server.uri);
  try {
    return await run(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

describe('persistence with dbpath', () => {
  test('documents, updates, deletes, indexes and drops survive a restart', async () => {
    const dbpath = tempDir();
    const id = new ObjectId();
    await withClient(dbpath, async (client) => {
      const db = client.db('app');
      await db.collection('users').createIndex({ email: 1 }, { unique: true });
      await db
        .collection('users')
        .insertMany([
          { _id: id, email: 'a@x.io', n: Long.fromNumber(1), price: Decimal128.fromString('1.10'), at: new Date(5) },
          { email: 'b@x.io' },
          { email: 'c@x.io' },
        ]);
      await db.collection('users').updateOne({ _id: id }, { $inc: { visits: 2 }, $set: { 'profile.city': 'Lima' } });
      await db.collection('users').deleteOne({ email: 'c@x.io' });
      await db.collection('temp').insertOne({ gone: true });
      await db.collection('temp').drop();
      await client.db('other').collection('x').insertOne({ y: 1 });
      await client.db('other').dropDatabase();
    });
    await withClient(dbpath, async (client) => {
      const users = client.db('app').collection('users');
      expect(await users.countDocuments()).toBe(2);
      expect(await users.findOne({ _id: id }, { promoteLongs: false })).toEqual({
        _id: id,
        email: 'a@x.io',
        n: Long.fromNumber(1),
        price: Decimal128.fromString('1.10'),
        at: new Date(5),
        visits: 2,
        profile: { city: 'Lima' },
      });
      const names = (await client.db('app').listCollections().toArray()).map((c) => c.name);
      expect(names).toEqual(['users']);
      expect((await client.db().admin().listDatabases()).databases.map((d) => d.name)).toEqual(['app']);
      const dup = (await users.insertOne({ email: 'b@x.io' }).catch((e: unknown) => e)) as { code: number };
      expect(dup.code).toBe(11000);
    });
  });

  test('a torn record at the end of the log is ignored and the log stays writable', async () => {
    const dbpath = tempDir();
    await withClient(dbpath, (client) =>
      client
        .db('app')
        .collection('c')
        .insertMany([{ i: 1 }, { i: 2 }]),
    );
    // Simulate a crash in the middle of an append: a length prefix promising more bytes than exist.
    fs.appendFileSync(path.join(dbpath, 'oplog.bson'), Buffer.from([200, 0, 0, 0, 3, 'x'.charCodeAt(0)]));
    await withClient(dbpath, (client) => client.db('app').collection('c').insertOne({ i: 3 }));
    const count = await withClient(dbpath, (client) => client.db('app').collection('c').countDocuments());
    expect(count).toBe(3);
  });

  test('a large log is compacted on start without losing data', async () => {
    const dbpath = tempDir();
    await withClient(dbpath, async (client) => {
      const coll = client.db('app').collection('counter');
      await coll.insertOne({ _id: 'c' as never, n: 0 });
      // 1,500 changes of one document, sent in one command (a round trip each is slow on a busy machine).
      const increment = { updateOne: { filter: { _id: 'c' as never }, update: { $inc: { n: 1 } } } };
      await coll.bulkWrite(Array.from({ length: 1500 }, () => increment));
    });
    const logFile = path.join(dbpath, 'oplog.bson');
    const before = fs.statSync(logFile).size;
    const doc = await withClient(dbpath, (client) => client.db('app').collection('counter').findOne({}));
    expect(doc).toEqual({ _id: 'c', n: 1500 });
    expect(fs.statSync(logFile).size).toBeLessThan(before / 100);
  });

  test('a second server on the same dbpath is refused', async () => {
    const dbpath = tempDir();
    const first = await start({ port: 0, dbpath });
    try {
      await expect(start({ port: 0, dbpath })).rejects.toThrow(/in use/);
    } finally {
      await first.stop();
    }
  });

  test('acknowledged inserts survive SIGKILL of the CLI process', async () => {
    const dbpath = tempDir();
    const child = spawn(process.execPath, [BIN, '--port', '0', '--dbpath', dbpath, '--quiet'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const uri = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /mongo-offline listening on (mongodb:\/\/\S+)/.exec(out);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`CLI exited early with ${code}`)));
    });
    const client = await MongoClient.connect(uri, { retryWrites: false, serverSelectionTimeoutMS: 1000 });
    const acknowledged: ObjectId[] = [];
    const coll = client.db('crash').collection('events');
    const writer = (async () => {
      for (;;) {
        const _id = new ObjectId();
        try {
          await coll.insertOne({ _id, at: new Date(), payload: 'x'.repeat(200) });
        } catch {
          return;
        }
        acknowledged.push(_id);
      }
    })();
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 10));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await writer;
    await client.close(true);

    await withClient(dbpath, async (restarted) => {
      const events = restarted.db('crash').collection('events');
      expect(await events.countDocuments()).toBeGreaterThanOrEqual(acknowledged.length);
      const found = await events.find({ _id: { $in: acknowledged } }, { projection: { _id: 1 } }).toArray();
      expect(found).toHaveLength(acknowledged.length);
    });
  }, 20_000);
});
