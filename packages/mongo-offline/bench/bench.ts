/*
 * Sequential mongoose round-trips: N inserts, then N point finds by _id.
 * Set MONGODB_URI (a running mongod) or MONGOMS_SYSTEM_BINARY (a mongod binary to spawn)
 * to print the same workload against a real server beside mongo-offline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import { start } from '../src';

const N = Number(process.env.BENCH_N ?? 2000);

interface Result {
  insert: number;
  findById: number;
}

async function measure(uri: string): Promise<Result> {
  const conn = await mongoose.createConnection(uri, { dbName: `bench_${Date.now()}` }).asPromise();
  try {
    const Item = conn.model('Item', new mongoose.Schema({ name: String, n: Number, tags: [String], at: Date }));
    await Item.init();
    const ids: Types.ObjectId[] = [];
    let t = performance.now();
    for (let i = 0; i < N; i++) {
      const doc = await Item.create({ name: `item-${i}`, n: i, tags: ['a', 'b'], at: new Date() });
      ids.push(doc._id);
    }
    const insert = N / ((performance.now() - t) / 1000);
    t = performance.now();
    for (const id of ids) {
      if (!(await Item.findById(id).lean())) throw new Error(`document ${String(id)} not found`);
    }
    const findById = N / ((performance.now() - t) / 1000);
    await conn.dropDatabase();
    return { insert, findById };
  } finally {
    await conn.close();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Spawn the mongod binary named by MONGOMS_SYSTEM_BINARY on a temporary dbpath. */
async function spawnMongod(binary: string): Promise<{ uri: string; stop: () => void }> {
  const dbpath = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mongod-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['--dbpath', dbpath, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'],
    { stdio: 'ignore' },
  );
  const uri = `mongodb://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`mongod exited with code ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false));
      setTimeout(() => socket.destroy(), 200);
    });
    if (ok) break;
    if (attempt > 150) throw new Error('mongod did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    uri,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dbpath, { recursive: true, force: true });
    },
  };
}

const fmt = (opsPerSecond: number | undefined): string =>
  opsPerSecond === undefined ? '-' : `${Math.round(opsPerSecond).toLocaleString('en-US')} ops/s`;

async function main(): Promise<void> {
  const server = await start({ port: 0 });
  const offline = await measure(server.uri);
  await server.stop();

  let real: Result | undefined;
  let realLabel = 'mongod';
  if (process.env.MONGODB_URI) {
    realLabel = 'mongod (MONGODB_URI)';
    real = await measure(process.env.MONGODB_URI);
  } else if (process.env.MONGOMS_SYSTEM_BINARY) {
    realLabel = 'mongod (MONGOMS_SYSTEM_BINARY)';
    const mongod = await spawnMongod(process.env.MONGOMS_SYSTEM_BINARY);
    try {
      real = await measure(mongod.uri);
    } finally {
      mongod.stop();
    }
  }

  const rows: Array<[string, string, string]> = [
    ['workload (mongoose, sequential)', 'mongo-offline', real ? realLabel : 'mongod (not configured)'],
    [`insert x${N}`, fmt(offline.insert), fmt(real?.insert)],
    [`findById x${N}`, fmt(offline.findById), fmt(real?.findById)],
  ];
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c].length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
