import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import webpack, { type Configuration } from 'webpack';
import { pageFileName, pageTitle, ROUTES, type RouteEntry } from '@kuza/contracts/routes';
import { DEFAULT_LOCALE, localeDirection, localizedPaths, type Locale } from '@kuza/i18n';
import { PRERENDERED_DIR, prerenderedFile } from './prerendered-files';
import { serverDrawnSlot } from './server-drawn';
import { FIRST_MOVE, PRELOAD_ON_START, PRERENDERED_ATTRIBUTE, START_ATTRIBUTE } from './start-after-paint';
import { moduleRules, PAGE_TEMPLATE, REPO_ROOT } from './webpack-config';

const run = promisify(execFile);

/** Images the prerender build would have to serve as files: a page must not need one to draw. */
const ASSET_MARK = 'kuza-prerender-asset:';

export function prerenderedRoutes(): RouteEntry[] {
  return ROUTES.filter((route) => route.prerendered);
}

/** One prerendered page: a public route in one language, at its address ('/fr/waitlist'). */
export interface PrerenderedAddress {
  route: RouteEntry;
  locale: Locale;
  address: string;
}

/** Every prerendered page: each public route in each language. */
export function prerenderedAddresses(): PrerenderedAddress[] {
  return prerenderedRoutes().flatMap((route) =>
    localizedPaths(route.path).map(([locale, address]) => ({ route, locale, address })),
  );
}

/**
 * The shell's remote loader for the prerender build: the same pages, imported from their folders
 * instead of fetched from the remotes at run time. Only the prerendered pages are compiled.
 */
function remotesModule(routes: RouteEntry[]): string {
  const loaders = routes.map((route) => {
    const file = path.join(REPO_ROOT, `mfe-${route.remote}`, 'src/pages', `${pageFileName(route.module)}.tsx`);
    return `  ${JSON.stringify(`${route.remote}/${route.module}`)}: () => import(${JSON.stringify(file)}),`;
  });
  return `import type { ComponentType } from 'react';

const PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
${loaders.join('\n')}
};

export function registerKuzaRemotes(): void {}
export function resetRemote(): void {}
export function federationInstanceName(): string | undefined {
  return undefined;
}
export async function loadRemotePage(remote: string, module: string): Promise<{ default: ComponentType }> {
  const load = PAGES[\`\${remote}/\${module}\`];
  if (!load) throw new Error(\`\${remote}/\${module} is not a prerendered page\`);
  return load();
}
`;
}

function prerenderConfig(shellDir: string, workDir: string, routes: RouteEntry[]): Configuration {
  const remotes = path.join(workDir, 'remotes.ts');
  fs.writeFileSync(remotes, remotesModule(routes));
  const shellRemotes = path.join(shellDir, 'src', 'remotes.ts');
  return {
    mode: 'production',
    target: 'node',
    context: shellDir,
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: path.join(workDir, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: ASSET_MARK,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: moduleRules(true) },
    optimization: { minimize: false },
    cache: { type: 'filesystem', cacheDirectory: path.join(REPO_ROOT, '.cache', 'webpack', 'prerender') },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/\/remotes$/, (resource: { context: string; request: string }) => {
        if (path.resolve(resource.context, `${resource.request}.ts`) === shellRemotes) resource.request = remotes;
      }),
    ],
  };
}

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
}

export interface PrerenderedHtml {
  html: string;
  styles: string;
  /** The page's title in its language; the route table's English title without one. */
  title?: string;
}

const ROOT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The same page in every language, for search engines and the visitor's browser: hreflang alternates. */
export function alternateLinks(routePath: string): string {
  const links = localizedPaths(routePath).map(
    ([locale, address]) => `<link rel="alternate" hreflang="${locale}" href="${address}" />`,
  );
  const fallback = localizedPaths(routePath).find(([locale]) => locale === DEFAULT_LOCALE)![1];
  return [...links, `<link rel="alternate" hreflang="x-default" href="${fallback}" />`].join('');
}

/**
 * The shell's built page with one prerendered page in it: its language, its title, its alternates in the other
 * languages, its CSS and its elements, the root marked for the browser to adopt rather than replace.
 */
