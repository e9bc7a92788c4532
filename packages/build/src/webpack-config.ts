import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { pageFileName, pageModulesOf, type RemoteName } from '@kuza/contracts';
import { sharedSingletons } from './shared';
import { portOf, runtimeConfigJson, remotesJson } from './config';
import { securityHeaders } from './security-headers';
import { PreloadChunksPlugin } from './preload-chunks';
import { APP_ENTRY, StartAfterPaintPlugin } from './start-after-paint';

export interface AppBuildOptions {
  /** Federation name: 'shell' or a remote name. */
  name: 'shell' | RemoteName;
  /** The app folder (pass __dirname). */
  dir: string;
  /** Page title of the standalone host page. */
  title: string;
}

/**
 * What a remote exposes: its pages in the route table, each from its file under src/pages
 * ('./DeckListPage' → './src/pages/deck-list-page.tsx'). A page the table names without a file
 * stops the build, naming both.
 */
export function exposedPages(remote: RemoteName, dir: string): Record<string, string> {
  return Object.fromEntries(
    pageModulesOf(remote).map((module) => {
      const file = `./src/pages/${pageFileName(module)}.tsx`;
      if (!fs.existsSync(path.join(dir, file))) {
        throw new Error(`the route table gives ${remote} the page ${module}, but ${path.join(dir, file)} is missing`);
      }
      return [module, file];
    }),
  );
}

/** The shell's page as built, kept apart from index.html: the prerender step draws every page from it. */
export const PAGE_TEMPLATE = 'page-template.html';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** An app's or package's catalogs, `locales/<language>.json`: the only JSON files the catalog loader compiles. */
export const CATALOG_FILE = /[\\/]locales[\\/][a-z]{2}\.json$/;

/** Where a catalog is compiled to ICU syntax trees (one chunk per language when imported by a template). */
export function catalogRule(): RuleSetRule {
  return { test: CATALOG_FILE, type: 'javascript/auto', use: require.resolve('@kuza/i18n/catalog-loader') };
}

/**
 * Browser builds carry the ICU parser's types and no parser: catalogs arrive as syntax trees, and English
 * stands in for a message no catalog has (see @kuza/i18n's Translations). The parser intl-messageformat uses.
 */
export function browserAliases(): Record<string, string> {
  const messageFormat = require.resolve('intl-messageformat', { paths: [require.resolve('@kuza/i18n')] });
  const parser = require.resolve('@formatjs/icu-messageformat-parser', { paths: [messageFormat] });
  return { '@formatjs/icu-messageformat-parser$': path.join(path.dirname(parser), 'no-parser.js') };
}

/** TypeScript through swc, images as files (small ones inline): the same for browser and prerender builds. */
export function moduleRules(production: boolean): RuleSetRule[] {
  return [
    catalogRule(),
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            target: 'es2020',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          },
        },
      },
    },
    { test: /\.(png|jpe?g|webp|svg|gif)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
    // Deck theme fonts: @fontsource's stylesheets and the font files they name, served with the remote.
    { test: /\.css$/i, use: ['style-loader', 'css-loader'] },
    { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
  ];
}

/** Webpack + Module Federation config shared by the shell and the six remotes. */
export function createAppConfig(options: AppBuildOptions) {
  return (
    _env: unknown,
    argv: { mode?: Configuration['mode'] },
  ): Configuration & { devServer?: DevServerConfiguration } => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const port = portOf(options.name);
    const shell = options.name === 'shell';
    // The shell's pages name main.js, which starts the entry once they have painted (start-after-paint.ts).
    const entryName = shell ? APP_ENTRY : 'main';
    return {
      mode,
      context: options.dir,
      entry: { [entryName]: './src/index.ts' },
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: `kuza_${options.name}`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: browserAliases() },
      module: { rules: moduleRules(production) },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(REPO_ROOT, '.cache', 'webpack', `${options.name}-${mode}`),
      },
      // Not an eval-* source map: the Content-Security-Policy allows no 'unsafe-eval', in development either.
      devtool: production ? false : 'cheap-module-source-map',
      // swc's minifier: about as small as terser's two passes, in a fraction of the build time.
      optimization: {
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: true, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.name === 'shell' ? undefined : exposedPages(options.name, options.dir),
          shared: sharedSingletons(options.dir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Leaves the federation runtime's Node.js code out of every browser bundle; a remote, which
          // loads no other remote, also leaves out remote loading and manifest snapshots.
          experiments: {
            optimization:
              options.name === 'shell'
                ? { target: 'web' }
                : { target: 'web', disableRemote: true, disableSnapshot: true },
          },
        }),
        // Root-relative script URL: with publicPath 'auto' it would be relative, and a deep link such as
        // /auth/password/reset?token=… would ask for /auth/password/main.js.
        ...(options.name === 'shell' ? [PAGE_TEMPLATE, 'index.html'] : ['index.html']).map(
          (filename) =>
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              filename,
              title: options.title,
              chunks: [entryName],
              publicPath: '/',
            }),
        ),
        ...(shell ? [new StartAfterPaintPlugin()] : []),
        // The shell's own code (its src/index.ts names the chunk), asked for while its libraries load.
        ...(options.name === 'shell' ? [new PreloadChunksPlugin(['bootstrap'])] : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // Every response gets the page headers (the dev server does not say which one is a page); the
        // policy is made per request, so it follows /remotes.json.
        headers: () => ({
          'Access-Control-Allow-Origin': '*',
          'Cache-Control': 'no-cache',
          ...securityHeaders(options.name, undefined, { development: true }),
        }),
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app?.get('/runtime-config.json', (_req, res) => res.json(runtimeConfigJson()));
          if (options.name === 'shell') devServer.app?.get('/remotes.json', (_req, res) => res.json(remotesJson()));
          return middlewares;
        },
      },
    };
  };
}
