import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Document } from 'mongodb';
import { start, type MongoOfflineOptions } from '../src';
import { readLog } from '../src/store/journal';

const dirs: string[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mongo-offline-journal-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function withClient<T>(
  dbpath: string,
  run: (client: MongoClient) => Promise<T>,
  options: MongoOfflineOptions = {},
): Promise<T> {
  const server = await start({ port: 0, dbpath, ...options });
  const client = await MongoClient.connect(server.uri);
  try {
    return await run(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

const logSize = (dbpath: string): number => fs.statSync(path.join(dbpath, 'oplog.bson')).size;
const MB = 1024 * 1024;

describe('the journal', () => {
  test('updates of a large document grow the journal by the size of the changes, and a restart replays them', async () => {
    const dbpath = tempDir();
    const slides = Array.from({ length: 4 }, (_, i) => ({ title: `Slide ${i}`, body: String(i).repeat(256 * 1024) }));
    let grown = 0;
    const before = await withClient(dbpath, async (client) => {
      const decks = client.db('app').collection('decks');
      await decks.insertOne({ _id: 'd' as never, name: 'Deck', slides, meta: { tags: [] } });
      const start = logSize(dbpath);
      for (let i = 0; i < 200; i++) {
        await decks.updateOne(
          { _id: 'd' as never },
          { $inc: { views: 1 }, $currentDate: { seenAt: true }, $set: { 'slides.1.title': `Title ${i}` } },
        );
      }
      await decks.updateOne({ _id: 'd' as never }, { $push: { 'meta.tags': 'pitch' }, $unset: { name: '' } } as never);
      grown = logSize(dbpath) - start;
      return decks.findOne({ _id: 'd' as never });
    });
    // 201 whole copies would be over 200 MB; the changes themselves take a few hundred bytes each.
    expect(grown).toBeLessThan(201 * 300);
    const after = await withClient(dbpath, (client) =>
      client
        .db('app')
        .collection('decks')
        .findOne({ _id: 'd' as never }),
    );
    expect(after).toEqual(before);
    expect(after).toMatchObject({
      views: 200,
      meta: { tags: ['pitch'] },
      slides: [{}, { title: 'Title 199' }, {}, {}],
    });
    expect(Object.keys(after!)).toEqual(['_id', 'slides', 'meta', 'views', 'seenAt']);
  });

  test('updates that reorder fields, grow arrays or change types are replayed exactly', async () => {
    const dbpath = tempDir();
    const before = await withClient(dbpath, async (client) => {
      const coll = client.db('app').collection('c');
      await coll.insertOne({ _id: 1 as never, a: 1, b: { x: 1, y: [1, 2] }, c: 'text' });
      await coll.replaceOne({ _id: 1 as never }, { c: 'text', b: { y: [1, 2], x: 1 }, a: 1 });
      await coll.updateOne({ _id: 1 as never }, { $push: { 'b.y': 3 }, $set: { a: '1', 'b.z': null } } as never);
      await coll.updateOne({ _id: 1 as never }, [{ $set: { b: { $mergeObjects: [{ first: true }, '$b'] } } }]);
      return coll.findOne({ _id: 1 as never });
    });
    expect(before).toEqual({ _id: 1, c: 'text', b: { first: true, y: [1, 2, 3], x: 1, z: null }, a: '1' });
    const after = await withClient(dbpath, (client) =>
      client
        .db('app')
        .collection('c')
        .findOne({ _id: 1 as never }),
    );
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
  });

  test('a journal many times the live data is compacted while the server runs, and a restart sees the same data', async () => {
    const dbpath = tempDir();
    const messages: string[] = [];
    const logger = (msg: string): void => void messages.push(msg);
    const body = (n: number): string => String(n % 10).repeat(MB);
    const before = await withClient(
      dbpath,
      async (client) => {
        const files = client.db('app').collection('files');
        await files.insertMany([0, 1, 2, 3].map((i) => ({ _id: i as never, n: 0, body: body(i) })));
        // Each replacement logs the whole 1 MB document: about 40 MB of log for 4 MB of data.
        for (let n = 1; n <= 40; n++) await files.replaceOne({ _id: (n % 4) as never }, { n, body: body(n) });
        for (let i = 0; i < 50 && !messages.some((m) => m.includes('compacted')); i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(messages.find((m) => m.includes('compacted'))).toMatch(/compacted the journal from \d+ to \d+ bytes/);
        expect(logSize(dbpath)).toBeLessThan(16 * MB);
        return files.find().sort({ _id: 1 }).toArray();
      },
      { logger },
    );
    expect(fs.existsSync(path.join(dbpath, 'oplog.bson.tmp'))).toBe(false);
    const after = await withClient(dbpath, (client) =>
      client.db('app').collection('files').find().sort({ _id: 1 }).toArray(),
    );
    expect(after.map((doc) => doc.n)).toEqual([40, 37, 38, 39]);
    expect(after).toEqual(before);
  });

  test('a snapshot left half-written by a crash is discarded on start and the log is kept', async () => {
    const dbpath = tempDir();
    await withClient(dbpath, (client) => client.db('app').collection('c').insertOne({ kept: true }));
    fs.writeFileSync(path.join(dbpath, 'oplog.bson.tmp'), Buffer.from([42, 0, 0]));
    const docs = await withClient(dbpath, (client) =>
      client
        .db('app')
        .collection('c')
        .find({}, { projection: { _id: 0 } })
        .toArray(),
    );
    expect(docs).toEqual([{ kept: true }]);
    expect(fs.existsSync(path.join(dbpath, 'oplog.bson.tmp'))).toBe(false);
  });

  test('the log is read record by record, records longer than the read buffer included, up to a torn last record', async () => {
    const dbpath = tempDir();
    await withClient(dbpath, async (client) => {
      const coll = client.db('app').collection('c');
      await coll.insertOne({ big: 'x'.repeat(200_000) });
      await coll.insertMany(Array.from({ length: 50 }, (_, i) => ({ i })));
    });
    const file = path.join(dbpath, 'oplog.bson');
    const whole = fs.statSync(file).size;
    fs.appendFileSync(file, Buffer.from([200, 0, 0, 0, 3]));
    const read = (chunkBytes?: number): { entries: Document[]; end: number; size: number } => {
      const entries: Document[] = [];
      const result = readLog(file, (entry) => entries.push(entry), chunkBytes);
      return { entries, ...result };
    };
    const streamed = read(64);
    expect(streamed).toEqual(read());
    expect(streamed.end).toBe(whole);
    expect(streamed.size).toBe(whole + 5);
    expect(streamed.entries.filter((entry) => entry.op === 'put')).toHaveLength(51);
    expect((streamed.entries.find((entry) => entry.op === 'put')!.doc as Document).big).toHaveLength(200_000);
  });
});