export function pageDocument(
  template: string,
  route: RouteEntry,
  page: PrerenderedHtml,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (!template.includes(ROOT)) throw new Error(`the shell's ${PAGE_TEMPLATE} has no ${ROOT} to prerender into`);
  const title = escapeHtml(page.title ?? pageTitle(route.title));
  const startMark = route.startsOnFirstMove ? ` ${START_ATTRIBUTE}="${FIRST_MOVE}"` : '';
  // A page that starts at the first move asks for the app's files then, not with the page.
  const withPreloads = route.startsOnFirstMove
    ? template.replace(/<link rel="preload" as="script"/g, `<link ${PRELOAD_ON_START} as="script"`)
    : template;
  return (
    withPreloads
      .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}" dir="${localeDirection(locale)}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace('</head>', () => `${alternateLinks(route.path)}${page.styles}</head>`)
      // The text is all there without JavaScript; only the forms need it.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}=""${startMark}>${page.html}</div>`)
  );
}

/**
 * The shell's single page (every other address) with the outline of a page in it until the app
 * draws; for a server-drawn route the gateway puts the API's HTML in the outline's place.
 */
export function loadingDocument(template: string, skeleton: PrerenderedHtml): string {
  if (!template.includes(ROOT)) throw new Error(`the shell's ${PAGE_TEMPLATE} has no ${ROOT} to prerender into`);
  // "Kuza needs JavaScript" belongs to the outline: a page drawn on the server reads without it.
  const noscript = /<noscript>[\s\S]*?<\/noscript>/.exec(template)?.[0] ?? '';
  return template
    .replace(noscript, '')
    .replace(/<title>[^<]*<\/title>/, (title) => serverDrawnSlot('head', title))
    .replace('</head>', () => `${skeleton.styles}</head>`)
    .replace(ROOT, () => `<div id="root">${serverDrawnSlot('body', noscript + skeleton.html)}</div>`);
}

/**
 * Renders each public page of the route table (rows marked `prerendered`) in each language to HTML with the
 * shell's own tree ('/waitlist', '/fr/waitlist', '/pt/waitlist'), and writes it into the shell's dist next to its
 * index.html. Each page is rendered in
 * a fresh Node process. Returns the addresses written.
 */
export async function prerenderPages(shellDir: string): Promise<string[]> {
  const routes = prerenderedRoutes();
  const distDir = path.join(shellDir, 'dist');
  const template = fs.readFileSync(path.join(distDir, PAGE_TEMPLATE), 'utf8');
  const workDir = path.join(REPO_ROOT, '.cache', 'prerender');
  fs.mkdirSync(workDir, { recursive: true });
  await compile(prerenderConfig(shellDir, workDir, routes));
  const bundle = path.join(workDir, 'dist', 'prerender.js');
  fs.rmSync(path.join(distDir, PRERENDERED_DIR), { recursive: true, force: true });
  const render = async (what: string, argument: string): Promise<PrerenderedHtml> => {
    const script = `require(${JSON.stringify(bundle)}).${what}(process.argv[1]).then((page) => process.stdout.write(JSON.stringify(page)))`;
    const { stdout } = await run(process.execPath, ['-e', script, argument], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production' },
    }).catch((error: Error & { stderr?: string }) => {
      throw new Error(`prerendering ${argument} failed: ${error.stderr?.trim() || error.message}`);
    });
    return JSON.parse(stdout) as PrerenderedHtml;
  };
  fs.writeFileSync(path.join(distDir, 'index.html'), loadingDocument(template, await render('prerenderLoading', '')));
  const addresses = prerenderedAddresses();
  for (const { route, locale, address } of addresses) {
    const page = await render('prerenderPage', address);
    if (page.html.includes(ASSET_MARK)) {
      throw new Error(`${address} draws an image served as a file; prerendered pages may only use inlined images`);
    }
    const file = path.join(distDir, prerenderedFile(address));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageDocument(template, route, page, locale));
  }
  return addresses.map(({ address }) => address);
}
