/**
 * Many signed-in founders behind one address (a hub's router, a campus, a mobile carrier's NAT):
 * N accounts, each making R requests a second for S seconds, all from this machine, against a
 * running API (directly, or through nginx). Prints the requests made, how many were refused with
 * 429, the other failures and the latency percentiles. With limits per account, none is refused.
 *
 * The accounts and their sessions are written straight into the API's database (signing 50 people
 * up over HTTP from one address is what the per-address sign-up limit stops), and deleted after.
 *
 * Run: npx tsx api/bench/shared-ip-load.ts <base-url> [--accounts 50] [--rate 1] [--seconds 60]
 *        [--path /auth/user] [--mongodb-uri <uri>]
 * e.g.  npx tsx api/bench/shared-ip-load.ts http://localhost:8080/api --mongodb-uri mongodb://127.0.0.1:27017/kuza
 * The database is --mongodb-uri, else MONGODB_URI: the one the API instances use.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { sessionModel } from '../src/modules/sessions/model';
import { createSessionService } from '../src/modules/sessions/service';
import { userModel } from '../src/modules/users/model';

const USAGE =
  'usage: npx tsx api/bench/shared-ip-load.ts <base-url> [--accounts 50] [--rate 1] [--seconds 60] ' +
  '[--path /auth/user] [--mongodb-uri <uri>]';

interface Options {
  baseUrl: string;
  accounts: number;
  rate: number;
  seconds: number;
  path: string;
  mongodbUri: string;
}

function readOptions(): Options {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      accounts: { type: 'string', default: '50' },
      rate: { type: 'string', default: '1' },
      seconds: { type: 'string', default: '60' },
      path: { type: 'string', default: '/auth/user' },
      'mongodb-uri': { type: 'string' },
    },
  });
  const problems: string[] = [];
  const positive = (name: string, raw: string) => {
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0)
      problems.push(`--${name} must be a positive number (got ${JSON.stringify(raw)})`);
    return n;
  };
  const [base] = positionals;
  let baseUrl = '';
  try {
    const url = new URL(base ?? '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    baseUrl = url.href.replace(/\/$/, '');
  } catch {
    problems.push(
      `the base URL must be an http(s) URL such as http://localhost:8080/api (got ${JSON.stringify(base)})`,
    );
  }
  const mongodbUri = values['mongodb-uri'] ?? process.env.MONGODB_URI ?? '';
  if (!/^mongodb(\+srv)?:\/\/\S+$/.test(mongodbUri))
    problems.push('--mongodb-uri (or MONGODB_URI) must name the database the API uses: mongodb://…');
  const options = {
    baseUrl,
    accounts: Math.round(positive('accounts', values.accounts)),
    rate: positive('rate', values.rate),
    seconds: positive('seconds', values.seconds),
    path: values.path.startsWith('/') ? values.path : `/${values.path}`,
    mongodbUri,
  };
  if (problems.length > 0) {
    console.error([...problems, USAGE].join('\n'));
    process.exit(2);
  }
  return options;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const options = readOptions();
  const connection = mongoose.createConnection(options.mongodbUri, { serverSelectionTimeoutMS: 10_000 });
  await connection.asPromise();
  const users = await userModel(connection);
  const sessions = await createSessionService(await sessionModel(connection));
  const stamp = randomBytes(4).toString('hex');
  const people = await users.insertMany(
    Array.from({ length: options.accounts }, (_, i) => ({
      firstname: 'Load',
      lastname: `Founder ${i + 1}`,
      email: `shared-ip-load-${stamp}-${i + 1}@example.com`,
      emailVerified: true,
    })),
  );
  const cookies = await Promise.all(
    people.map(async (person) => `kuza_session=${(await sessions.create(person._id)).id}`),
  );

  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let errors = 0;
  const url = `${options.baseUrl}${options.path}`;
  const interval = 1000 / options.rate;
  const endAt = performance.now() + options.seconds * 1000;
  console.log(
    `${options.accounts} signed-in accounts from one address, ${options.rate} request/s each for ` +
      `${options.seconds} s: GET ${url}`,
  );

  try {
    // Each account on its own clock, started at a random point of the first interval, as people are.
    await Promise.all(
      cookies.map(async (cookie) => {
        let next = performance.now() + Math.random() * interval;
        while (next < endAt) {
          await sleep(Math.max(0, next - performance.now()));
          next += interval;
          const started = performance.now();
          try {
            const response = await fetch(url, { headers: { cookie } });
            await response.arrayBuffer();
            latencies.push(performance.now() - started);
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          } catch {
            errors += 1;
          }
        }
      }),
    );
  } finally {
    await Promise.all(people.map((person) => sessions.revokeAll(person._id)));
    await users.deleteMany({ _id: { $in: people.map((person) => person._id) } });
    await connection.close();
  }

  latencies.sort((a, b) => a - b);
  const requests = latencies.length + errors;
  const refused = statuses.get(429) ?? 0;
  const ok = [...statuses].filter(([status]) => status < 400).reduce((sum, [, n]) => sum + n, 0);
  const other = requests - ok - refused;
  console.log(
    `requests ${requests}   2xx/3xx ${ok}   429 ${refused}   other failures ${other}` +
      `   p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms` +
      `   p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(`by status: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ') || 'none'}`);
  if (refused > 0 || other > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
