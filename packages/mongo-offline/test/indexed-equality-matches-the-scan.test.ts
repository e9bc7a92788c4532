import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Decimal128, Long, ObjectId, type Collection, type Db, type Document, type Filter } from 'mongodb';
import { startHarness, type Harness } from './support';

/**
 * Every query runs on two collections holding the same documents: `indexed`, with indexes on the
 * fields queried, and `plain`, without, which can only be scanned. Their answers must be equal,
 * in the same order.
 */
type Doc = Document & { _id: number };
const user = new ObjectId();
// A date the TTL index below never expires: with 1970 dates the sweep deleted documents mid-test (they
// expired in 2001), so the indexed collection sometimes lost one the plain one kept.
const AT = new Date('2100-01-01T00:00:00Z');
const DOCS: Doc[] = [
  { _id: 1, email: 'ada@x.io', n: 5, tags: ['a', 'b'], a: { b: 'x' }, owner: user },
  { _id: 2, email: 'bob@x.io', n: Long.fromNumber(5), tags: [['a']], a: [{ b: ['x', 'y'] }], owner: user },
  { _id: 3, email: 'cy@x.io', n: Decimal128.fromString('5.0'), tags: 'a', a: [[{ b: 'x' }]] },
  { _id: 4, email: 'dee@x.io', n: 5.5, tags: [], a: { b: null }, owner: null },
  { _id: 5, email: 'eve@x.io', n: '5', a: {}, at: AT },
  { _id: 6, n: true, tags: ['b'], owner: new ObjectId(), at: AT },
];

const FILTERS: Filter<Doc>[] = [
  { email: 'bob@x.io' },
  { email: { $eq: 'cy@x.io' } },
  { email: { $in: ['eve@x.io', 'ada@x.io', 'nobody@x.io'] } },
  { email: { $in: [] } },
  { email: 'ada@x.io', n: { $gt: 1 } },
  { email: { $eq: 'ada@x.io', $exists: true } },
  { email: null },
  { email: { $in: ['ada@x.io', null] } },
  { email: /x\.io$/ },
  { n: 5 },
  { n: 5.5 },
  { n: '5' },
  { n: true },
  { n: { $in: [5, '5'] } },
  { tags: 'a' },
  { tags: ['a'] },
  { tags: [] },
  { 'a.b': 'x' },
  { 'a.b': null },
  { owner: user },
  { at: AT },
  { _id: { $in: [5, 1, 3, 1] } },
  { _id: 2, email: 'bob@x.io' },
  { _id: 2, email: 'ada@x.io' },
  { $or: [{ email: 'ada@x.io' }, { n: 5.5 }] },
];

let harness: Harness;
let indexed: Collection<Doc>;
let plain: Collection<Doc>;

async function sameAnswers(db: Db = harness.db): Promise<void> {
  for (const filter of FILTERS) {
    const expected = await db.collection<Doc>('plain').find(filter).toArray();
    const actual = await db.collection<Doc>('indexed').find(filter).toArray();
    expect({ filter, docs: actual }).toEqual({ filter, docs: expected });
    expect(await db.collection<Doc>('indexed').countDocuments(filter)).toBe(expected.length);
  }
}

async function both(write: (collection: Collection<Doc>) => Promise<unknown>): Promise<void> {
  await write(indexed);
  await write(plain);
}

async function examined(db: Db, run: () => Promise<unknown>): Promise<number> {
  const status = () =>
    db.admin().command({ serverStatus: 1 }) as Promise<{ metrics: { queryExecutor: { scannedObjects: number } } }>;
  const before = (await status()).metrics.queryExecutor.scannedObjects;
  await run();
  return (await status()).metrics.queryExecutor.scannedObjects - before;
}

beforeEach(async () => {
  harness = await startHarness();
  indexed = harness.db.collection<Doc>('indexed');
  plain = harness.db.collection<Doc>('plain');
  await indexed.createIndex({ email: 1 }, { unique: true, sparse: true });
  await indexed.createIndex({ n: 1, email: -1 });
  await indexed.createIndex({ tags: 1 });
  await indexed.createIndex({ 'a.b': 1 });
  await indexed.createIndex({ owner: 1 });
  await indexed.createIndex({ at: 1 }, { expireAfterSeconds: 1e9 });
  await both((c) => c.insertMany(DOCS.map((doc) => ({ ...doc }))));
});
afterEach(() => harness.close());

