import { chromium } from '@playwright/test';
import { originOf, serveApp, type StaticServer } from '@kuza/build';
import { chromiumLaunchOptions } from '../../e2e/support/env';
import { APPS, distDir } from '../lib/apps';
import { scriptBytesOf } from './public-pages';

/**
 * `npx tsx scripts/bench/landing-js.ts [path]`: the JavaScript a page (default /) loads in all, gzip,
 * file by file, from the apps' current dist folders (build them first), served without the API (a
 * signed-out visitor). The quick form of the bench's "JS in all on /" figure, for the 150 KB target.
 */
async function main() {
  const pagePath = process.argv[2] ?? '/';
  const servers: StaticServer[] = [];
  try {
    for (const app of APPS) servers.push(await serveApp({ app, distDir: distDir(app) }));
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const { bytes, files, scripts } = await scriptBytesOf(browser, `${originOf('shell')}${pagePath}`);
      const kb = (size: number) => `${(size / 1024).toFixed(1)} KB`;
      for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${kb(script.bytes).padStart(9)}  ${script.url}`);
      }
      console.log(`JS in all on ${pagePath} (gzip): ${kb(bytes)} in ${files} files; target (issue 36) ≤ 150 KB`);
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
