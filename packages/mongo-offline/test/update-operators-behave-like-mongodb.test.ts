import { MongoServerError, Timestamp, type Collection, type Document } from 'mongodb';
import { startHarness, type Harness } from './support';

let h: Harness;
let coll: Collection;
let nextId = 0;
beforeAll(async () => {
  h = await startHarness();
  coll = h.db.collection('updates');
});
afterAll(() => h.close());

/** Insert `doc`, apply `update`, return the stored result without _id. */
async function after(doc: Document, update: Document | Document[], options: Document = {}): Promise<Document | null> {
  const _id = ++nextId;
  // Numeric _ids keep the fixtures readable; the driver's typings expect ObjectIds.
  const byId: Document = { _id };
  await coll.insertOne({ ...doc, ...byId });
  await coll.updateOne({ ...byId, ...(options.filter ?? {}) }, update, { arrayFilters: options.arrayFilters });
  return coll.findOne(byId, { projection: { _id: 0 } });
}

async function failure(doc: Document, update: Document): Promise<MongoServerError> {
  const _id = ++nextId;
  const byId: Document = { _id };
  await coll.insertOne({ ...doc, ...byId });
  return coll.updateOne(byId, update).then(
    () => Promise.reject(new Error('expected the update to fail')),
    (error: MongoServerError) => error,
  );
}

