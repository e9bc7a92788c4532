import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Puts `<link rel="preload" as="script">` for the named async chunks in the page's head, so their
 * files load alongside the entry instead of after it (the shell's start evaluates its shared
 * libraries before it asks for its own code; see shell/src/index.ts). A name no chunk carries stops
 * the build, so renaming the chunk cannot silently drop the preload.
 */
export class PreloadChunksPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (page) => {
        for (const name of this.chunkNames) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) {
            compilation.errors.push(new compiler.webpack.WebpackError(`no chunk is named ${name} to preload`));
            continue;
          }
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            const href = `${page.publicPath}${file}`;
            page.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href }));
          }
        }
        return page;
      });
    });
  }
}
