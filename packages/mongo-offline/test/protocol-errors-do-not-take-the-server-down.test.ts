import net from 'node:net';
import { deserialize, serialize, type Document } from 'bson';
import { MongoServerError } from 'mongodb';
import { startHarness, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

function opMsg(requestId: number, body: Document, flags = 0): Buffer {
  const doc = serialize(body);
  const header = Buffer.alloc(21);
  header.writeInt32LE(21 + doc.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(2013, 12);
  header.writeUInt32LE(flags, 16);
  return Buffer.concat([header, doc]);
}

function opQuery(requestId: number, collection: string, query: Document): Buffer {
  const name = Buffer.from(`${collection}\0`);
  const doc = serialize(query);
  const header = Buffer.alloc(20);
  header.writeInt32LE(20 + name.length + 8 + doc.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(2004, 12);
  const skipReturn = Buffer.alloc(8);
  skipReturn.writeInt32LE(-1, 4);
  return Buffer.concat([header, name, skipReturn, doc]);
}

/** Raw socket that collects replies (decoded bodies keyed by responseTo) and notices close. */
function rawClient(): Promise<{
  socket: net.Socket;
  replies: Map<number, Document>;
  opCodes: number[];
  closed: Promise<void>;
}> {
  return new Promise((resolve) => {
    const socket = net.connect(h.server.port, '127.0.0.1');
    const replies = new Map<number, Document>();
    const opCodes: number[] = [];
    let pending = Buffer.alloc(0);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const message = pending.subarray(0, pending.readInt32LE(0));
        pending = pending.subarray(message.length);
        const opCode = message.readInt32LE(12);
        opCodes.push(opCode);
        replies.set(message.readInt32LE(8), deserialize(message.subarray(opCode === 1 ? 36 : 21)));
      }
    });
    socket.once('connect', () => resolve({ socket, replies, opCodes, closed }));
  });
}

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('protocol robustness', () => {
  test('an unknown command answers CommandNotFound (59) and the server keeps serving', async () => {
    const error = (await h.db.command({ frobnicate: 1 }).catch((e: unknown) => e)) as MongoServerError;
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error.code).toBe(59);
    expect(error.codeName).toBe('CommandNotFound');
    expect(error.message).toBe("no such command: 'frobnicate'");
    expect(await h.db.command({ ping: 1 })).toEqual({ ok: 1 });
  });

  test('unsupported operators and options answer BadValue (2) with a clear message', async () => {
    const coll = h.db.collection('bad');
    const text = (await coll
      .find({ $text: { $search: 'x' } })
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(text.code).toBe(2);
    expect(text.message).toMatch(/\$text/);
    const where = (await coll
      .find({ $where: 'true' })
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(where.message).toMatch(/not supported by mongo-offline/);
    const collation = (await coll
      .find({}, { collation: { locale: 'fr' } })
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect([collation.code, collation.codeName]).toEqual([2, 'BadValue']);
    const textIndex = (await coll.createIndex({ body: 'text' }).catch((e: unknown) => e)) as MongoServerError;
    expect(textIndex.code).toBe(2);
  });

  test('hello reports a writable standalone with a modern wire version', async () => {
    const hello = await h.db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      maxWireVersion: 21,
      logicalSessionTimeoutMinutes: 30,
      ok: 1,
    });
    expect(hello.setName).toBeUndefined();
    expect((await h.db.admin().command({ buildInfo: 1 })).version).toBe('7.0.0-offline');
  });

  test('legacy OP_QUERY isMaster gets an OP_REPLY; other OP_QUERY commands are refused', async () => {
    const { socket, replies, opCodes } = await rawClient();
    socket.write(opQuery(1, 'admin.$cmd', { isMaster: 1 }));
    socket.write(opQuery(2, 'admin.$cmd', { find: 'x' }));
    await until(() => replies.size === 2);
    expect(opCodes).toEqual([1, 1]);
    expect(replies.get(1)).toMatchObject({ ismaster: true, ok: 1 });
    expect(replies.get(2)).toMatchObject({ ok: 0, code: 352 });
    socket.destroy();
  });

  test('several messages in one chunk and one message split across many chunks are framed', async () => {
    const { socket, replies } = await rawClient();
    socket.write(Buffer.concat([opMsg(10, { ping: 1, $db: 'admin' }), opMsg(11, { ping: 1, $db: 'admin' })]));
    const split = opMsg(12, { insert: 'framing', documents: [{ a: 1 }], $db: 'test' });
    for (let i = 0; i < split.length; i += 7) {
      socket.write(split.subarray(i, i + 7));
      await new Promise((r) => setImmediate(r));
    }
    await until(() => replies.size === 3);
    expect([replies.get(10)?.ok, replies.get(11)?.ok, replies.get(12)?.n]).toEqual([1, 1, 1]);
    socket.destroy();
  });

  test('a message carrying a CRC-32C checksum (checksumPresent) is accepted', async () => {
    const { socket, replies } = await rawClient();
    const plain = opMsg(30, { ping: 1, $db: 'admin' }, 1);
    const withChecksum = Buffer.concat([plain, Buffer.from([1, 2, 3, 4])]);
    withChecksum.writeInt32LE(withChecksum.length, 0);
    socket.write(withChecksum);
    await until(() => replies.has(30));
    expect(replies.get(30)).toEqual({ ok: 1 });
    socket.destroy();
  });

  test('moreToCome requests are executed without a reply', async () => {
    const { socket, replies } = await rawClient();
    socket.write(opMsg(20, { insert: 'quiet', documents: [{ q: 1 }], $db: 'test' }, 2));
    socket.write(opMsg(21, { count: 'quiet', $db: 'test' }));
    await until(() => replies.has(21));
    expect(replies.has(20)).toBe(false);
    expect(replies.get(21)?.n).toBe(1);
    socket.destroy();
  });

  const malformed: Array<[string, Buffer]> = [
    ['a negative message length', Buffer.from([0xff, 0xff, 0xff, 0xff, 1, 2, 3, 4])],
    ['a message length above the limit', Buffer.from([0, 0, 0, 0x7f, 1, 2, 3, 4])],
    [
      'an unknown opCode',
      (() => {
        const b = opMsg(1, { ping: 1 });
        b.writeInt32LE(9999, 12);
        return b;
      })(),
    ],
    [
      'a BSON body whose size is wrong',
      (() => {
        const b = opMsg(1, { ping: 1, $db: 'admin' });
        b.writeInt32LE(3, 21);
        return b;
      })(),
    ],
    [
      'a BSON element of an unknown type',
      (() => {
        const b = opMsg(1, { ping: 1, $db: 'admin' });
        b[25] = 0x42;
        return b;
      })(),
    ],
    [
      'an unknown section kind',
      (() => {
        const b = opMsg(1, { ping: 1 });
        b[20] = 7;
        return b;
      })(),
    ],
  ];

  test.each(malformed)('%s closes only that connection; another client still works', async (_name, bytes) => {
    const { socket, closed } = await rawClient();
    socket.write(bytes);
    await closed;
    expect(socket.destroyed).toBe(true);
    expect(await h.db.collection('still').insertOne({ ok: true })).toMatchObject({ acknowledged: true });
    expect(await h.db.command({ ping: 1 })).toEqual({ ok: 1 });
  });
});