describe('update operators', () => {
  test('$set, $unset, $inc, $mul, $min, $max', async () => {
    expect(await after({ a: 1 }, { $set: { 'b.c': 2, a: 5 } })).toEqual({ a: 5, b: { c: 2 } });
    expect(await after({ a: 1, b: 2 }, { $unset: { a: '' } })).toEqual({ b: 2 });
    expect(await after({ a: 1 }, { $inc: { a: 2, fresh: -1 } })).toEqual({ a: 3, fresh: -1 });
    expect(await after({ a: 1.5 }, { $inc: { a: 0.25 } })).toEqual({ a: 1.75 });
    expect(await after({ a: 4 }, { $mul: { a: 2.5, none: 3 } })).toEqual({ a: 10, none: 0 });
    expect(await after({ lo: 5, hi: 5 }, { $min: { lo: 3, hi: 9 } })).toEqual({ lo: 3, hi: 5 });
    expect(await after({ lo: 5, hi: 5 }, { $max: { lo: 3, hi: 9 } })).toEqual({ lo: 5, hi: 9 });
    const d = new Date('2024-01-01');
    expect(await after({ when: new Date('2023-01-01') }, { $max: { when: d } })).toEqual({ when: d });
  });

  test('$rename and $currentDate', async () => {
    expect(await after({ a: 1, keep: true }, { $rename: { a: 'z.b' } })).toEqual({ keep: true, z: { b: 1 } });
    const before = Date.now();
    const doc = await after({}, { $currentDate: { at: true, ts: { $type: 'timestamp' }, d: { $type: 'date' } } });
    expect((doc?.at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(doc?.d).toBeInstanceOf(Date);
    expect(doc?.ts).toBeInstanceOf(Timestamp);
  });

  test('$push with $each, $slice, $sort and $position', async () => {
    expect(await after({ a: [1] }, { $push: { a: 2 } })).toEqual({ a: [1, 2] });
    expect(await after({}, { $push: { a: 'first' } })).toEqual({ a: ['first'] });
    expect(await after({ a: [5, 1] }, { $push: { a: { $each: [3, 9], $sort: 1, $slice: 3 } } })).toEqual({
      a: [1, 3, 5],
    });
    expect(await after({ a: [1, 2] }, { $push: { a: { $each: [0], $position: 0 } } })).toEqual({ a: [0, 1, 2] });
    expect(
      await after({ a: [{ s: 2 }, { s: 1 }] }, { $push: { a: { $each: [{ s: 3 }], $sort: { s: -1 }, $slice: -2 } } }),
    ).toEqual({
      a: [{ s: 2 }, { s: 1 }],
    });
  });

  test('$addToSet, $pull, $pullAll, $pop', async () => {
    expect(await after({ a: [1, 2] }, { $addToSet: { a: 2 } })).toEqual({ a: [1, 2] });
    expect(await after({ a: [1, 2] }, { $addToSet: { a: { $each: [2, 3, 3] } } })).toEqual({ a: [1, 2, 3] });
    expect(await after({ a: [1, 5, 8] }, { $pull: { a: { $gte: 5 } } })).toEqual({ a: [1] });
    expect(await after({ a: [{ x: 1 }, { x: 2 }] }, { $pull: { a: { x: 1 } } })).toEqual({ a: [{ x: 2 }] });
    expect(await after({ a: [1, 2, 3, 1] }, { $pullAll: { a: [1, 3] } })).toEqual({ a: [2] });
    expect(await after({ a: [1, 2, 3] }, { $pop: { a: 1 } })).toEqual({ a: [1, 2] });
    expect(await after({ a: [1, 2, 3] }, { $pop: { a: -1 } })).toEqual({ a: [2, 3] });
  });

  test('positional $, all-positional $[] and filtered $[id] with arrayFilters', async () => {
    const items = [
      { k: 'a', v: 1 },
      { k: 'b', v: 2 },
      { k: 'c', v: 3 },
    ];
    expect(await after({ items }, { $set: { 'items.$.v': 20 } }, { filter: { 'items.k': 'b' } })).toEqual({
      items: [
        { k: 'a', v: 1 },
        { k: 'b', v: 20 },
        { k: 'c', v: 3 },
      ],
    });
    expect(await after({ items }, { $inc: { 'items.$[].v': 10 } })).toEqual({
      items: [
        { k: 'a', v: 11 },
        { k: 'b', v: 12 },
        { k: 'c', v: 13 },
      ],
    });
    expect(
      await after({ items }, { $set: { 'items.$[big].v': 0 } }, { arrayFilters: [{ 'big.v': { $gte: 2 } }] }),
    ).toEqual({
      items: [
        { k: 'a', v: 1 },
        { k: 'b', v: 0 },
        { k: 'c', v: 0 },
      ],
    });
  });

  test('pipeline-style updates', async () => {
    expect(await after({ a: 2, b: 3 }, [{ $set: { sum: { $add: ['$a', '$b'] } } }, { $unset: 'b' }])).toEqual({
      a: 2,
      sum: 5,
    });
  });

  test('upsert builds the document from query equalities, the update and $setOnInsert', async () => {
    const res = await coll.updateOne(
      { tenant: 'acme', 'profile.kind': 'org', score: { $gt: 3 } },
      { $set: { name: 'Acme' }, $setOnInsert: { created: true }, $inc: { visits: 1 } },
      { upsert: true },
    );
    expect(res.upsertedCount).toBe(1);
    const doc = await coll.findOne({ _id: res.upsertedId! }, { projection: { _id: 0 } });
    expect(doc).toEqual({ tenant: 'acme', profile: { kind: 'org' }, name: 'Acme', created: true, visits: 1 });
    const again = await coll.updateOne(
      { tenant: 'acme' },
      { $setOnInsert: { created: false }, $inc: { visits: 1 } },
      { upsert: true },
    );
    expect([again.matchedCount, again.modifiedCount, again.upsertedCount]).toEqual([1, 1, 0]);
    expect(await coll.findOne({ tenant: 'acme' }, { projection: { _id: 0, created: 1, visits: 1 } })).toEqual({
      created: true,
      visits: 2,
    });
  });

  test('raw update command reports n, nModified and upserted with index', async () => {
    const reply = await h.db.command({
      update: 'updates',
      updates: [
        { q: { tag: 'raw' }, u: { $set: { v: 1 } }, upsert: true },
        { q: { tag: 'raw' }, u: { $set: { v: 1 } } },
        { q: { tag: 'raw' }, u: { $set: { v: 2 } } },
      ],
    });
    expect(reply.n).toBe(3);
    expect(reply.nModified).toBe(1);
    expect(reply.upserted).toEqual([{ index: 0, _id: expect.anything() }]);
  });

  test('errors: immutable _id (66), conflicting paths (40), bad types (14), unknown modifier (9), path not viable (28)', async () => {
    expect((await failure({ a: 1 }, { $set: { _id: 'other' } })).code).toBe(66);
    expect((await failure({ a: 1 }, { $set: { a: 2 }, $inc: { a: 1 } })).code).toBe(40);
    expect((await failure({ a: 'text' }, { $inc: { a: 1 } })).code).toBe(14);
    expect((await failure({ a: 1 }, { $inc: { a: 'x' } })).code).toBe(14);
    expect((await failure({ a: 1 }, { $frobnicate: { a: 1 } })).code).toBe(9);
    expect((await failure({ a: 1 }, { $set: { 'a.b': 1 } })).code).toBe(28);
    expect((await failure({ a: 'str' }, { $push: { a: 1 } })).code).toBe(2);
  });

  test('a replacement that changes _id is rejected with ImmutableField (66)', async () => {
    const byId: Document = { _id: 'keep' };
    await coll.insertOne({ ...byId, a: 1 });
    const error = await coll.replaceOne(byId, { _id: 'changed', a: 2 }).catch((e: MongoServerError) => e);
    expect((error as MongoServerError).code).toBe(66);
    expect(await coll.findOne(byId)).toEqual({ _id: 'keep', a: 1 });
  });
});
