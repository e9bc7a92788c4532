import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/apps';
import { signedInSession } from './signed-in';

/**
 * GET /api/auth/user (cookie → session → user) through the production gateway, nginx as
 * `npm run start:prod` runs it, with one API process and with two, all on this machine.
 * Part of `npm run bench`; alone: `npx tsx scripts/bench/gateway.ts [seconds, default 10]`.
 */
const PORT = 8280;
const origin = `http://localhost:${PORT}`;
const seconds = Number(process.argv[2] ?? 10);

/** Requests per second of one autocannon run (its JSON report), with failures. */
function autocannon(url: string, cookie: string, duration: number) {
  const run = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'autocannon'),
    ['--json', '-c', '10', '-d', String(duration), '-H', `cookie=${cookie}`, url],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`autocannon failed: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  const failures = [
    report.non2xx && `${report.non2xx} not 2xx`,
    report.timeouts && `${report.timeouts} timed out`,
    report.errors - report.timeouts && `${report.errors - report.timeouts} connection errors`,
  ].filter(Boolean);
  return { rps: report.requests.average, p99: report.latency.p99, failed: failures.join(', ') || 'none failed' };
}

/** Starts start:prod and resolves once it says it is running (it prints that after every check). */
function startProd(env: NodeJS.ProcessEnv) {
  const site = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start-prod.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const running = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    };
    site.stdout.on('data', read);
    site.stderr.on('data', read);
    site.once('exit', (code) => reject(new Error(`start:prod exited with code ${code}:\n${output}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (site.exitCode !== null) return resolve(undefined);
      site.once('exit', resolve);
      site.kill('SIGINT');
    });
  return { running, stop };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-bench-gateway-'));
  console.log(`\nGET /api/auth/user through nginx (${origin}), 10 connections, ${seconds} s each:`);
  for (const instances of [1, 2]) {
    const dataDir = path.join(dir, `data-${instances}`);
    const site = startProd({
      KUZA_PROD_PORT: String(PORT),
      KUZA_API_INSTANCES: String(instances),
      KUZA_DATA_DIR: dataDir,
      KUZA_RELEASES_DIR: path.join(dir, 'releases'),
      DB_PERSIST: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      RATE_LIMIT_MAX: '100000000',
    });
    try {
      await site.running;
      const cookie = await signedInSession(`${origin}/api`, origin, dataDir);
      autocannon(`${origin}/api/auth/user`, cookie, 2); // warm-up
      const { rps, p99, failed } = autocannon(`${origin}/api/auth/user`, cookie, seconds);
      console.log(
        `  ${instances} API process${instances > 1 ? 'es' : ''}: ${Math.round(rps)} req/s, p99 ${p99} ms, ${failed}`,
      );
    } finally {
      await site.stop();
    }
  }
  console.log(
    `  (${os.availableParallelism()} cores shared by nginx, the API processes, Redis, the database and the load)`,
  );
}

main().catch((error: Error) => {
  console.error(`gateway bench: ${error.message}`);
  process.exit(1);
});
