import { expect, test } from '@playwright/test';
import { ROUTES } from '@kuza/contracts/routes';
import { localizedPaths } from '@kuza/i18n';
import { waitUntilLive } from '../support/navigation';

/** Every prerendered page: each public route in each language. */
const ADDRESSES = ROUTES.filter((route) => route.prerendered).flatMap((route) =>
  localizedPaths(route.path).map(([, address]) => address),
);

interface LargestPaint {
  /** When each largest-contentful-paint entry was drawn, and when the app had adopted the page. */
  paints: number[];
  liveAt: number;
  /** Whether the last largest element is still the one on screen (not replaced by the app's own). */
  stillOnScreen: boolean;
}

test.describe('the largest element of a public page', () => {
  for (const address of ADDRESSES) {
    test(`${address}: is drawn from the HTML, and the app adopts it without replacing or revealing it`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const record = { entries: [] as PerformanceEntry[], liveAt: Infinity };
        (window as unknown as { __largest: typeof record }).__largest = record;
        new PerformanceObserver((list) => record.entries.push(...list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        // The shell removes the root's mark once the page is live.
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (root && root.dataset.prerendered === undefined && record.liveAt === Infinity) {
            record.liveAt = performance.now();
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
      });
      await page.goto(address);
      await waitUntilLive(page);
      // Two frames after going live: a paint the app caused has been reported by then.
      await page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))),
      );
      const largest = await page.evaluate((): LargestPaint => {
        const record = (
          window as unknown as {
            __largest: { entries: Array<PerformanceEntry & { element?: Element | null }>; liveAt: number };
          }
        ).__largest;
        const last = record.entries.at(-1);
        return {
          paints: record.entries.map((entry) => entry.startTime),
          liveAt: record.liveAt,
          stillOnScreen: !!last?.element?.isConnected,
        };
      });
      expect(largest.paints.length).toBeGreaterThan(0);
      expect(largest.paints.filter((at) => at >= largest.liveAt)).toEqual([]);
      expect(largest.stillOnScreen).toBe(true);
    });
  }
});
