import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { LOCALE_STORAGE_KEY } from '@kuza/i18n';

/** The file the page names (`src="/main.js"`, which releases point at a version) and the app's own entry. */
export const PAGE_SCRIPT = 'main.js';
export const APP_ENTRY = 'app';
/** How long a page that reports no paint waits before starting its app anyway. */
const NO_PAINT_MS = 3000;
/** The root's mark on a prerendered page until the app has adopted it (the shell removes it then). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The root's mark on a page whose app starts at the visitor's first move (a route's `startsOnFirstMove`). */
export const START_ATTRIBUTE = 'data-start';
export const FIRST_MOVE = 'first-move';
/** On such a page, the app's other files to ask for once it starts (`<link rel="preload">` from the build, held back). */
export const PRELOAD_ON_START = 'data-preload-on-start';
/** What counts as the visitor's first move: a touch, a scroll, a key, the mouse, a focus, the address's #part. */
const MOVES = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin', 'hashchange'];

/**
 * The page's one script: it asks for the app's entry at once, and runs it only after the page has
 * painted. A deferred script runs when the HTML is parsed, before the browser's first frame, so the
 * federation runtime's evaluation (a few hundred ms on a phone) would hold up the first paint of a
 * prerendered page and its largest element. Resolved against its own address, so a versioned copy
 * (/shell/<version>/main.js) loads that version's entry.
 *
 * "Painted" is the browser's own paint report, not the next animation frame: a frame is shown some
 * time after its callbacks run (on a busy phone, after the app's scripts had started and held the
 * main thread), so the app waits for the first contentful paint, then draws one more frame: the
 * parser can yield mid-page, so the first paint may hold only the page's top (its header), and this
 * script runs once the whole page is parsed, so the next frame draws the rest before the app runs.
 * A page with nothing contentful to paint (the signed-in pages' skeleton) starts a frame after its
 * first paint; a hidden tab, which paints nothing, and a browser without paint reports start at once.
 *
 * A page marked to start at the first move (`data-start="first-move"` on its root, from its route's
 * `startsOnFirstMove`) asks for nothing until the visitor touches, scrolls, types, moves the mouse or
 * focuses, or the address has a #part (`/#demo` opens a dialog): a visitor who only reads downloads no app.
 * A button pressed before the app has the page is pressed again once it has (the app adopts the same
 * elements, so it is the same button); links work as links meanwhile.
 */
export function startAfterPaintSource(entryFile: string): string {
  return `(function () {
  var src = new URL(${JSON.stringify(entryFile)}, document.currentScript.src).href;
  var started = false;
  function run() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[${PRELOAD_ON_START}]').forEach(function (link) {
      link.rel = 'preload';
    });
    var script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
  }
  var root = document.getElementById('root');
  if (root && root.getAttribute(${JSON.stringify(START_ATTRIBUTE)}) === ${JSON.stringify(FIRST_MOVE)} && !location.hash) {
    return startOnFirstMove();
  }
  var preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'script';
  preload.href = src;
  document.head.appendChild(preload);
  function nextFrame() {
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return run();
  function painted(entries) {
    var names = entries.map(function (entry) {
      return entry.name;
    });
    if (names.length > 0) nextFrame();
    return names.length > 0;
  }
  if (painted(performance.getEntriesByType('paint'))) return;
  var observer = new PerformanceObserver(function (list) {
    if (painted(list.getEntries())) observer.disconnect();
  });
  observer.observe({ type: 'paint' });
  // A page that never reports a paint (nothing drawn, or the tab hidden meanwhile) starts anyway.
  document.addEventListener('visibilitychange', run);
  setTimeout(run, ${NO_PAINT_MS});

  function startOnFirstMove() {
    var moves = ${JSON.stringify(MOVES)};
    var pressed = null;
    function start(event) {
      // The browser sends a pointer move of its own, with no movement, when the page under a resting mouse
      // is laid out: that is not the visitor.
      if (event && event.type === 'pointermove' && !event.movementX && !event.movementY) return;
      moves.forEach(function (type) {
        window.removeEventListener(type, start, true);
      });
      run();
    }
    moves.forEach(function (type) {
      window.addEventListener(type, start, { capture: true, passive: true });
    });
    // A button pressed before the app runs would do nothing: it is pressed again once the app has the page.
    function hold(event) {
      var button = event.target && event.target.closest && event.target.closest('button');
      if (button) {
        event.preventDefault();
        event.stopImmediatePropagation();
        pressed = button;
      }
      // The language links keep the visitor's choice, as the app's switcher does.
      var language = event.target && event.target.closest && event.target.closest('a[hreflang]');
      if (language) {
        try {
          localStorage.setItem(${JSON.stringify(LOCALE_STORAGE_KEY)}, language.getAttribute('hreflang'));
        } catch (error) {}
      }
      start();
    }
    window.addEventListener('click', hold, true);
    new MutationObserver(function (records, observer) {
      if (root.hasAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)})) return;
      observer.disconnect();
      window.removeEventListener('click', hold, true);
      if (pressed && pressed.isConnected) pressed.click();
    }).observe(root, { attributes: true, attributeFilter: [${JSON.stringify(PRERENDERED_ATTRIBUTE)}] });
  }
})();
`;
}

/**
 * Emits main.js (startAfterPaintSource) and makes the page's script tag name it instead of the
 * app's entry chunk.
 */
export class StartAfterPaintPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StartAfterPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartAfterPaintPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const entry = compilation.namedChunks.get(APP_ENTRY);
          const file = [...(entry?.files ?? [])].find((name) => name.endsWith('.js'));
          if (!file) {
            compilation.errors.push(new compiler.webpack.WebpackError(`no entry chunk is named ${APP_ENTRY}`));
            return;
          }
          compilation.emitAsset(PAGE_SCRIPT, new RawSource(startAfterPaintSource(file)));
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StartAfterPaintPlugin', (page) => {
        for (const tag of [...page.headTags, ...page.bodyTags]) {
          if (tag.tagName === 'script' && typeof tag.attributes.src === 'string') {
            tag.attributes.src = `${page.publicPath}${PAGE_SCRIPT}`;
          }
        }
        return page;
      });
    });
  }
}
