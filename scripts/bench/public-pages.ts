import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { useSlowProfile } from '../../e2e/support/slow-profile';
import { median, shownSinceNavigation, watchFromNavigation } from './page-timing';

/** A prerendered page is live, its forms' buttons enabled, once the root loses its `data-prerendered` mark. */
const LIVE = { selector: '#root:not([data-prerendered])', texts: [''], prefix: true };

/**
 * Ms from navigation start until each prerendered page is live, on a phone-sized screen with the slow
 * profile (DevTools' slow 4G and 4x CPU), median of `runs`: the wait for the JavaScript that Lighthouse's
 * figures leave out, since the page is readable before it.
 */
export async function publicPagesLive(
  browser: Browser,
  webOrigin: string,
  paths: string[],
  runs = 3,
): Promise<Array<{ path: string; liveMs: number }>> {
  const figures: Array<{ path: string; liveMs: number }> = [];
  for (const path of paths) {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      try {
        const page = await context.newPage();
        await useSlowProfile(page);
        await watchFromNavigation(page, LIVE);
        await page.goto(`${webOrigin}${path}`, { waitUntil: 'commit' });
        times.push(await shownSinceNavigation(page));
      } finally {
        await context.close();
      }
    }
    figures.push({ path, liveMs: median(times) });
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
 */
export async function scriptBytesOf(
  browser: Browser,
  url: string,
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
    const scripts = await Promise.all(loaded);
    return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), files: scripts.length, scripts };
  } finally {
    await context.close();
  }
}
