import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { prerenderedRoutes, prerenderPages, type AppName } from '@kuza/build';
import { appDir, distDir, isStale, markBuilt, ROOT } from './apps';
import { withDirLock } from './dir-lock';
import { hashWorkspacePackages, sharedPackageHashes, writePackageHashes } from './releases-packages';

type ConfigFactory = (env: unknown, argv: { mode: 'production' }) => Configuration;

/**
 * Production-builds the given apps in one webpack process (one MultiCompiler shares the loaded
 * toolchain; two at a time on a two-core machine). Returns the seconds it took.
 */
export async function buildApps(
  apps: AppName[],
  options: { force?: boolean } = {},
): Promise<{ built: AppName[]; seconds: number }> {
  // Two processes building the same dist folder would clobber each other: they take turns.
  return withDirLock(path.join(ROOT, '.cache', 'build.lock'), () => buildUnlocked(apps, options));
}

async function buildUnlocked(
  apps: AppName[],
  { force = false }: { force?: boolean },
): Promise<{ built: AppName[]; seconds: number }> {
  const targets = force ? apps : apps.filter(isStale);
  if (targets.length === 0) return { built: [], seconds: 0 };
  const started = Date.now();
  // Taken before webpack reads the source, so a file saved during the build makes the hash differ, not match.
  const packageHashes = hashWorkspacePackages(ROOT);
  const configs: Configuration[] = [];
  for (const app of targets) {
    const module = (await import(`${appDir(app)}/webpack.config.ts`)) as {
      default: ConfigFactory | { default: ConfigFactory };
    };
    const factory = typeof module.default === 'function' ? module.default : module.default.default;
    configs.push({ ...factory({}, { mode: 'production' }), name: app });
  }
  const compiler = webpack(configs);
  (compiler as unknown as { parallelism: number }).parallelism = 2;
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
  // The public pages are drawn from the shell's tree and the remotes' pages: either changing redraws them.
  // The prerendered pages are part of the shell's build: redrawn, the shell is a new build to release.
  const built = [...targets];
  if (targets.some((app) => app === 'shell' || prerenderedRoutes().some((route) => route.remote === app))) {
    await prerenderPages(appDir('shell'));
    if (!built.includes('shell')) built.push('shell');
  }
  // What promotion compares with the live shell: the @kuza packages' source, as versions say nothing
  // (0.1.0). Only for the apps compiled now: a shell that only had its pages redrawn keeps its own.
  for (const app of targets) writePackageHashes(distDir(app), sharedPackageHashes(distDir(app), packageHashes));
  built.forEach(markBuilt);
  return { built, seconds: (Date.now() - started) / 1000 };
}
