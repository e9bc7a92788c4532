import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { GenerationStatus } from '@kuza/contracts';
import { createAuthApp, verifiedAccount, type AuthTestApp } from './helpers/auth';
import { as, createAiDeck } from './helpers/decks';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { startTestRedis, type TestRedis } from './helpers/redis';
import { TEST_WEB_ORIGIN } from './helpers/test-app';

const ROOT = path.resolve(__dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: TestRedis;
let model: FakeOpenAi;
let b: AuthTestApp;
let a: ChildProcess | undefined;
beforeAll(async () => {
  redis = await startTestRedis();
  // The model instance a asks never answers: a is still writing the slides when it is killed.
  model = await startFakeOpenAi(() => ({ hangMs: 120_000 }));
  b = await createAuthApp({ REDIS_URL: redis.url, INSTANCE_ID: 'api-b' });
});
afterAll(async () => {
  a?.kill('SIGKILL');
  await b?.stop();
  await model?.stop();
  await redis?.remove();
});

/** Instance a, a process of its own (api/src/server.ts) on b's database and Redis; resolves with its URL. */
function startInstanceA(): Promise<string> {
  const database = new URL(b.database.uri);
  database.pathname = `/${b.dbName}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      MONGODB_URI: database.href,
      REDIS_URL: redis.url,
      INSTANCE_ID: 'api-a',
      WEB_ORIGINS: TEST_WEB_ORIGIN,
      AI_PROVIDER: 'openai',
      AI_BASE_URL: model.baseUrl,
      AI_API_KEY: 'test-key',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  a = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`instance a exited (${code}) before listening:\n${output}`)));
  });
}

it('finishes on b, within 10 s, a generation whose instance was killed mid-run', async () => {
  const { cookie } = await verifiedAccount(b);
  const deck = await createAiDeck(b, cookie);
  const urlOfA = await startInstanceA();

  const started = await fetch(`${urlOfA}/decks/${deck.id}/generate`, {
    method: 'POST',
    headers: { cookie, origin: TEST_WEB_ORIGIN },
  });
  expect(started.status).toBe(202);
  for (let i = 0; i < 100 && model.requests.length === 0; i += 1) await sleep(50);
  expect(model.requests.length).toBeGreaterThan(0);

  // No shutdown, no hand-over: the process is gone at once, its lease left to lapse.
  a!.kill('SIGKILL');
  const killedAt = Date.now();

  let status: GenerationStatus | undefined;
  while (Date.now() - killedAt < 15_000) {
    status = (await b.app.inject({ url: `/decks/${deck.id}/generation`, ...as(cookie) })).json<GenerationStatus>();
    if (status.state !== 'running') break;
    await sleep(100);
  }
  expect(status).toEqual({ state: 'done', done: deck.outline.length, total: deck.outline.length });
  expect(Date.now() - killedAt).toBeLessThan(10_000);
}, 60_000);
