import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/** The file the page names (`src="/main.js"`, which releases point at a version) and the app's own entry. */
export const PAGE_SCRIPT = 'main.js';
export const APP_ENTRY = 'app';

/**
 * The page's one script: it asks for the app's entry at once, and runs it only after the page has
 * painted. A deferred script runs when the HTML is parsed, before the browser's first frame, so the
 * federation runtime's evaluation (a few hundred ms on a phone) would hold up the first paint of a
 * prerendered page and its largest element. Resolved against its own address, so a versioned copy
 * (/shell/<version>/main.js) loads that version's entry.
 */
export function startAfterPaintSource(entryFile: string): string {
  return `(function () {
  var src = new URL(${JSON.stringify(entryFile)}, document.currentScript.src).href;
  var preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'script';
  preload.href = src;
  document.head.appendChild(preload);
  function run() {
    var script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
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
