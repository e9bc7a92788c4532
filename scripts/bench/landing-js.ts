import { chromium } from '@playwright/test';
import { originOf, serveApp, type StaticServer } from '@kuza/build';
import { chromiumLaunchOptions } from '../../e2e/support/env';
import { APPS, distDir } from '../lib/apps';
import { scriptBytesOf } from './public-pages';

/**
 * `npx tsx scripts/bench/landing-js.ts [path…]`: the JavaScript a page loads in all, gzip, file by file, from the
 * apps' current dist folders (build them first), served without the API (a signed-out visitor). By default / and
 * /fr/: the quick form of the bench's "JS in all on /" figure, for the 150 KB target, and what the French page adds
 * (its catalogs), for issue 31's 8 KB.
 */
async function main() {
  const pagePaths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/fr/'];
  const servers: StaticServer[] = [];
  const kb = (size: number) => `${(size / 1024).toFixed(1)} KB`;
  try {
    for (const app of APPS) servers.push(await serveApp({ app, distDir: distDir(app) }));
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const totals: number[] = [];
      for (const pagePath of pagePaths) {
        const { bytes, files, scripts } = await scriptBytesOf(browser, `${originOf('shell')}${pagePath}`);
        for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
          console.log(`  ${kb(script.bytes).padStart(9)}  ${script.url}`);
        }
        console.log(`JS in all on ${pagePath} (gzip): ${kb(bytes)} in ${files} files; target (issue 36) ≤ 150 KB`);
        totals.push(bytes);
      }
      const [first, ...others] = totals;
      others.forEach((bytes, index) => {
        console.log(
          `${pagePaths[index + 1]} against ${pagePaths[0]}: ${bytes >= first! ? '+' : '-'}${kb(Math.abs(bytes - first!))}; target (issue 31) ≤ 8 KB more`,
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
