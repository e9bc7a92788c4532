/**
 * GET /health of the real app (all plugins, mongoose, embedded database) against a bare Fastify
 * route answering { ok: true }, in the same run, to show what the plugin stack costs per request.
 * Run: npx tsx api/bench/health-bench.ts [seconds, default 5].
 */
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { benchConfig, benchDatabase } from './bench-config';

const seconds = Number(process.argv[2] ?? 5);
const connections = 10;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

async function measure(name: string, url: string): Promise<{ name: string; rps: number; p99: number; non2xx: number }> {
  const result = await autocannon({ url, connections, duration: seconds });
  return { name, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

async function main(): Promise<void> {
  // Request logging is off (warn) in both, so the figures compare the request path, not stdout.
  const config = benchConfig();
  const database = await benchDatabase(config);
  const app = buildApp(config, { database });
  const bare = Fastify({ logger: false });
  bare.get('/health', async () => ({ ok: true }));

  try {
    const appUrl = await listen(app);
    const bareUrl = await listen(bare);
    // A short warm-up so the JIT has seen both paths before measuring.
    await autocannon({ url: `${appUrl}/health`, connections, duration: 1 });
    await autocannon({ url: `${bareUrl}/health`, connections, duration: 1 });

    const results = [
      await measure(`kuza app GET /health (db: ${database.kind})`, `${appUrl}/health`),
      await measure('bare fastify { ok: true }', `${bareUrl}/health`),
    ];
    console.log(`autocannon: ${connections} connections, ${seconds} s each, node ${process.version}`);
    for (const r of results) {
      console.log(
        `${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99} ms   errors/non-2xx ${r.non2xx}`,
      );
    }
    console.log(
      `the app serves ${((results[0].rps / results[1].rps) * 100).toFixed(0)}% of the bare route's throughput`,
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
