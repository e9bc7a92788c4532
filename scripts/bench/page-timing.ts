import type { Page } from '@playwright/test';

/** What the page is waited for: an element matching a CSS selector whose trimmed text is one of `texts`. */
export interface Shown {
  selector: string;
  texts: string[];
  /** Whether a text only has to start the element's text. */
  prefix?: boolean;
}

/**
 * In-page source (plain JavaScript text: a function compiled by the TypeScript loader would carry
 * its helpers into the page): resolves with the ms from `start` (a `performance.now()` reading,
 * 0 = navigation start) until an element `shown` names is displayed, after the frame drawing it.
 */
const SHOWN_AFTER = `({ shown, start, timeoutMs }) => new Promise((resolve, reject) => {
  const matches = (element) => {
    const text = (element.textContent || '').trim();
    return element.getClientRects().length > 0 &&
      shown.texts.some((wanted) => (shown.prefix ? text.startsWith(wanted) : text === wanted));
  };
  const timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error('nothing matching ' + shown.selector + ' (' + shown.texts.join(' | ') + ') in ' + timeoutMs + ' ms'));
  }, timeoutMs);
  const check = () => {
    if (![...document.querySelectorAll(shown.selector)].some(matches)) return;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  check();
})`;

/**
 * Times the next page opened in `page` from navigation start until `shown` is displayed: the
 * watch starts with the document, so nothing drawn before the runner asks is missed. Read the
 * figure with `shownSinceNavigation` after `page.goto`.
 */
export async function watchFromNavigation(page: Page, shown: Shown, timeoutMs = 60_000): Promise<void> {
  await page.addInitScript(`window.__kuzaShown = (${SHOWN_AFTER})(${JSON.stringify({ shown, start: 0, timeoutMs })});`);
}

export async function shownSinceNavigation(page: Page): Promise<number> {
  return page.evaluate('window.__kuzaShown');
}

/**
 * Ms from a click on the link to `href` inside `scope` (a CSS selector) until `shown` is displayed:
 * a route change as a founder makes it, timed in the page so the runner's round trips do not count.
 */
export async function shownAfterClick(
  page: Page,
  scope: string,
  href: string,
  shown: Shown,
  timeoutMs = 60_000,
): Promise<number> {
  const link = JSON.stringify(`${scope} a[href="${href}"]`);
  return page.evaluate(`(() => {
    const link = document.querySelector(${link});
    if (!link) throw new Error('no link ' + ${link});
    const waiting = (${SHOWN_AFTER})({ ...${JSON.stringify({ shown, timeoutMs })}, start: performance.now() });
    link.click();
    return waiting;
  })()`);
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
