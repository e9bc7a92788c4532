import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { firstMove } from '../../e2e/support/navigation';
import { useSlowProfile } from '../../e2e/support/slow-profile';
import { median, shownSinceNavigation, watchFromNavigation } from './page-timing';

/** A prerendered page is live, its forms' buttons enabled, once the root loses its `data-prerendered` mark. */
const LIVE = { selector: '#root:not([data-prerendered])', texts: [''], prefix: true };

/**
 * Ms from navigation start until each prerendered page is live, on a phone-sized screen with the slow
 * profile (DevTools' slow 4G and 4x CPU), median of `runs`: the wait for the JavaScript that Lighthouse's
 * figures leave out, since the page is readable before it. The visitor moves as soon as the HTML is parsed:
 * `fromMoveMs` is from then (for a page that starts its app at the first move, the wait of a first tap).
 */
export async function publicPagesLive(
  browser: Browser,
  webOrigin: string,
  paths: string[],
  runs = 3,
): Promise<Array<{ path: string; liveMs: number; fromMoveMs: number }>> {
  const figures: Array<{ path: string; liveMs: number; fromMoveMs: number }> = [];
  for (const path of paths) {
    const times: number[] = [];
    const fromMove: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      try {
        const page = await context.newPage();
        await useSlowProfile(page);
        await watchFromNavigation(page, LIVE);
        await page.goto(`${webOrigin}${path}`, { waitUntil: 'domcontentloaded' });
        await firstMove(page);
        const movedAt = (await page.evaluate('performance.now()')) as number;
        const live = await shownSinceNavigation(page);
        times.push(live);
        fromMove.push(live - movedAt);
      } finally {
        await context.close();
      }
    }
    figures.push({ path, liveMs: median(times), fromMoveMs: median(fromMove) });
  }
  return figures;
}

/** One script a page loaded: its address and gzip size. */
export interface LoadedScript {
  url: string;
  bytes: number;
}

/**
 * Gzip bytes of every script a page loads until the network is quiet (hydration and its idle work
 * included), on a phone-sized screen: deterministic, unlike the scores. `scripts` names each file.
 * `afterFirstMove`: the visitor then moves the mouse, and the page's scripts are counted until it is live
 * (what a page that starts its app at the first move loads for a visitor who does more than read).
 */
export async function scriptBytesOf(
  browser: Browser,
  url: string,
  { afterFirstMove = false } = {},
): Promise<{ bytes: number; files: number; scripts: LoadedScript[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const loaded: Array<Promise<LoadedScript>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      loaded.push(
        response.body().then(
          (body) => ({ url: response.url(), bytes: zlib.gzipSync(body, { level: 6 }).length }),
          () => ({ url: response.url(), bytes: 0 }),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (afterFirstMove) {
      await firstMove(page);
      await page.locator(LIVE.selector).waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
    }
    const scripts = await Promise.all(loaded);
    return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), files: scripts.length, scripts };
  } finally {
    await context.close();
  }
}
