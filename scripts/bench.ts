import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { DEFAULT_PORTS, ROUTES } from '@kuza/contracts';
import { APPS, ROOT } from './lib/apps';
import { buildApps } from './lib/build-apps';
import { lighthousePages } from './bench/lighthouse';
import { signedInSession } from './bench/signed-in';

/**
 * `npm run bench`: production build time, gzip size of the JS each route loads first (shell +
 * remote), and the API's own benchmarks. Figures are printed, never asserted.
 */
/** Ports of the site under measurement (`--offset=<n>` moves them, so two benches can run at once). */
const OFFSET = Number(
  /^--offset=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--offset=')) ?? '')?.[1] ?? 200,
);
const origin = (app: keyof typeof DEFAULT_PORTS) => `http://localhost:${DEFAULT_PORTS[app] + OFFSET}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function benchBuild() {
  fs.rmSync(path.join(ROOT, '.cache', 'webpack'), { recursive: true, force: true });
  const cold = await buildApps(APPS, { force: true });
  const warm = await buildApps(APPS, { force: true });
  console.log(
    `\nProduction build of all ${APPS.length} apps: ${cold.seconds.toFixed(1)} s cold, ${warm.seconds.toFixed(1)} s with the filesystem cache`,
  );
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}

/** Gzip JS each route loads (shell + owning remote); protected routes signed in. */
async function benchRouteScripts(dataDir: string) {
  const executablePath = ['/usr/bin/chromium', process.env.CHROMIUM_PATH].find((p) => p && fs.existsSync(p));
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // Protected routes are measured signed in: signed out they would show the sign-in page.
  const [name, value] = (await signedInSession(origin('api'), origin('shell'), dataDir)).split('=') as [string, string];
  console.log('\nJS each route loads first (shell + owning remote), gzip; protected routes signed in:');
  for (const route of ROUTES) {
    const context = await browser.newContext();
    if (route.protected) await context.addCookies([{ name, value, domain: 'localhost', path: '/' }]);
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response.body().then(
            (body) => zlib.gzipSync(body, { level: 6 }).length,
            () => 0,
          ),
        );
      }
    });
    await page.goto(`${origin('shell')}${route.path}`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    const landed = new URL(page.url()).pathname;
    console.log(
      `  ${route.path.padEnd(30)} ${kb(sizes.reduce((a, b) => a + b, 0)).padStart(9)} in ${sizes.length} files${landed === route.path || route.path.includes(':') ? '' : ` (ended at ${landed})`}`,
    );
    await context.close();
  }
  await browser.close();
}

async function benchRoutes({ pagesOnly }: { pagesOnly: boolean }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-bench-'));
  const site = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      KUZA_PORT_OFFSET: String(OFFSET),
      DB_PERSIST: 'false',
      LOG_LEVEL: 'warn',
      KUZA_DATA_DIR: dataDir,
      SMTP_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    await waitFor(`${origin('api')}/health`);
    if (!pagesOnly) await benchRouteScripts(dataDir);
    await benchPublicPages();
  } finally {
    site.kill('SIGTERM');
  }
}

function benchApi() {
  // GET /api/auth/user through the production gateway, with one API process and with two.
  spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/gateway.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  console.log('\nAPI:');
  for (const name of [
    'health-bench.ts',
    'auth-bench.ts',
    'read-throughput-bench.ts',
    'ai-bench.ts',
    'files-bench.ts',
    'autosave-bench.ts',
    'share-views-bench.ts',
    'image-export-bench.ts',
    'slides-bench.ts',
  ]) {
    const script = path.join(ROOT, 'api/bench', name);
    if (fs.existsSync(script))
      spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: 'inherit' });
  }
}

/** The issue 17 targets for every public page, with Lighthouse's default mobile profile. */
async function benchPublicPages() {
  const paths = ROUTES.filter((route) => route.prerendered).map((route) => route.path);
  console.log('\nPublic pages, Lighthouse default mobile profile (simulated slow 4G, 4x CPU), median of 3:');
  console.log(
    `  ${'page'.padEnd(14)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'JS before paint'.padStart(16)} ${'JS in all'.padStart(10)}`,
  );
  for (const page of await lighthousePages(origin('shell'), paths)) {
    console.log(
      `  ${page.path.padEnd(14)} ${String(page.performance).padStart(5)} ${String(page.accessibility).padStart(5)} ${`${(page.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(page.tbtMs)} ms`.padStart(7)} ${kb(page.jsBeforePaintBytes).padStart(16)} ${kb(page.jsTotalBytes).padStart(10)}${page.accessibilityFailures.length ? `  accessibility fails: ${page.accessibilityFailures.join(', ')}` : ''}`,
    );
  }
  console.log(
    '  targets (issue 17): performance ≥ 95, accessibility 100, LCP ≤ 1.8 s, TBT ≤ 150 ms, JS before paint ≤ 60 KB on /',
  );
}

/** `npm run bench` runs every part; `npm run bench -- --pages` only serves the site and measures its pages. */
async function main() {
  const pagesOnly = process.argv.includes('--pages');
  if (!pagesOnly) await benchBuild();
  await benchRoutes({ pagesOnly });
  if (!pagesOnly) benchApi();
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
