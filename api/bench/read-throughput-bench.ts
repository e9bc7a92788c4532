/**
 * The two hottest reads, GET /auth/user (cookie → session → user) and GET /waitlist/count, on a
 * database holding a realistic amount of data, against a bare Fastify route answering a fixed JSON
 * in the same process, with GET /health (the same plugins, no database read) as the ceiling of the
 * plugin stack. The two reads are also measured on a second instance with READ_CACHE_MS=0, where
 * every request reads the database. Each round measures the routes back to back, so a neighbour's
 * load on a shared machine skews them alike; the figures are the medians of the rounds.
 * The database is the one the API would pick: MONGODB_URI when set (a throw-away database on it,
 * dropped at the end), else the embedded one (mongo-offline on machines without mongod).
 * Run: npx tsx api/bench/read-throughput-bench.ts [seconds per measurement, default 4] [rounds, default 3].
 */
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/modules/auth/secrets';
import { benchConfig, benchDatabase, NO_LIMITS, sessionCookieOf } from './bench-config';
import { accountsOf } from '../test/helpers/accounts';

const seconds = Number(process.argv[2] ?? 4);
const rounds = Number(process.argv[3] ?? 3);
const connections = 10;
const USERS = 3000;
const WAITLIST = 3000;
const PASSWORD = 'Bench!pass1';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failed = result.non2xx + result.errors;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function seed(app: FastifyInstance): Promise<string> {
  const passwordHash = await hashPassword(PASSWORD);
  const users = await (
    await accountsOf(app)
  ).insertMany(
    Array.from({ length: USERS }, (_, i) => ({
      firstname: 'Bench',
      lastname: `User ${i}`,
      email: `bench-${i}@example.com`,
      passwordHash,
      hasPassword: true,
      emailVerified: true,
      onboarding: { industry: 'Fintech', team_size: '1-10', goals: ['Create pitch deck'], completed_step: 3 },
    })),
  );
  // Every account but the measured one has a live session, as on a site people use.
  for (const user of users.slice(1)) await app.sessions.create(user._id);
  const waitlist = app.db.connection.collection('waitlist');
  await waitlist.insertMany(
    Array.from({ length: WAITLIST }, (_, i) => ({
      email: `founder-${i}@example.com`,
      source: 'landing',
      joinedAt: new Date(),
    })),
  );
  return users[0]!.email;
}

async function main(): Promise<void> {
  // Logging off and the per-IP limits out of reach (every request comes from 127.0.0.1); the
  // limiter itself still runs on every request, as in production.
  const config = benchConfig(NO_LIMITS);
  const database = await benchDatabase(config);
  const dbName = `kuza_bench_${Date.now().toString(36)}`;
  const app = buildApp(config, { database: { ...database, dbName } });
  // The same database through an instance that reads it on every request.
  const uncached = buildApp(benchConfig({ ...NO_LIMITS, READ_CACHE_MS: '0' }), {
    database: { ...database, dbName },
  });
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ data: { count: 3000 } }));

  try {
    const appUrl = await listen(app);
    const uncachedUrl = await listen(uncached);
    const bareUrl = await listen(bare);
    const email = await seed(app);
    const login = await fetch(`${appUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = sessionCookieOf(login);

    const routes: Array<{ name: string; url: string; headers: Record<string, string> }> = [
      { name: 'bare fastify GET (fixed JSON)', url: bareUrl, headers: {} },
      // The ceiling of the plugin stack (cors, helmet, cookies…): a route that reads no database.
      { name: 'kuza GET /health (no database read)', url: `${appUrl}/health`, headers: {} },
      { name: 'kuza GET /auth/user (session cookie)', url: `${appUrl}/auth/user`, headers: { cookie } },
      { name: 'kuza GET /waitlist/count', url: `${appUrl}/waitlist/count`, headers: {} },
      { name: 'kuza GET /auth/user, READ_CACHE_MS=0', url: `${uncachedUrl}/auth/user`, headers: { cookie } },
      { name: 'kuza GET /waitlist/count, READ_CACHE_MS=0', url: `${uncachedUrl}/waitlist/count`, headers: {} },
    ];
    // A short warm-up, so the JIT has seen every path before measuring.
    for (const route of routes) await autocannon({ url: route.url, connections, duration: 1, headers: route.headers });

    const samples = routes.map(() => [] as number[]);
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, route] of routes.entries()) samples[i]!.push(await requestsPerSecond(route.url, route.headers));
    }

    console.log(
      `read throughput: db ${database.kind} (${USERS} users with sessions, ${WAITLIST} waitlist entries), ` +
        `autocannon ${connections} connections, ${rounds} rounds of ${seconds} s, node ${process.version}`,
    );
    const bareRps = median(samples[0]!);
    for (const [i, route] of routes.entries()) {
      const rps = median(samples[i]!);
      const rounds = samples[i]!.map((v) => v.toFixed(0)).join(' / ');
      const share = i === 0 ? '' : `   ${((rps / bareRps) * 100).toFixed(1)}% of bare`;
      console.log(`${route.name.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s median (${rounds})${share}`);
    }
  } finally {
    // autocannon stops without waiting for the requests still in flight; let them finish.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await app.db.connection.dropDatabase().catch(() => {});
    await app.close();
    await uncached.close();
    await bare.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
