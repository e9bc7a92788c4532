import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { prerenderedFile } from './prerendered-files';
import { prerenderedAddresses } from './prerender';
import { PAGE_SCRIPT } from './start-after-paint';
import { REPO_ROOT } from './webpack-config';

/**
 * The pages `npm run build` prerendered (npm test builds before Jest runs): their largest element
 * must paint from the HTML and CSS alone. The app's code is replaced by a script that holds the main
 * thread for a while, as a phone evaluating the real one does; no largest-contentful-paint entry may
 * be held back by it. A page whose script runs before its first frame, an image decoded in a task
 * of its own (an <img>, even an inlined one) or an element shown by script would paint after it.
 */
const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
const ORIGIN = 'http://kuza.test';
// The stand-in holds the main thread this long from its start, so a frame it holds back is shown at
// least this long after it started. A frame the browser drew before it may be shown a little after
// it started (the compositor shows frames while the main thread is busy): that one was not held.
const HOLD_MS = 300;
const HOLD_PATH = '/__hold';
const SCREENS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1350, height: 940 },
];

interface Paint {
  at: number;
  element: string;
}

let browser: Browser;

beforeAll(async () => {
  // As e2e/support/env.ts launches it (a file this package's compilation cannot reach): Debian's
  // Chromium, or the headless shell, or CHROMIUM_PATH.
  const executablePath = [
    process.env.CHROMIUM_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium',
  ].find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
});

afterAll(async () => {
  await browser?.close();
});

async function paintsWhileScriptRuns(html: string, screen: (typeof SCREENS)[number], largestPaint = true) {
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
  try {
    const page = await context.newPage();
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
      // The page's own starter is the real one; the app's code is the stand-in.
      if (url.pathname === `/${PAGE_SCRIPT}`) {
        return route.fulfill({ contentType: 'text/javascript', path: path.join(SHELL_DIST, PAGE_SCRIPT) });
      }
      if (url.pathname.endsWith('.js')) {
        // A synchronous request holds the main thread as evaluating the app's code would, without
        // taking a core from the browser's other threads (which show the frames) the way a busy loop does.
        const body = `window.__scriptAt ??= performance.now(); const hold = new XMLHttpRequest(); hold.open('GET', '${HOLD_PATH}', false); hold.send();`;
        return route.fulfill({ contentType: 'text/javascript', body });
      }
      if (url.pathname === HOLD_PATH) {
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
        return route.fulfill({ contentType: 'text/plain', body: '' });
      }
      return route.fulfill({ status: 404, body: '' });
    });
    // Page code as text: this package is compiled without the DOM's types.
    await page.addInitScript({
      content: `window.__paints = [];
        const record = (entries) => {
          for (const entry of entries) {
            window.__paints.push({ at: entry.startTime, element: entry.element?.outerHTML.slice(0, 120) ?? '(removed)' });
          }
        };
        window.__lcp = new PerformanceObserver((list) => record(list.getEntries()));
        window.__lcp.observe({ type: 'largest-contentful-paint', buffered: true });
        // Entries the browser has made but not yet handed to the callback (it hands them over in a task
        // of its own, late on a busy machine).
        window.__takePaints = () => { record(window.__lcp.takeRecords()); return window.__paints; };`,
    });
    await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
    // A frame after the script's hold: anything it held back has painted by then.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))');
    // An entry's time is when its frame was shown, whenever it is reported: on a busy machine the
    // report can come later than that frame, so wait for the first one (the page has painted by now).
    if (largestPaint) {
      await page.waitForFunction('window.__takePaints().length > 0', undefined, { timeout: 5_000 }).catch(() => {});
    } else {
      await page.waitForFunction('window.__scriptAt !== undefined', undefined, { timeout: 5_000 }).catch(() => {});
    }
    return (await page.evaluate(`({
      paints: window.__takePaints(),
      scriptAt: window.__scriptAt ?? Infinity,
      firstPaintAt: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
    })`)) as { paints: Paint[]; scriptAt: number; firstPaintAt: number };
  } finally {
    await context.close();
  }
}

describe('the prerendered public pages, in every language', () => {
  for (const { address } of prerenderedAddresses()) {
    it(`${address}: the largest element paints before the page's script runs, on a phone and a desktop`, async () => {
      const file = path.join(SHELL_DIST, prerenderedFile(address));
      if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
      const html = fs.readFileSync(file, 'utf8');
      for (const screen of SCREENS) {
        const { paints, scriptAt } = await paintsWhileScriptRuns(html, screen);
        expect({ screen: screen.name, painted: paints.length > 0 }).toEqual({ screen: screen.name, painted: true });
        // An entry's time is when its frame was shown: a frame the script held back is shown after it.
        const late = paints.filter((paint) => paint.at >= scriptAt + HOLD_MS);
        expect({ screen: screen.name, late }).toEqual({ screen: screen.name, late: [] });
      }
    }, 30_000);
  }
});

describe('a page with nothing contentful to paint', () => {
  it("(the signed-in pages' skeleton) starts its app a frame after its first paint, not after the wait for a paint that never comes", async () => {
    const html = fs.readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8');
    const { scriptAt, firstPaintAt } = await paintsWhileScriptRuns(html, SCREENS[0]!, false);
    expect(firstPaintAt).toBeLessThan(Infinity);
    expect(scriptAt).toBeGreaterThan(firstPaintAt);
    // The starter's own wait for a page that never paints is 3 s.
    expect(scriptAt - firstPaintAt).toBeLessThan(1_500);
  }, 30_000);
});
