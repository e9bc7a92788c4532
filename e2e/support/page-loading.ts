import type { Page } from '@playwright/test';

/** Holds back the scripts whose address matches until `release` is called. */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Notes, from the next page load on, each moment the page's root is empty once something was drawn in it. */
export async function watchForBlankRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { drawn: false, blank: false };
    (window as unknown as { __rootWatch: typeof state }).__rootWatch = state;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      if (root.childElementCount > 0) state.drawn = true;
      else if (state.drawn) state.blank = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the root went blank after something was drawn in it (see `watchForBlankRoot`). */
export function wentBlank(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __rootWatch: { blank: boolean } }).__rootWatch.blank);
}
