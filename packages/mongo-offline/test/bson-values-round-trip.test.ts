import {
  Binary,
  Decimal128,
  Double,
  Int32,
  Long,
  MongoClient,
  ObjectId,
  Timestamp,
  UUID,
  type Collection,
} from 'mongodb';
import { startHarness, type Harness } from './support';

let h: Harness;
let raw: MongoClient;
let values: Collection;

const sample = {
  _id: new ObjectId(),
  date: new Date('2024-02-29T12:34:56.789Z'),
  ref: new ObjectId(),
  bin: new Binary(Buffer.from([0, 1, 2, 250, 255]), 0),
  uuid: new UUID('0f4c1a3e-8f3a-4c5e-9d1b-2a3b4c5d6e7f'),
  dec: Decimal128.fromString('1234567890.123456789012345'),
  long: Long.fromString('9007199254740993'),
  smallLong: Long.fromNumber(42),
  int: 7,
  double: 0.1,
  big: 2 ** 40,
  ts: new Timestamp({ t: 1700000000, i: 3 }),
  nested: { list: [1, 'two', { three: [new Date(0), null, true] }], empty: {}, none: null },
  text: 'héllo 🌍',
  re: /ab+c/i,
};

beforeAll(async () => {
  h = await startHarness();
  // promoteValues:false shows the exact BSON types the server sent back.
  raw = await MongoClient.connect(h.server.uri, { promoteValues: false, promoteBuffers: false });
  values = h.db.collection('values');
  await values.insertOne({ ...sample });
});
afterAll(async () => {
  await raw.close();
  await h.close();
});

describe('BSON values round-trip', () => {
  test('every value comes back equal with the default driver options', async () => {
    const doc = await h.client.db('test').collection('values').findOne({ _id: sample._id }, { promoteLongs: false });
    expect(doc).toEqual(sample);
  });

  test('exact BSON types are preserved (Int32, Double, Long, Decimal128, Binary subtypes)', async () => {
    const doc = await raw.db('test').collection('values').findOne({ _id: sample._id });
    expect(doc?.int).toBeInstanceOf(Int32);
    expect(doc?.double).toBeInstanceOf(Double);
    expect(doc?.big).toBeInstanceOf(Double);
    expect(doc?.long).toBeInstanceOf(Long);
    expect((doc?.long as Long).toString()).toBe('9007199254740993');
    expect(doc?.smallLong).toBeInstanceOf(Long);
    expect((doc?.dec as Decimal128).toString()).toBe('1234567890.123456789012345');
    expect((doc?.uuid as Binary).sub_type).toBe(4);
    expect(Buffer.from((doc?.bin as Binary).buffer)).toEqual(Buffer.from([0, 1, 2, 250, 255]));
  });

  test('Long, Decimal128 and numbers compare numerically across types in queries', async () => {
    const nums = h.db.collection('nums');
    await nums.insertMany([
      { k: 'int', v: 5 },
      { k: 'long', v: Long.fromNumber(10) },
      { k: 'double', v: 7.5 },
      { k: 'dec', v: Decimal128.fromString('8.25') },
      { k: 'huge', v: Long.fromString('9007199254740993') },
    ]);
    const keys = async (filter: object) => (await nums.find(filter).sort({ v: 1 }).toArray()).map((d) => d.k);
    expect(await keys({})).toEqual(['int', 'double', 'dec', 'long', 'huge']);
    expect(await keys({ v: { $gt: 7 } })).toEqual(['double', 'dec', 'long', 'huge']);
    expect(await keys({ v: 10 })).toEqual(['long']);
    expect(await keys({ v: Long.fromNumber(5) })).toEqual(['int']);
    expect(await keys({ v: { $in: [8.25, Long.fromString('9007199254740993')] } })).toEqual(['dec', 'huge']);
  });

  test('$type matches BSON types, aliases and numeric codes', async () => {
    const has = async (field: string, type: unknown): Promise<boolean> =>
      (await values.countDocuments({ _id: sample._id, [field]: { $type: type } })) === 1;
    expect(await has('_id', 'objectId')).toBe(true);
    expect(await has('long', 'long')).toBe(true);
    expect(await has('long', 18)).toBe(true);
    expect(await has('dec', 'decimal')).toBe(true);
    expect(await has('int', 'int')).toBe(true);
    expect(await has('double', 'double')).toBe(true);
    expect(await has('int', 'number')).toBe(true);
    expect(await has('bin', 'binData')).toBe(true);
    expect(await has('ts', 'timestamp')).toBe(true);
    expect(await has('date', 9)).toBe(true);
    expect(await has('nested', 'object')).toBe(true);
    expect(await has('nested.list', 'array')).toBe(true);
    expect(await has('text', ['int', 'string'])).toBe(true);
    expect(await has('int', 'string')).toBe(false);
  });

  test('queries by ObjectId, Date range, Binary and nested documents', async () => {
    expect(await values.countDocuments({ ref: sample.ref })).toBe(1);
    expect(await values.countDocuments({ date: { $gte: new Date('2024-01-01'), $lt: new Date('2025-01-01') } })).toBe(
      1,
    );
    expect(await values.countDocuments({ bin: sample.bin })).toBe(1);
    expect(await values.countDocuments({ uuid: sample.uuid })).toBe(1);
    expect(await values.countDocuments({ 'nested.list.three': null })).toBe(1);
    expect(await values.countDocuments({ 'nested.empty': {} })).toBe(1);
    expect(await values.countDocuments({ _id: { $gt: sample._id } })).toBe(0);
  });

  test('values set through updates keep their types', async () => {
    const when = new Date('2030-01-01');
    await values.updateOne(
      { _id: sample._id },
      { $set: { 'nested.when': when, counter: Long.fromNumber(3), price: Decimal128.fromString('9.99') } },
    );
    const doc = await raw.db('test').collection('values').findOne({ _id: sample._id });
    expect((doc?.nested as { when: Date }).when).toEqual(when);
    expect(doc?.counter).toBeInstanceOf(Long);
    expect((doc?.price as Decimal128).toString()).toBe('9.99');
  });

  test('aggregation stages that rewrite documents never modify the stored copies', async () => {
    await values.aggregate([{ $set: { 'nested.empty.x': 1, text: 'changed' } }, { $unset: 'nested.list' }]).toArray();
    const again = await values.findOne({ _id: sample._id });
    expect(again?.text).toBe(sample.text);
    expect(again?.nested).toMatchObject({ list: sample.nested.list, empty: {} });
  });
});
