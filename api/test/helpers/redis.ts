import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

/** Debian's redis-server; REDIS_SERVER_BINARY points elsewhere. */
const REDIS_SERVER = process.env.REDIS_SERVER_BINARY ?? '/usr/bin/redis-server';

export interface TestRedis {
  /** For REDIS_URL. */
  url: string;
  port: number;
  /** Empties every key, so tests in one file do not share counters. */
  flush(): Promise<void>;
  /** Stops the server (the data directory is kept until `remove`), as an outage would. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it and deletes its directory. */
  remove(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(port: number): Promise<boolean> {
  const client = new Redis({
    port,
    host: '127.0.0.1',
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * A real redis-server on a free loopback port, in its own temporary directory, keeping nothing on
 * disk (`--save '' --appendonly no`). Resolves once it answers PING.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kuza-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (started.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server did not start on port ${port}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async flush() {
      const client = new Redis({ port, host: '127.0.0.1' });
      try {
        await client.flushall();
      } finally {
        client.disconnect();
      }
    },
    stop,
    start,
    async remove() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
