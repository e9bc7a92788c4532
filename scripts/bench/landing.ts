import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium, devices, type Browser, type Response } from '@playwright/test';

export interface LandingFigures {
  /** JS transferred for '/', as sent by the host (gzip). */
  jsBytes: number;
  jsFiles: number;
  /** Medians over the runs, in ms. */
  fcpMs: number;
  lcpMs: number;
  /** Total blocking time, Lighthouse's definition: long-task time over 50 ms after FCP. */
  tbtMs: number;
  /** The same over every long task, before FCP too (the shell paints nothing until the page is in). */
  blockingMs: number;
  runs: number;
}

/**
 * Installed before any page script: records LCP candidates, long tasks and first contentful paint.
 * A string, because this folder type-checks without the DOM library.
 */
const OBSERVERS = `
  window.__landingBench = { lcp: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__landingBench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__landingBench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__landingBench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

type RunResult = Omit<LandingFigures, 'runs'>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function transferredBytes(response: Response): Promise<number> {
  const sizes = await response.request().sizes();
  if (sizes.responseBodySize > 0) return sizes.responseBodySize;
  // Served uncompressed (e.g. under 1 KB): count what gzip would send, as the host would.
  return zlib.gzipSync(await response.body(), { level: 6 }).length;
}

async function measureOnce(browser: Browser, url: string, cpuRate: number): Promise<RunResult> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    // Lighthouse's mobile profile uses 4: a mid-range phone is about four times slower than this CPU.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript({ content: OBSERVERS });
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(transferredBytes(response).catch(() => 0));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Long tasks and late paints settle after the network does.
    await page.waitForTimeout(1500);
    const { lcp, fcp, longTasks } = (await page.evaluate('window.__landingBench')) as {
      lcp: number;
      fcp: number;
      longTasks: Array<[number, number]>;
    };
    // Total blocking time as Lighthouse defines it: the part of each long task over 50 ms, after FCP.
    const blocking = (tasks: Array<[number, number]>) =>
      tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const sizes = await Promise.all(scripts);
    return {
      jsBytes: sizes.reduce((a, b) => a + b, 0),
      jsFiles: sizes.length,
      fcpMs: fcp,
      lcpMs: lcp,
      tbtMs: blocking(longTasks.filter(([start]) => start >= fcp)),
      blockingMs: blocking(longTasks),
    };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse-style figures for the landing page, measured offline: Chromium with Pixel 7 emulation
 * and `cpuRate` times CPU throttling, a cold cache per run; JS transferred, LCP and total blocking time.
 */
export async function benchLanding(
  shellOrigin: string,
  { cpuRate = 4, runs = 3 }: { cpuRate?: number; runs?: number } = {},
): Promise<LandingFigures> {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && fs.existsSync(p));
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const results: RunResult[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await measureOnce(browser, `${shellOrigin}/`, cpuRate));
    return {
      jsBytes: median(results.map((result) => result.jsBytes)),
      jsFiles: median(results.map((result) => result.jsFiles)),
      fcpMs: median(results.map((result) => result.fcpMs)),
      lcpMs: median(results.map((result) => result.lcpMs)),
      tbtMs: median(results.map((result) => result.tbtMs)),
      blockingMs: median(results.map((result) => result.blockingMs)),
      runs,
    };
  } finally {
    await browser.close();
  }
}
