import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { DEFAULT_PORTS, ROUTES } from '@kuza/contracts';
import { chromiumLaunchOptions } from '../e2e/support/env';
import { APPS, ROOT } from './lib/apps';
import { buildApps } from './lib/build-apps';
import { lighthousePages } from './bench/lighthouse';
import { publicPagesLive, scriptBytesOf } from './bench/public-pages';
import { benchShareView, sharedBenchDeck } from './bench/share-view';
import { benchSignedInPages, signedInSession } from './bench/signed-in';

/**
 * `npm run bench`: production build time, gzip size of the JS each route loads first (shell +
 * remote), the signed-in pages and the share view on the slow profile, the public pages under
 * Lighthouse, and the API's own benchmarks. Figures are printed, never asserted.
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
async function benchRouteScripts(browser: Browser, cookie: string) {
  // Protected routes are measured signed in: signed out they would show the sign-in page.
  const [name, value] = cookie.split('=') as [string, string];
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
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The signed-in targets of issue 17: the outline at once, never blank; a route change to a loaded remote at once. */
async function benchSignedIn(browser: Browser, cookie: string) {
  const figures = await benchSignedInPages(browser, origin('shell'), cookie);
  console.log('\nSigned-in pages, DevTools slow 4G (562.5 ms round trip, 1.47 Mbps) and 4x CPU, median of 3:');
  console.log(
    `  first visit to /dashboard: outline of a page shown ${Math.round(figures.outlineMs)} ms after navigation (${Math.round(figures.outlineAfterHtmlMs)} ms after its HTML arrived)`,
  );
  console.log(
    `  /dashboard → /pitch-decks, remote not loaded yet: app chrome and outline ${Math.round(figures.newRemoteSkeletonMs)} ms after the click`,
  );
  console.log(
    `  /pitch-decks → /dashboard, remote loaded before: page drawn ${Math.round(figures.loadedRemoteMs)} ms after the click`,
  );
  console.log(
    '  targets (issue 17): a skeleton within 300 ms of navigation, never blank; route change to a loaded remote ≤ 100 ms',
  );
}

/** The share view of a 12-slide deck with photos, the issue 17 targets. */
async function benchShare(browser: Browser, cookie: string) {
  const deck = await sharedBenchDeck(origin('api'), origin('shell'), cookie);
  const textOnly = await sharedBenchDeck(origin('api'), origin('shell'), cookie, { photos: false });
  const figures = await benchShareView(browser, origin('shell'), origin('api'), { deck, textOnly });
  const { lighthouse } = figures;
  const element = (snippet: string) => (snippet ? ` (${snippet.slice(0, 60)})` : '');
  console.log(`\nShare view of a 12-slide deck with ${deck.photos} photos of about 1 MB each:`);
  console.log(
    `  Lighthouse mobile profile (simulated slow 4G, 4x CPU), median of 3: performance ${lighthouse.performance}, FCP ${seconds(lighthouse.fcpMs)}, LCP ${seconds(lighthouse.lcpMs)}${element(lighthouse.lcpElement)}, ${kb(lighthouse.transferBytes)} besides the photos + ${kb(lighthouse.photoBytes)} of photos`,
  );
  console.log(
    `  the same deck without photos: LCP ${seconds(lighthouse.textLcpMs)}${element(lighthouse.textLcpElement)}`,
  );
  console.log('  DevTools slow 4G and 4x CPU, median of 3:');
  for (const run of figures.runs) {
    const variants = Object.entries(
      run.photoVariants.reduce<Record<string, number>>((counts, variant) => {
        counts[variant || 'original'] = (counts[variant || 'original'] ?? 0) + 1;
        return counts;
      }, {}),
    )
      .map(([variant, count]) => `${count} × ${variant}`)
      .join(', ');
    console.log(
      `  ${run.screen.padEnd(7)} first slide's title shown at ${seconds(run.firstSlideMs)}, ${kb(run.transferBytes)} besides the photos, photos ${kb(run.photoBytes)} (${variants || 'none'})`,
    );
  }
  console.log(
    "  targets (issue 17): first slide readable ≤ 2.5 s, ≤ 400 KB besides the founder's images, images resized for the screen",
  );
}

