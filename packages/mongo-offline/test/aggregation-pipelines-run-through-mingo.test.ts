import { MongoServerError, ObjectId, type Collection } from 'mongodb';
import { startHarness, type Harness } from './support';

let h: Harness;
let orders: Collection;
const alice = new ObjectId();
const bob = new ObjectId();

beforeAll(async () => {
  h = await startHarness();
  await h.db.collection('users').insertMany([
    { _id: alice, name: 'Alice' },
    { _id: bob, name: 'Bob' },
  ]);
  orders = h.db.collection('orders');
  await orders.insertMany([
    { user: alice, total: 30, items: ['pen', 'ink'], at: new Date('2024-01-02') },
    { user: alice, total: 10, items: ['pad'], at: new Date('2024-01-01') },
    { user: bob, total: 25, items: ['pen'], at: new Date('2024-01-03') },
    { user: bob, total: 5, items: [], at: new Date('2024-01-04') },
  ]);
});
afterAll(() => h.close());

describe('aggregation pipelines', () => {
  test('$match, $group, $sort, $project', async () => {
    const result = await orders
      .aggregate([
        { $match: { total: { $gte: 10 } } },
        { $group: { _id: '$user', spent: { $sum: '$total' }, orders: { $sum: 1 }, last: { $max: '$at' } } },
        { $sort: { spent: -1 } },
        { $project: { _id: 0, user: '$_id', spent: 1, orders: 1, last: 1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { spent: 40, orders: 2, last: new Date('2024-01-02'), user: alice },
      { spent: 25, orders: 1, last: new Date('2024-01-03'), user: bob },
    ]);
  });

  test('$skip, $limit and $count', async () => {
    const page = await orders
      .aggregate([{ $sort: { at: 1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 0, total: 1 } }])
      .toArray();
    expect(page).toEqual([{ total: 30 }, { total: 25 }]);
    expect(await orders.aggregate([{ $match: { total: { $lt: 26 } } }, { $count: 'n' }]).toArray()).toEqual([{ n: 3 }]);
  });

  test('$unwind with and without preserveNullAndEmptyArrays', async () => {
    const items = await orders
      .aggregate([{ $unwind: '$items' }, { $group: { _id: '$items', n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(items).toEqual([
      { _id: 'ink', n: 1 },
      { _id: 'pad', n: 1 },
      { _id: 'pen', n: 2 },
    ]);
    const kept = await orders
      .aggregate([{ $unwind: { path: '$items', preserveNullAndEmptyArrays: true } }, { $count: 'n' }])
      .toArray();
    expect(kept).toEqual([{ n: 5 }]);
  });

  test('$lookup joins another collection by ObjectId', async () => {
    const joined = await orders
      .aggregate([
        { $sort: { at: 1 } },
        { $limit: 1 },
        { $lookup: { from: 'users', localField: 'user', foreignField: '_id', as: 'buyer' } },
        { $unwind: '$buyer' },
        { $project: { _id: 0, name: '$buyer.name', total: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([{ total: 10, name: 'Alice' }]);
  });

  test('$lookup with a sub-pipeline and let variables', async () => {
    const users = await h.db
      .collection('users')
      .aggregate([
        {
          $lookup: {
            from: 'orders',
            let: { uid: '$_id' },
            pipeline: [{ $match: { $expr: { $eq: ['$user', '$$uid'] } } }, { $count: 'n' }],
            as: 'stats',
          },
        },
        { $sort: { name: 1 } },
        { $project: { _id: 0, name: 1, n: { $first: '$stats.n' } } },
      ])
      .toArray();
    expect(users).toEqual([
      { name: 'Alice', n: 2 },
      { name: 'Bob', n: 2 },
    ]);
  });

  test('$facet, $addFields and $set', async () => {
    const [facets] = await orders
      .aggregate([
        { $addFields: { big: { $gte: ['$total', 25] } } },
        { $set: { doubled: { $multiply: ['$total', 2] } } },
        {
          $facet: {
            big: [{ $match: { big: true } }, { $count: 'n' }],
            max: [{ $group: { _id: null, m: { $max: '$doubled' } } }],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({ big: [{ n: 2 }], max: [{ _id: null, m: 60 }] });
  });

  test('large results are returned across getMore batches', async () => {
    const big = h.db.collection('big');
    await big.insertMany(Array.from({ length: 300 }, (_, i) => ({ i, even: i % 2 === 0 })));
    const evens = await big.aggregate([{ $match: { even: true } }, { $sort: { i: -1 } }], { batchSize: 7 }).toArray();
    expect(evens).toHaveLength(150);
    expect(evens[0].i).toBe(298);
  });

  test('$out and $merge are refused with BadValue instead of being silently dropped', async () => {
    const error = await orders
      .aggregate([{ $out: 'copy' }])
      .toArray()
      .catch((e: MongoServerError) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(2);
    expect((error as MongoServerError).message).toMatch(/\$out.*not supported/);
  });

  test('an unknown stage is answered with a clear error', async () => {
    const error = await orders
      .aggregate([{ $bogusStage: {} }])
      .toArray()
      .catch((e: MongoServerError) => e);
    expect((error as MongoServerError).code).toBe(2);
    expect((error as MongoServerError).message).toMatch(/\$bogusStage/);
  });
});
