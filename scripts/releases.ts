import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { productionConfig } from '@kuza/build';
import { appDir, distDir, ROOT } from './lib/apps';
import { buildApps } from './lib/build-apps';
import { isReleaseApp, RELEASE_APPS, ReleaseError } from './lib/releases';
import { openReleaseStore } from './lib/releases-s3';

/**
 * Independent releases (docs/deploying.md):
 *
 *   npm run release -- <app> [--no-tests]   build one app, run its own tests, store it as a new version
 *   npm run promote -- <app> <version>      make that version live (refused when it does not fit)
 *   npm run rollback -- <app>               return to the version live before
 *   npm run releases                        list every app's versions and the live one
 *   tsx scripts/releases.ts publish-all     build every app, release each and make it live (an image's
 *                                           first releases, deploy/gateway.Dockerfile)
 *
 * <app> is `shell` or a remote's name. The store is the folder KUZA_RELEASES_DIR (default
 * .data/releases), or the bucket RELEASE_STORE=s3://<bucket>/<prefix> (docs/deploying.md).
 */
const USAGE = `usage:
  npm run release -- <app> [--no-tests]
  npm run promote -- <app> <version>
  npm run rollback -- <app>
  npm run releases
<app>: ${RELEASE_APPS.join(', ')}`;

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

function runTests(title: string, command: string, args: string[]): void {
  console.log(`\n${title}: ${path.basename(command)} ${args.join(' ')}`);
  const outcome = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (outcome.status !== 0) throw new ReleaseError(`${title} failed: nothing was released`);
}

/** The app's own tests: its unit tests, then its browser tests against the files just built. */
function testApp(app: string): void {
  const folder = path.relative(ROOT, appDir(app as never));
  runTests(`${app} unit tests`, bin('jest'), ['--ci', `${folder}/`]);
  // The shell has no standalone host: its browser tests are the composed site's federation checks.
  const browser =
    app === 'shell'
      ? ['--project=site', 'e2e/tests/federation.spec.ts', 'e2e/tests/one-site.spec.ts']
      : [`--project=mfe-${app}`];
  runTests(`${app} browser tests`, bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...browser]);
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { 'no-tests': { type: 'boolean', default: false } },
  });
  const store = openReleaseStore(productionConfig().releasesDir);
  const [app, version] = positionals;
  const needApp = () => {
    if (!isReleaseApp(app)) throw new ReleaseError(`${app ? `"${app}" is not an app` : 'name an app'}\n${USAGE}`);
    return app;
  };

  switch (command) {
    case 'release': {
      const name = needApp();
      const { built, seconds } = await buildApps([name]);
      console.log(built.length ? `built ${name} in ${seconds.toFixed(1)} s` : `${name} is built and up to date`);
      if (name !== 'shell' && built.includes('shell')) {
        // The public pages are drawn from this remote's pages too, and travel with the shell.
        console.log(`the shell's prerendered pages were drawn again: release the shell too to serve them`);
      }
      if (values['no-tests']) console.log('tests skipped (--no-tests)');
      else testApp(name);
      const released = await store.add(name, distDir(name));
      console.log(`\nreleased ${name} ${released} to ${store.location}`);
      const problems = await store.problems(name, released);
      if (problems.length) {
        throw new ReleaseError(
          `${name} ${released} cannot be promoted next to what is live:\n- ${problems.join('\n- ')}`,
        );
      }
      console.log(`promote it with: npm run promote -- ${name} ${released}`);
      return;
    }
    case 'promote': {
      const name = needApp();
      if (!version) throw new ReleaseError(`name the version of ${name} to promote\n${USAGE}`);
      await store.promote(name, version);
      console.log(`${name} ${version} is live: new page loads use it; pages already open keep theirs`);
      return;
    }
    case 'rollback': {
      const name = needApp();
      console.log(`${name} is back to ${await store.rollback(name)}`);
      return;
    }
    case 'publish-all': {
      await buildApps([...RELEASE_APPS]);
      for (const name of RELEASE_APPS) console.log(`${name} ${await store.publish(name, distDir(name))} is live`);
      return;
    }
    case 'list': {
      const live = await store.live();
      console.log(`release store ${store.location}`);
      for (const name of RELEASE_APPS) {
        const versions = await store.versions(name);
        const marks = versions.map((v) => (v === live[name]?.current ? `${v} (live)` : v));
        console.log(`  ${name.padEnd(11)} ${marks.length ? marks.join(', ') : 'nothing released'}`);
      }
      return;
    }
    default:
      throw new ReleaseError(USAGE);
  }
}

main().catch((error: Error) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
