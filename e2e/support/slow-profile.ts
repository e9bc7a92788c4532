import type { Page, Request } from '@playwright/test';

/**
 * Lighthouse's mobile profile as DevTools applies it: slow 4G (562.5 ms round trip, 1.47 Mbps
 * down, 675 kbps up) and a CPU four times slower. Figures asserted under it are sizes and orders,
 * never times, so a busy machine cannot make them fail.
 */
export async function useSlowProfile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Every request the page makes, with when it started (ms since the epoch, as `performance.timeOrigin`). */
export function recordRequests(page: Page): Array<{ request: Request; startedAt: number }> {
  const requests: Array<{ request: Request; startedAt: number }> = [];
  page.on('request', (request) => requests.push({ request, startedAt: Date.now() }));
  return requests;
}

/** Bytes on the wire (the compressed body and headers) of the given requests, once they finished. */
export async function transferredBytes(requests: Request[]): Promise<number> {
  const sizes = await Promise.all(
    requests.map(async (request) => {
      const size = await request.sizes().catch(() => undefined);
      return size ? size.responseBodySize + size.responseHeadersSize : 0;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** When the page first painted content, in ms since the epoch. */
export async function firstContentfulPaintAt(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(
    () => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  );
}
