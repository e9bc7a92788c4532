import { Long, MongoServerError, ObjectId } from 'mongodb';
import { startHarness, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('CRUD through the official driver', () => {
  test('insertOne generates an ObjectId and findOne returns the document', async () => {
    const people = h.db.collection('people');
    const { insertedId } = await people.insertOne({ name: 'Ada', age: 36 });
    expect(insertedId).toBeInstanceOf(ObjectId);
    expect(await people.findOne({ _id: insertedId })).toEqual({ _id: insertedId, name: 'Ada', age: 36 });
  });

  test('insertMany, updateOne, updateMany, deleteOne and deleteMany report counts', async () => {
    const items = h.db.collection('items');
    const res = await items.insertMany([{ k: 1 }, { k: 2 }, { k: 3 }, { k: 4 }]);
    expect(res.insertedCount).toBe(4);
    const one = await items.updateOne({ k: 1 }, { $set: { seen: true } });
    expect([one.matchedCount, one.modifiedCount]).toEqual([1, 1]);
    const same = await items.updateOne({ k: 1 }, { $set: { seen: true } });
    expect([same.matchedCount, same.modifiedCount]).toEqual([1, 0]);
    const many = await items.updateMany({ k: { $gte: 2 } }, { $inc: { k: 10 } });
    expect([many.matchedCount, many.modifiedCount]).toEqual([3, 3]);
    expect((await items.deleteOne({ k: { $gt: 10 } })).deletedCount).toBe(1);
    expect((await items.deleteMany({ k: { $gt: 10 } })).deletedCount).toBe(2);
    expect(await items.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ k: 1, seen: true }]);
  });

  test('replaceOne keeps the _id and upserts when asked', async () => {
    const coll = h.db.collection('replace');
    const { insertedId } = await coll.insertOne({ a: 1, b: 2 });
    await coll.replaceOne({ _id: insertedId }, { c: 3 });
    expect(await coll.findOne({ _id: insertedId })).toEqual({ _id: insertedId, c: 3 });
    const up = await coll.replaceOne({ _id: 'fixed' as unknown as ObjectId }, { d: 4 }, { upsert: true });
    expect(up.upsertedId).toBe('fixed');
    expect(await coll.findOne({ d: 4 })).toEqual({ _id: 'fixed', d: 4 });
  });

  test('a cursor over 1,000 documents with batchSize 10 returns every document in order', async () => {
    const coll = h.db.collection('many');
    await coll.insertMany(Array.from({ length: 1000 }, (_, i) => ({ i })));
    const seen: number[] = [];
    for await (const doc of coll.find({}, { batchSize: 10 }).sort({ i: 1 })) seen.push(doc.i as number);
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(
      await coll
        .find({ i: { $lt: 500 } })
        .skip(10)
        .limit(25)
        .toArray(),
    ).toHaveLength(25);
  });

  test('getMore batches, killCursors and an unknown cursor id (CursorNotFound, 43)', async () => {
    const first = await h.db.command({ find: 'many', filter: {}, batchSize: 10 });
    expect(first.cursor.firstBatch).toHaveLength(10);
    // db.command promotes the Long id to a JS number; send it back as a Long like the driver does.
    const id = Long.fromNumber(first.cursor.id as number);
    expect(id.isZero()).toBe(false);
    const next = await h.db.command({ getMore: id, collection: 'many', batchSize: 5 });
    expect(next.cursor.nextBatch).toHaveLength(5);
    const killed = await h.db.command({ killCursors: 'many', cursors: [id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    const error = await h.db.command({ getMore: id, collection: 'many' }).catch((e: MongoServerError) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(43);
    const rest = await h.db.command({ find: 'many', filter: { i: { $lt: 3 } } });
    expect(Number(rest.cursor.id)).toBe(0);
  });

  test('sorts on nested fields, mixed types and missing values follow BSON order', async () => {
    const coll = h.db.collection('sorting');
    await coll.insertMany([
      { n: 1, a: { b: 2 } },
      { n: 2, a: { b: 10 } },
      { n: 3 },
      { n: 4, a: { b: 'text' } },
      { n: 5, a: { b: new Date(0) } },
      { n: 6, a: { b: null } },
      { n: 7, a: { b: Long.fromNumber(5) } },
    ]);
    const desc = await coll.find({}).sort({ 'a.b': -1, n: 1 }).toArray();
    expect(desc.map((d) => d.n)).toEqual([5, 4, 2, 7, 1, 3, 6]);
    const asc = await coll
      .find({ 'a.b': { $exists: true } })
      .sort({ 'a.b': 1 })
      .project({ _id: 0, n: 1 })
      .toArray();
    expect(asc).toEqual([{ n: 6 }, { n: 1 }, { n: 7 }, { n: 2 }, { n: 4 }, { n: 5 }]);
  });

  test('projections include, exclude, slice and elemMatch', async () => {
    const coll = h.db.collection('projection');
    await coll.insertOne({
      _id: 1 as unknown as ObjectId,
      a: 1,
      b: { c: 2, d: 3 },
      list: [1, 2, 3, 4],
      objs: [{ x: 1 }, { x: 2 }],
    });
    expect(await coll.findOne({}, { projection: { a: 1 } })).toEqual({ _id: 1, a: 1 });
    expect(await coll.findOne({}, { projection: { 'b.c': 1, _id: 0 } })).toEqual({ b: { c: 2 } });
    expect(await coll.findOne({}, { projection: { b: 0, list: 0, objs: 0 } })).toEqual({ _id: 1, a: 1 });
    expect(await coll.findOne({}, { projection: { list: { $slice: 2 }, _id: 0, a: 1 } })).toEqual({
      a: 1,
      list: [1, 2],
    });
    expect(await coll.findOne({}, { projection: { objs: { $elemMatch: { x: 2 } } } })).toEqual({
      _id: 1,
      objs: [{ x: 2 }],
    });
  });

  test('countDocuments, estimatedDocumentCount and distinct', async () => {
    const coll = h.db.collection('counting');
    await coll.insertMany([{ t: ['a', 'b'], g: 1 }, { t: ['b', 'c'], g: 1 }, { t: 'd', g: 2 }, { g: 2 }]);
    expect(await coll.countDocuments()).toBe(4);
    expect(await coll.countDocuments({ g: 2 })).toBe(2);
    expect(await coll.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
    expect(await coll.estimatedDocumentCount()).toBe(4);
    expect(await coll.distinct('t')).toEqual(['a', 'b', 'c', 'd']);
    expect(await coll.distinct('t', { g: 1 })).toEqual(['a', 'b', 'c']);
    expect(await h.db.collection('nothing-here').countDocuments()).toBe(0);
  });

  test('query operators: $in, $nin, $or, $and, $exists, $regex, $elemMatch, $all, $size, $not, $expr', async () => {
    const coll = h.db.collection('queries');
    await coll.insertMany([
      { n: 1, tags: ['x', 'y'], name: 'alpha', price: 5, cost: 3 },
      { n: 2, tags: ['y'], name: 'beta', price: 2, cost: 4 },
      {
        n: 3,
        items: [
          { q: 1, ok: true },
          { q: 5, ok: false },
        ],
        name: 'Gamma',
      },
    ]);
    const ns = async (filter: object): Promise<number[]> =>
      (await coll.find(filter).sort({ n: 1 }).toArray()).map((d) => d.n);
    expect(await ns({ n: { $in: [1, 3] } })).toEqual([1, 3]);
    expect(await ns({ n: { $nin: [1, 3] } })).toEqual([2]);
    expect(await ns({ $or: [{ n: 1 }, { name: 'beta' }] })).toEqual([1, 2]);
    expect(await ns({ tags: 'y', n: { $gt: 1 } })).toEqual([2]);
    expect(await ns({ tags: { $exists: false } })).toEqual([3]);
    expect(await ns({ name: { $regex: '^g', $options: 'i' } })).toEqual([3]);
    expect(await ns({ name: /^a/ })).toEqual([1]);
    expect(await ns({ items: { $elemMatch: { q: { $gt: 2 }, ok: false } } })).toEqual([3]);
    expect(await ns({ tags: { $all: ['x', 'y'] } })).toEqual([1]);
    expect(await ns({ tags: { $size: 1 } })).toEqual([2]);
    expect(await ns({ n: { $not: { $gt: 1 } } })).toEqual([1]);
    expect(await ns({ $expr: { $gt: ['$price', '$cost'] } })).toEqual([1]);
    expect(await ns({ 'items.q': 5 })).toEqual([3]);
  });

  test('transactions are accepted, but writes apply at once and abort does not roll back', async () => {
    const coll = h.db.collection('txn');
    const session = h.client.startSession();
    try {
      await session.withTransaction(async () => {
        await coll.insertOne({ a: 1 }, { session });
      });
      session.startTransaction();
      await coll.insertOne({ a: 2 }, { session });
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(await coll.countDocuments()).toBe(2);
  });
});