describe('equality on an indexed field', () => {
  test('finds exactly what a scan finds, in the same order', async () => {
    await sameAnswers();
  });

  test('still does after updates that move documents between keys', async () => {
    await both((c) => c.updateOne({ _id: 1 }, { $set: { email: 'zed@x.io', tags: ['c'] } }));
    await both((c) => c.updateMany({ n: 5 }, { $set: { 'a.b': 'x' }, $unset: { owner: '' } }));
    await both((c) => c.replaceOne({ _id: 4 }, { email: 'ada@x.io', n: 5 }));
    await both((c) => c.findOneAndUpdate({ email: 'eve@x.io' }, { $set: { email: 'bob2@x.io' } }));
    await both((c) => c.updateOne({ _id: 9, email: 'new@x.io' }, { $set: { n: 5 } }, { upsert: true }));
    await sameAnswers();
    expect((await indexed.find({ email: 'ada@x.io' }).toArray()).map((d) => d._id)).toEqual([4]);
  });

  test('still does after deletes', async () => {
    await both((c) => c.deleteOne({ email: 'ada@x.io' }));
    await both((c) => c.deleteMany({ n: 5 }));
    await both((c) => c.findOneAndDelete({ tags: 'b' }));
    await sameAnswers();
    expect(await indexed.find({ email: 'bob@x.io' }).toArray()).toEqual([]);
  });

  test('is not disturbed by writes that a unique index refused', async () => {
    await expect(indexed.insertOne({ _id: 7, email: 'ada@x.io' })).rejects.toMatchObject({ code: 11000 });
    await expect(indexed.updateOne({ _id: 2 }, { $set: { email: 'ada@x.io' } })).rejects.toMatchObject({
      code: 11000,
    });
    await sameAnswers();
    expect((await indexed.find({ email: 'bob@x.io' }).toArray()).map((d) => d._id)).toEqual([2]);
  });

  test('uses an index created after the data and stops at one that was dropped', async () => {
    await both((c) => c.insertOne({ _id: 8, late: 'k' }));
    await indexed.createIndex({ late: 1 });
    expect(await indexed.find({ late: 'k' }).toArray()).toEqual([{ _id: 8, late: 'k' }]);
    await indexed.dropIndex('tags_1');
    await sameAnswers();
  });

  test('answers the same after a restart from the journal', async () => {
    const dbpath = fs.mkdtempSync(path.join(os.tmpdir(), 'mongo-offline-index-'));
    await harness.close();
    try {
      harness = await startHarness({ dbpath });
      indexed = harness.db.collection<Doc>('indexed');
      plain = harness.db.collection<Doc>('plain');
      await indexed.createIndex({ email: 1 }, { unique: true, sparse: true });
      await indexed.createIndex({ n: 1 });
      await both((c) => c.insertMany(DOCS.map((doc) => ({ ...doc }))));
      await both((c) => c.updateOne({ _id: 2 }, { $set: { email: 'bee@x.io', n: 6 } }));
      await both((c) => c.deleteOne({ _id: 3 }));
      await harness.close();

      harness = await startHarness({ dbpath });
      await sameAnswers();
      expect((await harness.db.collection('indexed').find({ email: 'bee@x.io' }).toArray()).map((d) => d._id)).toEqual([
        2,
      ]);
      const scanned = await examined(harness.db, () => harness.db.collection('indexed').findOne({ n: 6 }));
      expect(scanned).toBe(1);
    } finally {
      fs.rmSync(dbpath, { recursive: true, force: true });
    }
  });

  test('on 50,000 documents reads only the matching ones', async () => {
    const big = harness.db.collection('big');
    await big.createIndex({ email: 1 }, { unique: true });
    await big.createIndex({ team: 1 });
    const docs = Array.from({ length: 50_000 }, (_, i) => ({ email: `u${i}@x.io`, team: i % 1000 }));
    await big.insertMany(docs);

    expect(await examined(harness.db, () => big.findOne({ email: 'u41234@x.io' }))).toBe(1);
    expect(await examined(harness.db, () => big.find({ email: { $in: ['u1@x.io', 'u2@x.io'] } }).toArray())).toBe(2);
    expect(await examined(harness.db, () => big.countDocuments({ team: 7 }))).toBe(50);
    expect(await examined(harness.db, () => big.find({ team: 7, email: 'u7@x.io' }).toArray())).toBe(1);
    // Without an indexed equality the query has to read every document.
    expect(await examined(harness.db, () => big.findOne({ email: /^u41234@/ }))).toBe(50_000);
  });
});

describe('counting', () => {
  test('follows inserts and deletes without reading documents', async () => {
    const big = harness.db.collection('counted');
    await big.insertMany(Array.from({ length: 2000 }, (_, i) => ({ i, even: i % 2 === 0 })));
    await big.deleteMany({ i: { $lt: 500 } });
    await big.insertOne({ i: 2000, even: true });

    expect(await examined(harness.db, () => big.countDocuments())).toBe(0);
    expect(await examined(harness.db, () => big.estimatedDocumentCount())).toBe(0);
    expect(await big.countDocuments()).toBe(1501);
    expect(await big.estimatedDocumentCount()).toBe(1501);
    expect(await big.countDocuments({}, { skip: 1500, limit: 10 })).toBe(1);
    expect(await big.countDocuments({}, { skip: 1501 })).toBe(0);
    expect(await big.countDocuments({ even: true })).toBe(751);
    expect(await big.countDocuments({ even: true }, { limit: 5 })).toBe(5);
    expect(await harness.db.collection('missing').countDocuments()).toBe(0);
  });

  test('gives the same answer as the general pipeline', async () => {
    const counted = harness.db.collection('counted');
    await counted.insertMany([{ k: 1 }, { k: 2 }, { k: 2 }]);
    const general = await counted
      .aggregate([{ $match: { k: 2 } }, { $group: { _id: 1, n: { $sum: 1 } } }, { $project: { n: 1 } }])
      .toArray();
    const counting = await counted.aggregate([{ $match: { k: 2 } }, { $group: { _id: 1, n: { $sum: 1 } } }]).toArray();
    expect(counting).toEqual(general);
    expect(await counted.aggregate([{ $match: { k: 3 } }, { $group: { _id: 1, n: { $sum: 1 } } }]).toArray()).toEqual(
      [],
    );
  });
});
