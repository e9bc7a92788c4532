import mongoose, { type Connection } from 'mongoose';
import { MongoClient, MongoServerError } from 'mongodb';
import { start, type MongoOfflineServer } from '../src';

let server: MongoOfflineServer;
let conn: Connection;

beforeAll(async () => {
  server = await start({ port: 0 });
  conn = await mongoose.createConnection(`${server.uri}/unique`).asPromise();
});
afterAll(async () => {
  await conn.close();
  await server.stop();
});

interface MongoDuplicate {
  code: number;
  keyValue: Record<string, unknown>;
  keyPattern: Record<string, unknown>;
  message: string;
}

async function duplicate(promise: Promise<unknown>): Promise<MongoDuplicate> {
  return promise.then(
    () => Promise.reject(new Error('expected a duplicate key error')),
    (error: MongoDuplicate) => error,
  );
}

const Account = () =>
  conn.models.Account ??
  conn.model('Account', new mongoose.Schema({ email: { type: String, unique: true }, name: String, plan: String }));

describe('unique indexes', () => {
  beforeAll(() => Account().init());

  test('a duplicate insert fails with E11000, keyPattern and keyValue', async () => {
    await Account().create({ email: 'a@x.io', name: 'A' });
    const error = await duplicate(Account().create({ email: 'a@x.io', name: 'B' }));
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ email: 'a@x.io' });
    expect(error.keyPattern).toEqual({ email: 1 });
    expect(error.message).toBe(
      'E11000 duplicate key error collection: unique.accounts index: email_1 dup key: { email: "a@x.io" }',
    );
  });

  test('a duplicate created by an update fails and leaves the document unchanged', async () => {
    await Account().create({ email: 'b@x.io', name: 'B' });
    const error = await duplicate(
      Account()
        .updateOne({ email: 'b@x.io' }, { $set: { email: 'a@x.io' } })
        .exec(),
    );
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ email: 'a@x.io' });
    expect(await Account().countDocuments({ email: 'b@x.io' })).toBe(1);
    const viaFindAndModify = await duplicate(
      Account().findOneAndUpdate({ email: 'b@x.io' }, { email: 'a@x.io' }).exec(),
    );
    expect(viaFindAndModify.code).toBe(11000);
    expect(viaFindAndModify.keyValue).toEqual({ email: 'a@x.io' });
  });

  test('a duplicate created by an upsert fails', async () => {
    const error = await duplicate(
      Account()
        .updateOne({ name: 'nobody' }, { $set: { email: 'a@x.io' } }, { upsert: true })
        .exec(),
    );
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ email: 'a@x.io' });
    expect(await Account().countDocuments({ name: 'nobody' })).toBe(0);
  });

  test('insertMany ordered:false keeps going and reports every failing index', async () => {
    const coll = conn.db!.collection('accounts');
    const error = (await coll
      .insertMany([{ email: 'c@x.io' }, { email: 'a@x.io' }, { email: 'd@x.io' }, { email: 'c@x.io' }], {
        ordered: false,
      })
      .catch((e: unknown) => e)) as { writeErrors: Array<{ index: number; code: number }>; insertedCount: number };
    expect(error.writeErrors.map((e) => [e.index, e.code])).toEqual([
      [1, 11000],
      [3, 11000],
    ]);
    expect(error.insertedCount).toBe(2);
    const ordered = (await coll
      .insertMany([{ email: 'e@x.io' }, { email: 'a@x.io' }, { email: 'f@x.io' }])
      .catch((e: unknown) => e)) as {
      insertedCount: number;
    };
    expect(ordered.insertedCount).toBe(1);
    expect(await coll.countDocuments({ email: 'f@x.io' })).toBe(0);
  });

  test('compound unique indexes compare the whole key', async () => {
    const Member = conn.model(
      'Member',
      new mongoose.Schema({ org: String, user: String }).index({ org: 1, user: 1 }, { unique: true }),
    );
    await Member.init();
    await Member.create([
      { org: 'o1', user: 'u1' },
      { org: 'o1', user: 'u2' },
      { org: 'o2', user: 'u1' },
    ]);
    const error = await duplicate(Member.create({ org: 'o1', user: 'u2' }));
    expect(error.keyValue).toEqual({ org: 'o1', user: 'u2' });
    expect(error.keyPattern).toEqual({ org: 1, user: 1 });
  });

  test('dotted paths, sparse and partial unique indexes', async () => {
    const coll = conn.db!.collection('profiles');
    await coll.createIndex({ 'contact.phone': 1 }, { unique: true, sparse: true });
    await coll.createIndex({ handle: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await coll.insertMany([
      { n: 1 },
      { n: 2 },
      { contact: { phone: '1' } },
      { handle: 'h', active: false },
      { handle: 'h', active: true },
    ]);
    const error = (await coll.insertOne({ contact: { phone: '1' } }).catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ 'contact.phone': '1' });
    expect(
      ((await coll.insertOne({ handle: 'h', active: true }).catch((e: unknown) => e)) as MongoServerError).code,
    ).toBe(11000);
    await expect(coll.insertOne({ handle: 'h', active: false })).resolves.toBeDefined();
  });

  test('creating a unique index over existing duplicates fails', async () => {
    const coll = conn.db!.collection('dupes');
    await coll.insertMany([{ k: 1 }, { k: 1 }]);
    const error = (await coll.createIndex({ k: 1 }, { unique: true }).catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  test('50 separate clients inserting the same key in parallel: exactly one succeeds', async () => {
    const db = conn.db!;
    await db.collection('race').createIndex({ slot: 1 }, { unique: true });
    const clients = await Promise.all(
      Array.from({ length: 50 }, () => MongoClient.connect(server.uri, { maxPoolSize: 1 })),
    );
    try {
      const results = await Promise.allSettled(
        clients.map((c, i) => c.db('unique').collection('race').insertOne({ slot: 'x', by: i })),
      );
      const ok = results.filter((r) => r.status === 'fulfilled');
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(ok).toHaveLength(1);
      expect(failed.every((r) => (r.reason as MongoServerError).code === 11000)).toBe(true);
      expect(await db.collection('race').countDocuments()).toBe(1);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });
});
