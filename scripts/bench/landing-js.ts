import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { originOf, serveApp, type StaticServer } from '@kuza/build';
import { chromiumLaunchOptions } from '../../e2e/support/env';
import { APPS, distDir } from '../lib/apps';
import { scriptBytesOf } from './public-pages';

/**
 * `npx tsx scripts/bench/landing-js.ts [path…]`: the JavaScript a page loads in all, gzip, file by file, from the
 * apps' current dist folders (build them first), served without the API (a signed-out visitor). By default / and
 * /fr/: the quick form of the bench's "JS in all on /" figure, for the 150 KB target, and what the French page adds
 * (its catalogs), for issue 31's 8 KB. Each file is named by what it carries (a shared library, a page, a catalog).
 * A page that starts its app at the visitor's first move is counted twice: until a move, and with the app after one.
 */
interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

/** The files every app starts with, by name (hashed chunks are named from its federation manifest). */
const ENTRY_FILES: Record<string, string> = {
  'main.js': 'the starter',
  'app.js': 'the federation runtime and the entry',
  'remoteEntry.js': "the remote's federation runtime",
};

/** The first bytes of a file: enough to tell a compiled catalog (`{"id":[{type:0,…`). */
function opening(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(300);
    return buffer.subarray(0, fs.readSync(fd, buffer, 0, 300, 0)).toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * What each file of an app's dist is: a shared library, a page the remote exposes, an entry, a catalog (compiled
 * messages), else the chunk's own name (the shell's `bootstrap`). Read from the dist folders as built.
 */
function fileLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  for (const app of APPS) {
    const origin = originOf(app);
    const label = (file: string, what: string) => {
      const known = labels.get(`${origin}/${file}`);
      labels.set(`${origin}/${file}`, known ? `${known}, ${what}` : what);
    };
    for (const file of fs.existsSync(distDir(app)) ? fs.readdirSync(distDir(app)) : []) {
      if (ENTRY_FILES[file]) label(file, ENTRY_FILES[file]);
      else if (/^[a-z]+\.[0-9a-f]+\.js$/.test(file)) label(file, `${file.split('.')[0]} chunk`);
      else if (file.endsWith('.js') && /\{"[\w.]+":\[\{type:\d/.test(opening(path.join(distDir(app), file)))) {
        label(file, 'catalog');
      }
    }
    const manifestFile = path.join(distDir(app), 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    for (const shared of manifest.shared) shared.assets.js.sync.forEach((file) => label(file, shared.name));
    for (const exposed of manifest.exposes) {
      exposed.assets.js.sync.forEach((file) => {
        label(file, file.startsWith('__federation_expose_') ? `page ${exposed.path}` : `with ${exposed.path}`);
      });
    }
  }
  return labels;
}

async function main() {
  const pagePaths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/fr/'];
  const servers: StaticServer[] = [];
  const kb = (size: number) => `${(size / 1024).toFixed(1)} KB`;
  try {
    for (const app of APPS) servers.push(await serveApp({ app, distDir: distDir(app) }));
    const labels = fileLabels();
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const totals: number[] = [];
      for (const pagePath of pagePaths) {
        const url = `${originOf('shell')}${pagePath}`;
        const before = await scriptBytesOf(browser, url);
        const { bytes, files, scripts } = await scriptBytesOf(browser, url, { afterFirstMove: true });
        for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
          const label = labels.get(script.url.replace(/[?#].*$/, ''));
          const early = before.scripts.some((loaded) => loaded.url === script.url) ? '' : '  after the first move';
          console.log(`  ${kb(script.bytes).padStart(9)}  ${script.url}${label ? `  (${label})` : ''}${early}`);
        }
        console.log(
          `JS in all on ${pagePath} (gzip): ${kb(before.bytes)} in ${before.files} files until the visitor moves; target (issue 36) ≤ 150 KB`,
        );
        console.log(`  with the app, after the first move: ${kb(bytes)} in ${files} files`);
        totals.push(bytes);
      }
      const [first, ...others] = totals;
      others.forEach((bytes, index) => {
        console.log(
          `${pagePaths[index + 1]} against ${pagePaths[0]}, with the app: ${bytes >= first! ? '+' : '-'}${kb(Math.abs(bytes - first!))}; target (issue 31) ≤ 8 KB more`,
        );
      });
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
