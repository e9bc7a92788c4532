import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export interface PageFigures {
  path: string;
  /** Category scores, 0-100. */
  performance: number;
  /** The lowest performance score of the runs. */
  worstPerformance: number;
  accessibility: number;
  /** Simulated on the default mobile profile (slow 4G, 4x CPU), in ms. */
  fcpMs: number;
  lcpMs: number;
  /** The element whose paint was the largest (its tag as Lighthouse prints it), '' when unknown. */
  lcpElement: string;
  tbtMs: number;
  /** Gzip bytes of the scripts the page asked for before its first contentful paint. */
  jsBeforePaintBytes: number;
  /** Gzip bytes of every script the page loaded (hydration included). */
  jsTotalBytes: number;
  /** The audits that failed accessibility, by id, so a score under 100 says why. */
  accessibilityFailures: string[];
  /** Every request the page made, with its bytes on the wire. */
  requests: NetworkRequestItem[];
}

export interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/** The browser CHROMIUM_PATH / CHROME_PATH name, or Debian's Chromium (either package): nothing is downloaded. */
export function chromePath(): string {
  const found = [
    process.env.CHROMIUM_PATH,
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/lib/chromium/chromium-headless-shell',
  ].find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) throw new Error('no Chromium found: install the chromium package or set CHROME_PATH');
  return found;
}

/**
 * Lighthouse with its default configuration (the mobile profile: simulated slow 4G, 4x CPU), one
 * fresh Chromium per run, performance and accessibility only. Each page is run `runs` times and
 * the run with the median performance score is kept, as Lighthouse's own guidance suggests, with
 * the worst score beside it (the target holds on every run, not on the best one).
 */
export async function lighthousePages(origin: string, paths: string[], runs = 5): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const pagePath of paths) {
    const results: PageFigures[] = [];
    for (let run = 0; run < runs; run += 1) results.push(lighthouseOnce(`${origin}${pagePath}`, pagePath));
    results.sort((a, b) => a.performance - b.performance);
    figures.push({ ...results[Math.floor(results.length / 2)]!, worstPerformance: results[0]!.performance });
  }
  return figures;
}

interface AuditResult {
  score: number | null;
  numericValue?: number;
  details?: { items?: unknown[] };
}

interface ElementTable {
  items?: Array<{ node?: { snippet?: string } }>;
}

interface LighthouseReport {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, AuditResult | undefined>;
}

const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

/**
 * One Lighthouse run in its own Node process (the CLI launches Chromium through chrome-launcher):
 * Lighthouse sends functions' source text into the page, which must not carry the helpers a
 * TypeScript loader adds to them.
 */
function runLighthouse(url: string): LighthouseReport {
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  const run = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
    ],
    { env: { ...env, CHROME_PATH: chromePath() }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${run.stderr.trim() || `exit ${run.status}`}`);
  return JSON.parse(run.stdout) as LighthouseReport;
}

function lighthouseOnce(url: string, pagePath: string): PageFigures {
  const lhr = runLighthouse(url);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const metrics = lhr.audits.metrics?.details?.items?.[0] as Record<string, number> | undefined;
  const firstPaint = metrics?.observedFirstContentfulPaint ?? Infinity;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRequestItem[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const bytes = (list: NetworkRequestItem[]) => list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const accessibility = lhr.categories.accessibility!;
  return {
    path: pagePath,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    worstPerformance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((accessibility.score ?? 0) * 100),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    lcpElement:
      ((lhr.audits['largest-contentful-paint-element']?.details?.items ?? []) as ElementTable[])
        .flatMap((table) => table.items ?? [])
        .find((item) => item.node?.snippet)?.node?.snippet ?? '',
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsBeforePaintBytes: bytes(scripts.filter((request) => (request.networkRequestTime ?? Infinity) < firstPaint)),
    jsTotalBytes: bytes(scripts),
    accessibilityFailures: accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    requests,
  };
}
