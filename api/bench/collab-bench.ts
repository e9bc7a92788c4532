/**
 * Live editing as two co-founders meet it: two API instances sharing Redis, one editor on each, the
 * same deck open. One types into a slide title; the time until the other's document holds the
 * keystroke is measured (median and p95). Then idle editors join on one instance: the server's heap
 * per open editor, and the messages each editor receives for one keystroke. Printed, never asserted.
 * Run: npx tsx api/bench/collab-bench.ts [keystrokes, default 200] [idle editors, default 20].
 */
import type { AddressInfo } from 'node:net';
import { HocuspocusProvider } from '@hocuspocus/provider';
import WebSocket from 'ws';
import type * as Y from 'yjs';
import { COLLAB_PATH, COLLAB_SHAPE, collabRoomName } from '@kuza/contracts/collab';
import { buildApp } from '../src/app';
import { startTestRedis } from '../test/helpers/redis';
import { benchConfig, benchDatabase, generatedDeck, NO_LIMITS, signedInFounder } from './bench-config';

const keystrokes = Number(process.argv[2] ?? 200);
const idleEditors = Number(process.argv[3] ?? 20);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const giveUpAt = Date.now() + ms;
  while (!check()) {
    if (Date.now() > giveUpAt) throw new Error('timed out');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A WebSocket that counts the messages it receives, for the messages per editor. */
let received = 0;
class CountingSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('message', () => (received += 1));
  }
}

async function main(): Promise<void> {
  const redis = await startTestRedis();
  const config = (id: string) =>
    benchConfig({ ...NO_LIMITS, REDIS_URL: redis.url, INSTANCE_ID: id, WEB_ORIGINS: 'http://localhost:3000' });
  const database = await benchDatabase(config('a'));
  const apps = [buildApp(config('a'), { database }), buildApp(config('b'), { database })];
  const providers: HocuspocusProvider[] = [];
  try {
    const ports: number[] = [];
    for (const app of apps) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      ports.push((app.server.address() as AddressInfo).port);
    }
    const founder = await signedInFounder(apps[0]!, 'collab-bench@example.com');
    const { cookie } = founder;
    const deck = await generatedDeck(founder);

    const token = cookie.split('=')[1]!;
    const open = async (port: number) => {
      let synced = false;
      const provider = new HocuspocusProvider({
        url: `ws://127.0.0.1:${port}${COLLAB_PATH}`,
        name: collabRoomName('deck', deck.id),
        token,
        WebSocketPolyfill: CountingSocket,
        onSynced: () => (synced = true),
      } as ConstructorParameters<typeof HocuspocusProvider>[0]);
      providers.push(provider);
      await until(() => synced);
      const title = () =>
        provider.document.getArray<Y.Map<unknown>>(COLLAB_SHAPE.deck.list).get(1).get('title') as Y.Text;
      return { provider, title };
    };
    const typist = await open(ports[0]!);
    const reader = await open(ports[1]!);

    // Keystrokes one at a time, each waited for on the other instance's editor.
    const times: number[] = [];
    for (let i = 0; i < keystrokes; i += 1) {
      const before = reader.title().length;
      const started = performance.now();
      typist.title().insert(typist.title().length, i % 10 === 9 ? ' ' : 'a');
      await until(() => reader.title().length > before);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    // Idle editors on instance A: the heap each adds, and what one keystroke sends to every editor.
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < idleEditors; i += 1) await open(ports[0]!);
    await sleep(500);
    global.gc?.();
    const heapPerEditor = (process.memoryUsage().heapUsed - heapBefore) / idleEditors;
    await sleep(500);
    received = 0;
    const before = reader.title().length;
    typist.title().insert(0, 'b');
    await until(() => reader.title().length > before);
    await sleep(1000);
    const perEditor = received / (idleEditors + 2);

    console.log(`Live editing, two API instances through Redis, ${keystrokes} keystrokes:`);
    console.log(
      `  keystroke to the other editor's document: median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
    console.log(
      `  per open editor: ${(heapPerEditor / 1024).toFixed(0)} KB of heap (${idleEditors} editors; the API and the editors share this process, so an upper bound${global.gc ? '' : '; run with --expose-gc for a steadier figure'}), ${perEditor.toFixed(1)} messages received for one keystroke`,
    );
  } finally {
    for (const provider of providers) provider.destroy();
    for (const app of apps) await app.close().catch(() => undefined);
    await database.stop();
    await redis.remove();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
