/**
 * Accounts under load, next to a bare Fastify route in the same run: POST /auth/login (one argon2id
 * verification per request, so it is bounded by hashing, on purpose) and GET /auth/user (cookie →
 * session → user, two indexed reads). Also prints the argon2 parameters and what one hash costs.
 * Run: npx tsx api/bench/auth-bench.ts [seconds, default 5].
 */
import { performance } from 'node:perf_hooks';
import autocannon, { type Request as BenchRequest } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../src/modules/auth/secrets';
import { benchConfig, benchDatabase, NO_LIMITS, sessionCookieOf } from './bench-config';
import { accountsOf } from '../test/helpers/accounts';

const seconds = Number(process.argv[2] ?? 5);
const connections = 10;
const PASSWORD = 'Bench!pass1';
/** Enough accounts that the per-address sign-in limit (10 per 15 minutes) is never reached. */
const ACCOUNTS = 400;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

interface Row {
  name: string;
  rps: number;
  p99: number;
  failed: number;
}

async function measure(name: string, options: Parameters<typeof autocannon>[0]): Promise<Row> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return { name, rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

async function argon2Cost(runs = 10): Promise<{ hashMs: number; verifyMs: number }> {
  const hash = await hashPassword(PASSWORD); // warm-up
  let started = performance.now();
  for (let i = 0; i < runs; i += 1) await hashPassword(PASSWORD);
  const hashMs = (performance.now() - started) / runs;
  started = performance.now();
  for (let i = 0; i < runs; i += 1) await verifyPassword(hash, PASSWORD);
  return { hashMs, verifyMs: (performance.now() - started) / runs };
}

async function main(): Promise<void> {
  // Logging off and limits out of the way: the figures are the request path, not the limiter.
  const config = benchConfig(NO_LIMITS);
  const database = await benchDatabase(config);
  const app = buildApp(config, { database });
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ ok: true }));
  bare.post('/', async () => ({ ok: true }));

  try {
    const cost = await argon2Cost();
    const appUrl = await listen(app);
    const bareUrl = await listen(bare);

    const passwordHash = await hashPassword(PASSWORD);
    const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench-${i}@example.com`);
    await (
      await accountsOf(app)
    ).insertMany(
      emails.map((email) => ({
        firstname: 'Bench',
        lastname: 'User',
        email,
        passwordHash,
        hasPassword: true,
        emailVerified: true,
      })),
    );
    const login = await fetch(`${appUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: emails[0], password: PASSWORD }),
    });
    const cookie = sessionCookieOf(login);

    let next = 0;
    const loginRequest = {
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request: BenchRequest) => ({
        ...request,
        body: JSON.stringify({ email: emails[next++ % ACCOUNTS], password: PASSWORD }),
      }),
    };
    // Warm-up, so the JIT has seen every path before measuring.
    await autocannon({ url: `${appUrl}/auth/user`, connections, duration: 1, headers: { cookie } });
    await autocannon({ url: bareUrl, connections, duration: 1 });

    const rows = [
      await measure('bare fastify GET { ok: true }', { url: bareUrl }),
      await measure('kuza GET /auth/user (session cookie)', { url: `${appUrl}/auth/user`, headers: { cookie } }),
      await measure('bare fastify POST { ok: true }', { url: bareUrl, method: 'POST' }),
      await measure('kuza POST /auth/login (argon2id verify)', { url: appUrl, requests: [loginRequest] }),
    ];
    console.log(
      `autocannon: ${connections} connections, ${seconds} s each, node ${process.version}, db ${database.kind}`,
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99} ms   errors/non-2xx ${r.failed}`,
      );
    }
    // argon2 work queued behind the last login requests finishes before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
    console.log(
      `argon2id m=${memoryCost} KiB (${(memoryCost / 1024).toFixed(0)} MiB), t=${timeCost}, p=${parallelism}: ` +
        `one hash ${cost.hashMs.toFixed(1)} ms, one verify ${cost.verifyMs.toFixed(1)} ms`,
    );
  } finally {
    await app.close();
    await bare.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
