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
