import mongoose, { type Connection } from 'mongoose';
import { start, type MongoOfflineServer } from '../src';

let server: MongoOfflineServer;
let conn: Connection;
const logged: string[] = [];

beforeAll(async () => {
  server = await start({ port: 0, ttlIntervalMs: 100, logger: (msg) => logged.push(msg) });
  conn = await mongoose.createConnection(`${server.uri}/models`).asPromise();
});
afterAll(async () => {
  await conn.close();
  await server.stop();
});

const sessionSchema = new mongoose.Schema(
  {
    token: { type: String, required: true, unique: true },
    user: { type: mongoose.Schema.Types.ObjectId, ref: 'User' },
    expiresAt: { type: Date, expires: 1 },
    meta: { ip: String, agent: String },
  },
  { timestamps: true },
);

describe('mongoose models', () => {
  test('Model.init() creates the unique and TTL indexes and syncIndexes is a no-op afterwards', async () => {
    const Session = conn.model('Session', sessionSchema);
    await Session.init();
    const indexes = await Session.listIndexes();
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'token_1', unique: true, key: { token: 1 } }),
        expect.objectContaining({ name: 'expiresAt_1', expireAfterSeconds: 1, key: { expiresAt: 1 } }),
      ]),
    );
    expect(await Session.syncIndexes()).toEqual([]);
    expect(await Session.diffIndexes()).toEqual({ toDrop: [], toCreate: [] });
    // Nothing mongoose sent during connect/init/sync was an unknown command.
    expect(logged.filter((m) => m.includes('unknown command'))).toEqual([]);
  });

  test('syncIndexes drops indexes that left the schema and creates new ones', async () => {
    const first = conn.model(
      'Evolving',
      new mongoose.Schema({ a: { type: String, index: true }, b: String }),
      'evolving',
    );
    await first.init();
    conn.deleteModel('Evolving');
    const second = conn.model(
      'Evolving',
      new mongoose.Schema({ a: String, b: { type: String, unique: true } }),
      'evolving',
    );
    const dropped = await second.syncIndexes();
    expect(dropped).toEqual(['a_1']);
    expect((await second.listIndexes()).map((i) => i.name).sort()).toEqual(['_id_', 'b_1']);
  });

  test('documents round-trip through a model, including populate', async () => {
    const User = conn.model('User', new mongoose.Schema({ name: String, roles: [String], born: Date }));
    const Session = conn.model('Session');
    const user = await User.create({ name: 'Zed', roles: ['admin'], born: new Date('1990-05-01') });
    await Session.create({ token: 't-pop', user: user._id, meta: { ip: '::1' } });
    const found = await Session.findOne({ token: 't-pop' })
      .populate('user')
      .lean<{ user: { name: string }; meta: object }>();
    expect(found?.user.name).toBe('Zed');
    expect(found?.meta).toEqual({ ip: '::1' });
    const updated = await User.findByIdAndUpdate(
      user._id,
      { $addToSet: { roles: 'owner' } },
      { returnDocument: 'after' },
    ).lean();
    expect(updated?.roles).toEqual(['admin', 'owner']);
    expect(await User.exists({ name: 'Zed' })).toBeTruthy();
    await User.deleteOne({ _id: user._id });
    expect(await User.findById(user._id)).toBeNull();
  });

  test('a duplicate through the model surfaces code 11000 and keyValue', async () => {
    const Session = conn.model('Session');
    await Session.create({ token: 'same' });
    const error = (await Session.create({ token: 'same' }).catch((e: unknown) => e)) as {
      code: number;
      keyValue: object;
    };
    expect(error.code).toBe(11000);
    expect(error.keyValue).toEqual({ token: 'same' });
  });

  test('TTL: expired documents disappear within a few seconds, others stay', async () => {
    const Session = conn.model('Session');
    await Session.create([
      { token: 'old', expiresAt: new Date(Date.now() - 5_000) },
      { token: 'soon', expiresAt: new Date() },
      { token: 'later', expiresAt: new Date(Date.now() + 60_000) },
      { token: 'never' },
    ]);
    const deadline = Date.now() + 5_000;
    let remaining: string[] = [];
    while (Date.now() < deadline) {
      remaining = (
        await Session.find({ token: { $in: ['old', 'soon', 'later', 'never'] } }).lean<Array<{ token: string }>>()
      ).map((s) => s.token);
      if (remaining.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(remaining.sort()).toEqual(['later', 'never']);
  });

  test('validation, lean queries with sort/skip/limit and select work as usual', async () => {
    const Item = conn.model(
      'Item',
      new mongoose.Schema({ n: { type: Number, min: 0 }, secret: { type: String, select: false } }),
    );
    await expect(Item.create({ n: -1 })).rejects.toThrow(/validation/i);
    await Item.insertMany(Array.from({ length: 20 }, (_, n) => ({ n, secret: 's' })));
    const page = await Item.find({ n: { $gte: 5 } })
      .sort({ n: -1 })
      .skip(2)
      .limit(3)
      .lean();
    expect(page.map((i) => i.n)).toEqual([17, 16, 15]);
    expect(page[0]).not.toHaveProperty('secret');
    expect((await Item.findOne({ n: 3 }).select('+secret').lean())?.secret).toBe('s');
  });
});
