import mongoose, { type Connection } from 'mongoose';
import { start, type MongoOfflineServer } from '../src';

let server: MongoOfflineServer;
let conn: Connection;

beforeAll(async () => {
  server = await start({ port: 0 });
  conn = await mongoose.createConnection(`${server.uri}/gridfs`).asPromise();
});
afterAll(async () => {
  await conn.close();
  await server.stop();
});

// GridFS takes any _id; the driver's types only name ObjectId.
const key = (id: string) => id as unknown as mongoose.mongo.ObjectId;
const bucketOf = () => new mongoose.mongo.GridFSBucket(conn.db!, { bucketName: 'media', chunkSizeBytes: 64 * 1024 });

function upload(id: string, data: Buffer, metadata: Record<string, unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = bucketOf().openUploadStreamWithId(key(id), `${id}.bin`, { metadata });
    stream.once('finish', () => resolve()).once('error', reject);
    stream.end(data);
  });
}

async function download(id: string, range?: { start: number; end: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucketOf().openDownloadStream(key(id), range)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('GridFS through the official driver', () => {
  const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31) % 256));

  test('a file split over chunks reads back byte for byte, whole and by range', async () => {
    await upload('photo', data, { owner: 'w1' });
    expect((await download('photo')).equals(data)).toBe(true);
    expect((await download('photo', { start: 70_000, end: 140_000 })).equals(data.subarray(70_000, 140_000))).toBe(
      true,
    );
    const chunks = await conn.db!.collection('media.chunks').countDocuments({ files_id: 'photo' });
    expect(chunks).toBe(Math.ceil(data.length / (64 * 1024)));
  });

  test('files are found by metadata, the driver makes its indexes, and delete removes the chunks', async () => {
    await upload('other', Buffer.from('small'), { owner: 'w2' });
    const found = await bucketOf().find({ 'metadata.owner': 'w1' }).toArray();
    expect(found.map((file) => [file._id, file.length])).toEqual([['photo', data.length]]);

    const indexes = await conn.db!.collection('media.chunks').listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'files_id_1_n_1')).toMatchObject({ unique: true });
    const fileIndexes = await conn.db!.collection('media.files').listIndexes().toArray();
    expect(fileIndexes.map((index) => index.name)).toContain('filename_1_uploadDate_1');

    await bucketOf().delete(key('photo'));
    expect(await conn.db!.collection('media.chunks').countDocuments({ files_id: 'photo' })).toBe(0);
    await expect(download('photo')).rejects.toThrow(/FileNotFound|not found/i);
  });
});