type Part = 'scripts' | 'signed-in' | 'share' | 'pages';

async function benchRoutes(parts: Part[]) {
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
    if (parts.some((part) => part !== 'pages')) {
      const browser = await chromium.launch(chromiumLaunchOptions());
      try {
        const cookie = await signedInSession(origin('api'), origin('shell'), dataDir);
        if (parts.includes('scripts')) await benchRouteScripts(browser, cookie);
        if (parts.includes('signed-in')) await benchSignedIn(browser, cookie);
        if (parts.includes('share')) await benchShare(browser, cookie);
      } finally {
        await browser.close();
      }
    }
    if (parts.includes('pages')) await benchPublicPages();
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
  console.log('\nPublic pages, Lighthouse default mobile profile (simulated slow 4G, 4x CPU), median of 5 (worst):');
  console.log(
    `  ${'page'.padEnd(14)} ${'perf'.padStart(9)} ${'a11y'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'JS before paint'.padStart(16)} ${'JS in all'.padStart(10)}`,
  );
  for (const page of await lighthousePages(origin('shell'), paths)) {
    console.log(
      `  ${page.path.padEnd(14)} ${`${page.performance} (${page.worstPerformance})`.padStart(9)} ${String(page.accessibility).padStart(5)} ${`${(page.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(page.tbtMs)} ms`.padStart(7)} ${kb(page.jsBeforePaintBytes).padStart(16)} ${kb(page.jsTotalBytes).padStart(10)}${page.accessibilityFailures.length ? `  accessibility fails: ${page.accessibilityFailures.join(', ')}` : ''}`,
    );
  }
  console.log(
    '  targets (issue 17): performance ≥ 95, accessibility 100, LCP ≤ 1.8 s, TBT ≤ 150 ms, JS before paint ≤ 60 KB on /',
  );
  console.log('  target (issue 36): performance ≥ 95 in the worst of 5 runs on every public page');
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const landing = await scriptBytesOf(browser, `${origin('shell')}/`);
    const withApp = await scriptBytesOf(browser, `${origin('shell')}/`, { afterFirstMove: true });
    console.log(
      `  JS in all on / (gzip, until the network is quiet): ${kb(landing.bytes)} in ${landing.files} files; target (issue 36) ≤ 150 KB`,
    );
    console.log(
      `  JS on / with the app, after the visitor's first move: ${kb(withApp.bytes)} in ${withApp.files} files`,
    );
    // The largest files, so a figure over the target says where to look (scripts/bench/landing-js.ts lists all).
    const largest = [...withApp.scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
    console.log(
      `    largest: ${largest.map((script) => `${script.url.replace(/^https?:\/\//, '')} ${kb(script.bytes)}`).join(', ')}`,
    );
    const live = await publicPagesLive(browser, origin('shell'), paths);
    console.log(
      `  live (forms' buttons enabled) on a phone, DevTools slow 4G and 4x CPU, median of 3: ${live.map((page) => `${page.path} ${seconds(page.liveMs)} (${seconds(page.fromMoveMs)} from a first move)`).join(', ')}`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * `npm run bench` runs every part; `--scripts` (the JS of each route), `--signed-in` (signed-in
 * pages), `--share` (the share view) and `--pages` (public pages) only serve the site and measure
 * those parts, and can be combined.
 */
async function main() {
  const only = (['scripts', 'signed-in', 'share', 'pages'] as const).filter((part) =>
    process.argv.includes(`--${part}`),
  );
  const all = only.length === 0;
  if (all) await benchBuild();
  await benchRoutes(all ? ['scripts', 'signed-in', 'share', 'pages'] : only);
  if (all) benchApi();
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
